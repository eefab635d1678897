// The nonce-based Content-Security-Policy of every page response (the other security headers: next.config.js).
import { AD_TAG, BEHAVIOR_ANALYTICS_WIDGET, type TagCspSources } from '../config/tracking-tags';

/** Which third-party tags are configured (their ids are set): only these widen the policy. */
export type ConfiguredTags = { adTag: boolean; behaviorAnalytics: boolean };

const NO_TAGS: ConfiguredTags = { adTag: false, behaviorAnalytics: false };

export function configuredTags(source: Record<string, string | undefined>): ConfiguredTags {
  return { adTag: Boolean(source.AD_TAG_ID), behaviorAnalytics: Boolean(source.BEHAVIOR_ANALYTICS_SITE_ID) };
}

function tagSources(tags: ConfiguredTags, directive: keyof TagCspSources): string {
  const configured = [...(tags.adTag ? [AD_TAG] : []), ...(tags.behaviorAnalytics ? [BEHAVIOR_ANALYTICS_WIDGET] : [])];
  return configured.flatMap((tag) => tag.csp[directive] ?? []).map((source) => ` ${source}`).join('');
}

export function contentSecurityPolicy(nonce: string, { dev, tags = NO_TAGS }: { dev: boolean; tags?: ConfiguredTags }): string {
  const frames = tagSources(tags, 'frame');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${tagSources(tags, 'script')}${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'nonce-${nonce}'`,
    // React renders style attributes; attributes cannot carry a nonce.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob:${tagSources(tags, 'img')}`,
    `font-src 'self' data:${tagSources(tags, 'font')}`,
    `connect-src 'self'${tagSources(tags, 'connect')}${dev ? ' ws:' : ''}`,
    ...(frames ? [`frame-src${frames}`] : []),
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ].join('; ');
}

export const NONCE_HEADER = 'x-nonce';
