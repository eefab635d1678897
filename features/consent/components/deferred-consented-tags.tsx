// The consented tags as the shell mounts them: their code (the ad-provider queue, the tag loader) loads once the page
// is interactive; they render nothing and read the consent cookie when they mount.
import dynamic from 'next/dynamic';

export const DeferredConsentedTags = dynamic(() => import('./consented-tags').then((module) => module.ConsentedTags), { ssr: false });
