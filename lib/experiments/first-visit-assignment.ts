// A first visit's experiment variants, assigned after the page (decision 040): public pages for visitors are the same
// for everyone, so a page served to a browser without the experiment cookie shows the control variants and sets no
// cookie; this script, in every page's head, then asks proxy.ts for the assignments once (a Set-Cookie on an answer no
// cache keeps), and the following pages render them. Fixed text: the public pages' policy allows it by its hash.
import { EXPERIMENT_COOKIE } from '../../config/experiments';

/** Answered by proxy.ts itself (POST): 204 with the experiment cookie when the browser has none or a forged one. */
export const EXPERIMENT_ASSIGNMENT_PATH = '/_knowly/experiments';

export const EXPERIMENT_ASSIGNMENT_SCRIPT =
  `(function(){if(document.cookie.split('; ').some(function(c){return c.indexOf('${EXPERIMENT_COOKIE}=')===0}))return;` +
  `try{fetch('${EXPERIMENT_ASSIGNMENT_PATH}',{method:'POST',credentials:'same-origin'}).catch(function(){})}catch(e){}})();`;
