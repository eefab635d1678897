// Run in the page's head before the first paint (pages/_document.tsx): a visitor who has answered the cookie banner
// gets <html data-consent="decided">, which hides the banner the server rendered for everyone (its markup stays in
// the first HTML, so it is never a late layout shift or the late LCP element for those who have not answered).
import { CONSENT_COOKIE } from './consent-cookie';

export const CONSENT_SCRIPT = `try{if(/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie))document.documentElement.dataset.consent='decided'}catch(e){}`;
