// Where a visitor came from (spec §4 Attribution): the source from utm_source or the referrer, the campaign from
// sid or utm_campaign, kept in localStorage for 30 minutes. A stronger source is not overwritten by a weaker one.
//
// Decisions the spec leaves open:
// - A link carrying `sid` (the share id the app puts on shared links) or `utm_source=share` is a shared link:
//   source `share`, campaign the sid (else utm_campaign).
// - An explicit utm_source wins over the referrer (a tagged ad clicked on Google is the ad's source, not seo).
// - A referrer from a search engine gives `seo`; any other outside referrer gives its host without `www.`; a
//   referrer on one of the product's own sites is no source at all, nor is a visit without referrer or parameters.
import { ATTRIBUTION_EXPIRY_MS, ATTRIBUTION_PRIORITIES, SEARCH_ENGINE_HOSTS, SEARCH_ENGINE_NAMES } from '../../config/analytics';
import { readJson, writeJson, type KeyValueStore } from './storage';

const ATTRIBUTION_KEY = 'knowly_attribution';
const SHARE_SOURCE = 'share';
const SEO_SOURCE = 'seo';

const SOURCE_MAX_LENGTH = 100;
const CAMPAIGN_MAX_LENGTH = 200;

export type Attribution = { source: string; campaign: string | null };
export type StoredAttribution = Attribution & { priority: number; storedAt: number };

/** Spec §4: share 10, seo 9, every other source 0. */
export function attributionPriority(source: string): number {
  return source === SHARE_SOURCE ? ATTRIBUTION_PRIORITIES.share : source === SEO_SOURCE ? ATTRIBUTION_PRIORITIES.seo : 0;
}

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
};

const withoutWww = (host: string) => host.replace(/^www\./, '');

/** google.com, www.google.co.uk, search.yahoo.com, duckduckgo.com …: the engine's name followed only by a public suffix. */
export function isSearchEngineHost(host: string): boolean {
  const name = withoutWww(host.toLowerCase());
  if ((SEARCH_ENGINE_HOSTS as readonly string[]).includes(name)) return true;
  const labels = name.split('.');
  return labels.some((label, index) => {
    if (!(SEARCH_ENGINE_NAMES as readonly string[]).includes(label)) return false;
    const suffix = labels.slice(index + 1);
    // 1–2 short labels after the name: .com, .de, .co.uk, .com.br (not google.example.org).
    return suffix.length >= 1 && suffix.length <= 2 && suffix.every((part) => part.length <= 3);
  });
}

const isOwnHost = (host: string, ownHosts: readonly string[]) => ownHosts.some((own) => withoutWww(own.toLowerCase()) === withoutWww(host));

const parameter = (params: URLSearchParams, name: string, maxLength: number): string | null => {
  const value = params.get(name)?.trim();
  return value ? value.slice(0, maxLength) : null;
};

/**
 * The attribution of a page visit, or null when the visit names no source (direct visit, own-site referrer).
 * `ownHosts`: the host names of the product's sites (this one and the other countries').
 */
export function attributionFromVisit({ url, referrer, ownHosts }: { url: string; referrer: string; ownHosts: readonly string[] }): Attribution | null {
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    params = new URLSearchParams();
  }
  const sid = parameter(params, 'sid', CAMPAIGN_MAX_LENGTH);
  const utmSource = parameter(params, 'utm_source', SOURCE_MAX_LENGTH);
  const campaign = sid ?? parameter(params, 'utm_campaign', CAMPAIGN_MAX_LENGTH);
  if (sid || utmSource?.toLowerCase() === SHARE_SOURCE) return { source: SHARE_SOURCE, campaign };
  if (utmSource) return { source: utmSource, campaign };
  const host = referrer ? hostOf(referrer) : null;
  if (!host || isOwnHost(host, ownHosts)) return null;
  return { source: isSearchEngineHost(host) ? SEO_SOURCE : withoutWww(host).slice(0, SOURCE_MAX_LENGTH), campaign };
}

function parseStored(value: unknown): StoredAttribution | null {
  if (typeof value !== 'object' || value === null) return null;
  const { source, campaign, priority, storedAt } = value as Record<string, unknown>;
  if (typeof source !== 'string' || !source || typeof priority !== 'number' || typeof storedAt !== 'number') return null;
  return { source, campaign: typeof campaign === 'string' ? campaign : null, priority, storedAt };
}

/** The stored attribution while it is younger than 30 minutes (1800000 ms), else null. */
export function storedAttribution(store: KeyValueStore, now: number): StoredAttribution | null {
  const stored = parseStored(readJson(store, ATTRIBUTION_KEY));
  return stored && now - stored.storedAt < ATTRIBUTION_EXPIRY_MS ? stored : null;
}

/**
 * Keeps a visit's attribution (spec §4): it replaces the stored one only if its priority is at least the stored
 * one's; an expired stored attribution is replaced by anything. Answers the attribution in force afterwards.
 */
export function recordAttribution(store: KeyValueStore, attribution: Attribution | null, now: number): StoredAttribution | null {
  const current = storedAttribution(store, now);
  if (!attribution) return current;
  const priority = attributionPriority(attribution.source);
  if (current && priority < current.priority) return current;
  const next: StoredAttribution = { ...attribution, priority, storedAt: now };
  writeJson(store, ATTRIBUTION_KEY, next);
  return next;
}
