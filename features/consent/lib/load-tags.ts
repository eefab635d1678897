// Loads the third-party tags into the page, each once, with the page's CSP nonce on the script element (the
// policy allows their hosts only when their ids are configured, see lib/security-headers.ts).
import { AD_TAG, BEHAVIOR_ANALYTICS_WIDGET } from '../../../config/tracking-tags';
import { readCspNonce } from '../../../lib/csp-nonce';

type TagWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  hj?: ((...args: unknown[]) => void) & { q?: unknown[] };
  _hjSettings?: { hjid: number | string; hjsv: number };
};

export const AD_TAG_SCRIPT_ID = 'knowly-ad-tag';
export const BEHAVIOR_ANALYTICS_SCRIPT_ID = 'knowly-behavior-analytics';

function injectScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  const nonce = readCspNonce();
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

export function loadAdTag(adTagId: string): void {
  if (document.getElementById(AD_TAG_SCRIPT_ID)) return;
  const tagWindow = window as TagWindow;
  const dataLayer = (tagWindow.dataLayer ??= []);
  // The tag reads its commands as `arguments` objects from the data layer, as its own snippet pushes them.
  tagWindow.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  tagWindow.gtag('js', new Date());
  tagWindow.gtag('config', adTagId);
  injectScript(AD_TAG_SCRIPT_ID, AD_TAG.scriptUrl(adTagId));
}

export function loadBehaviorAnalyticsWidget(siteId: string): void {
  if (document.getElementById(BEHAVIOR_ANALYTICS_SCRIPT_ID)) return;
  const tagWindow = window as TagWindow;
  tagWindow.hj ??= Object.assign((...args: unknown[]) => (tagWindow.hj!.q ??= []).push(args), { q: [] as unknown[] });
  tagWindow._hjSettings = { hjid: /^\d+$/.test(siteId) ? Number(siteId) : siteId, hjsv: BEHAVIOR_ANALYTICS_WIDGET.snippetVersion };
  injectScript(BEHAVIOR_ANALYTICS_SCRIPT_ID, BEHAVIOR_ANALYTICS_WIDGET.scriptUrl(siteId));
}
