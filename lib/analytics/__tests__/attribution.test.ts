import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_EXPIRY_MS } from '../../../config/analytics';
import { attributionFromVisit, attributionPriority, isSearchEngineHost, recordAttribution, storedAttribution } from '../attribution';
import { memoryStore } from '../storage';

const START = Date.UTC(2026, 10, 21, 9, 0, 0);
const OWN = ['de.knowly.com', 'knowly.de', 'fr.knowly.com'];
const visit = (query: string, referrer = '') => attributionFromVisit({ url: `https://knowly.de/knows/abc${query}`, referrer, ownHosts: OWN });

describe('attribution of a visit (spec §4)', () => {
  it('takes the source from utm_source and the campaign from utm_campaign', () => {
    expect(visit('?utm_source=newsletter&utm_campaign=exam_week')).toEqual({ source: 'newsletter', campaign: 'exam_week' });
  });

  it('gives source seo for a search-engine referrer, by host', () => {
    for (const referrer of ['https://www.google.com/', 'https://www.google.co.uk/', 'https://www.bing.com/search?q=x', 'https://duckduckgo.com/', 'https://search.yahoo.com/',
      'https://yandex.ru/', 'https://www.ecosia.org/', 'https://www.baidu.com/', 'https://www.qwant.com/', 'https://search.brave.com/']) {
      expect(visit('', referrer), referrer).toEqual({ source: 'seo', campaign: null });
    }
  });

  it('tells search engines from other sites that carry their name', () => {
    expect(isSearchEngineHost('www.google.de')).toBe(true);
    expect(isSearchEngineHost('google.com.br')).toBe(true);
    expect(isSearchEngineHost('google.example.org')).toBe(false);
    expect(isSearchEngineHost('mygoogle.com')).toBe(false);
    expect(isSearchEngineHost('brave.com')).toBe(false);
  });

  it('takes any other outside referrer by its host, and the campaign from utm_campaign', () => {
    expect(visit('?utm_campaign=spring', 'https://www.instagram.com/p/123')).toEqual({ source: 'instagram.com', campaign: 'spring' });
  });

  it('prefers an explicit utm_source to the referrer', () => {
    expect(visit('?utm_source=google_ads', 'https://www.google.com/')).toEqual({ source: 'google_ads', campaign: null });
  });

  it('makes a link with sid, or utm_source=share, a shared link whose campaign is the sid', () => {
    expect(visit('?sid=abc123', 'https://www.google.com/')).toEqual({ source: 'share', campaign: 'abc123' });
    expect(visit('?sid=abc123&utm_campaign=ignored')).toEqual({ source: 'share', campaign: 'abc123' });
    expect(visit('?utm_source=share&utm_campaign=whatsapp')).toEqual({ source: 'share', campaign: 'whatsapp' });
  });

  it('finds no source on own-site referrers and direct visits', () => {
    expect(visit('', 'https://fr.knowly.com/search')).toBeNull();
    expect(visit('', 'https://www.knowly.de/')).toBeNull();
    expect(visit('')).toBeNull();
    expect(visit('?utm_campaign=lonely')).toBeNull();
  });

  it('ranks share 10, seo 9 and every other source 0', () => {
    expect([attributionPriority('share'), attributionPriority('seo'), attributionPriority('instagram.com')]).toEqual([10, 9, 0]);
  });
});

describe('stored attribution (spec §4: 1800000 ms, priority)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  const seo = { source: 'seo', campaign: null };
  const share = { source: 'share', campaign: 'abc123' };
  const other = { source: 'instagram.com', campaign: 'spring' };

  it('lasts 1800000 ms', () => {
    expect(ATTRIBUTION_EXPIRY_MS).toBe(1_800_000);
  });

  it('is kept at 1799999 ms and expired at 1800000 ms', () => {
    const store = memoryStore();
    recordAttribution(store, other, Date.now());
    vi.advanceTimersByTime(1_799_999);
    expect(storedAttribution(store, Date.now())).toMatchObject(other);
    vi.advanceTimersByTime(1);
    expect(storedAttribution(store, Date.now())).toBeNull();
  });

  it('is replaced by an attribution of equal priority', () => {
    const store = memoryStore();
    recordAttribution(store, seo, Date.now());
    vi.advanceTimersByTime(1000);
    recordAttribution(store, { source: 'seo', campaign: 'second' }, Date.now());
    expect(storedAttribution(store, Date.now())).toEqual({ source: 'seo', campaign: 'second', priority: 9, storedAt: START + 1000 });
  });

  it('is replaced by an attribution of higher priority', () => {
    const store = memoryStore();
    recordAttribution(store, seo, Date.now());
    recordAttribution(store, share, Date.now());
    expect(storedAttribution(store, Date.now())).toMatchObject({ ...share, priority: 10 });
  });

  it('is not replaced by an attribution of lower priority while it lasts (1799999 ms)', () => {
    const store = memoryStore();
    recordAttribution(store, share, Date.now());
    vi.advanceTimersByTime(1_799_999);
    expect(recordAttribution(store, seo, Date.now())).toMatchObject(share);
    expect(recordAttribution(store, other, Date.now())).toMatchObject(share);
    expect(storedAttribution(store, Date.now())).toMatchObject({ ...share, storedAt: START });
  });

  it('is replaced by anything once expired (1800000 ms)', () => {
    const store = memoryStore();
    recordAttribution(store, share, Date.now());
    vi.advanceTimersByTime(1_800_000);
    recordAttribution(store, other, Date.now());
    expect(storedAttribution(store, Date.now())).toMatchObject({ ...other, priority: 0, storedAt: START + 1_800_000 });
  });

  it('keeps the stored attribution on a visit without source', () => {
    const store = memoryStore();
    recordAttribution(store, other, Date.now());
    expect(recordAttribution(store, null, Date.now())).toMatchObject(other);
  });

  it('ignores what is stored when it is not an attribution', () => {
    const store = memoryStore();
    store.setItem('knowly_attribution', '{broken');
    expect(storedAttribution(store, Date.now())).toBeNull();
    recordAttribution(store, other, Date.now());
    expect(storedAttribution(store, Date.now())).toMatchObject(other);
  });
});
