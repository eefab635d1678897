export { ConsentedTags } from './components/consented-tags';
export { CookieBanner } from './components/cookie-banner';
export { readConsent, saveConsent, type Consent } from './lib/consent-cookie';
export { useSendAdProviderEvent } from './lib/use-send-ad-provider-event';
