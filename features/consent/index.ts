// What the app shell uses of consent: the banner (in the first HTML, its code after the page is hydrated), the tags that run under consent (loaded after
// the page is interactive) and the head script that hides the banner from a visitor who has answered.
export { DeferredConsentedTags as ConsentedTags } from './components/deferred-consented-tags';
export { DeferredCookieBanner as CookieBanner } from './components/deferred-cookie-banner';
export { CONSENT_SCRIPT } from './lib/consent-script';
