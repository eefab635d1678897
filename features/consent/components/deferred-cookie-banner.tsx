// The cookie banner as the shell mounts it (issue 29, decision 053): the server renders it; in the browser its markup
// is kept while the page hydrates, and its code (the banner, the consent cookie, js-cookie) is loaded and rendered in
// its place once the page has loaded — at once when the visitor touches it, presses a key or asks for the cookie
// settings. A click on its buttons before then is played again once it has come (an answer hides it at once), a
// request for the settings is answered then.
import { useEffect } from 'react';
import { staticIsland } from '../../../components/static-island';
import { answerCookieSettingsButtons, COOKIE_SETTINGS_REQUESTED } from '../../../lib/cookie-settings';
import { CookieBanner as ServerCookieBanner } from './cookie-banner';

const BannerIsland = staticIsland(
  () => import('./cookie-banner').then((module) => module.CookieBanner),
  typeof window === 'undefined' ? ServerCookieBanner : null,
  // A keyboard user's first key loads it: its scroll padding keeps what they focus clear of it (WCAG 2.4.11).
  { interactive: 'after-load', loadOn: [COOKIE_SETTINGS_REQUESTED, 'keydown'], dismissedBy: '[data-answers-banner]' },
);

export function DeferredCookieBanner() {
  // The footer's "cookie settings" is markup that is not hydrated: its clicks are requests from the start.
  useEffect(() => answerCookieSettingsButtons(), []);
  return <BannerIsland />;
}
