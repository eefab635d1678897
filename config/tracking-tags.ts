// The two third-party tags the site may load, each only when its id is configured: the ad tag (a Google tag, where
// the country's switch says) and the behaviour-analytics widget (Hotjar). Their script address and the hosts the
// Content-Security-Policy must allow for them (lib/security-headers.ts adds these only when the id is set).

export type TagCspSources = { script: string[]; connect: string[]; img: string[]; font?: string[]; frame?: string[] };

type ThirdPartyTag = { scriptUrl: (id: string) => string; csp: TagCspSources };

export const AD_TAG: ThirdPartyTag = {
  scriptUrl: (adTagId: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(adTagId)}`,
  csp: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.googletagmanager.com', 'https://www.google.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net'],
    img: ['https://www.googletagmanager.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net'],
    frame: ['https://td.doubleclick.net'],
  },
};

/** The version of the widget's loader snippet that the script address and its settings name. */
const WIDGET_SNIPPET_VERSION = 6;

export const BEHAVIOR_ANALYTICS_WIDGET: ThirdPartyTag & { snippetVersion: number } = {
  snippetVersion: WIDGET_SNIPPET_VERSION,
  scriptUrl: (siteId: string) => `https://static.hotjar.com/c/hotjar-${encodeURIComponent(siteId)}.js?sv=${WIDGET_SNIPPET_VERSION}`,
  csp: {
    script: ['https://static.hotjar.com', 'https://script.hotjar.com'],
    connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    img: ['https://*.hotjar.com'],
    font: ['https://script.hotjar.com'],
    frame: ['https://vars.hotjar.com'],
  },
};

/** Spec §9: the widget runs for 10% of sampled devices (and always on the configured pages). */
export const BEHAVIOR_ANALYTICS_SAMPLE_PERCENT = 10;
