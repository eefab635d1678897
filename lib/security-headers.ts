// The Content-Security-Policy of every page response (the other security headers: next.config.js): nonce-based for
// pages rendered per request, hash-based for public pages that a shared cache may hold (decision 040), which carry no
// per-response value: their inline scripts and styles are allowed by the SHA-256 of their text.
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

/** What allows a page's inline scripts and styles: a per-response nonce, or the hashes of the page's own inline code. */
export type InlineSources = { nonce: string } | { scriptHashes: readonly string[]; styleHashes: readonly string[] };

function sourceList(hashes: readonly string[]): string {
  return [...new Set(hashes)].map((hash) => ` 'sha256-${hash}'`).join('');
}

export function contentSecurityPolicy(inline: string | InlineSources, { dev, tags = NO_TAGS }: { dev: boolean; tags?: ConfiguredTags }): string {
  const frames = tagSources(tags, 'frame');
  const sources = typeof inline === 'string' ? { nonce: inline } : inline;
  // With a nonce, 'strict-dynamic' lets the nonced scripts load Next's chunks. A hashed page lists its inline scripts
  // by hash and allows scripts of its own origin ('self'): Next's chunks, and the tags' hosts where they are configured.
  const scripts = 'nonce' in sources ? ` 'nonce-${sources.nonce}' 'strict-dynamic'` : sourceList(sources.scriptHashes);
  const styles = 'nonce' in sources ? ` 'nonce-${sources.nonce}'` : sourceList(sources.styleHashes);
  return [
    "default-src 'self'",
    `script-src 'self'${scripts}${tagSources(tags, 'script')}${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self'${styles}`,
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
