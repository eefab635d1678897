// The consented tags as the shell mounts them: their code (the ad-provider queue, the tag loader) loads once the page
// is interactive; they render nothing and read the consent cookie when they mount.
import { deferredInBrowser } from '../../../components/deferred';

export const DeferredConsentedTags = deferredInBrowser(() => import('./consented-tags').then((module) => module.ConsentedTags));
