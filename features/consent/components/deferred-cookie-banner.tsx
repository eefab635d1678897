// The cookie banner as the shell mounts it (issue 29, decision 053): the server renders it; in the browser its markup
// is kept while the page hydrates, and its code (the banner, the consent cookie, js-cookie) is loaded and rendered in
// its place once the page is hydrated — not part of the first load's scripts. A click on its buttons before then is
// played again once it has come (an answer takes the focus off its button at once), a request for the settings is
// answered then.
import { useEffect } from 'react';
import { staticIsland } from '../../../components/static-island';
import { answerCookieSettingsButtons, COOKIE_SETTINGS_REQUESTED } from '../../../lib/cookie-settings';
import { CookieBanner as ServerCookieBanner } from './cookie-banner';

const BannerIsland = staticIsland(
  () => import('./cookie-banner').then((module) => module.CookieBanner),
  typeof window === 'undefined' ? ServerCookieBanner : null,
  // As soon as the page is hydrated, not when it is idle: its scroll padding keeps what a keyboard user focuses clear of
  // it (WCAG 2.4.11), and a journey tabbing right after the load found links behind it while its code was on its way.
  { interactive: 'after-hydration', loadOn: [COOKIE_SETTINGS_REQUESTED, 'keydown'], dismissedBy: '[data-answers-banner]' },
);

export function DeferredCookieBanner() {
  // The footer's "cookie settings" is markup that is not hydrated: its clicks are requests from the start.
  useEffect(() => answerCookieSettingsButtons(), []);
  return <BannerIsland />;
}
