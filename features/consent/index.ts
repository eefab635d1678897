export { ConsentedTags } from './components/consented-tags';
export { CookieBanner } from './components/cookie-banner';
