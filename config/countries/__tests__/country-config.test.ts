import { describe, expect, it } from 'vitest';
import type { CountryConfig } from '../country-config';
import { countryConfigSchema } from '../country-config-schema';
import { COUNTRY_TABLES } from '../tables';

const valid: CountryConfig = COUNTRY_TABLES.prod[0]!;

function issuesOf(override: Record<string, unknown>): string[] {
  const result = countryConfigSchema.safeParse({ ...valid, ...override });
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];
}

describe('country config schema', () => {
  it('accepts a complete entry', () => {
    expect(issuesOf({})).toEqual([]);
  });

  it.each(['ftp://knowly.de/x', 'javascript:alert(1)', 'mailto:support@knowly.de', 'not a url'])(
    'refuses the external URL %s (spec §5: http or https only)',
    (url) => {
      expect(issuesOf({ instagramUrl: url, knowerGuideUrl: url })).toEqual(['instagramUrl', 'knowerGuideUrl']);
    },
  );

  it('accepts http and https external URLs, and null', () => {
    expect(issuesOf({ tiktokUrl: 'http://tiktok.com/@knowly', discordUrl: 'https://discord.gg/x', knowerCallUrl: null })).toEqual([]);
  });

  it('refuses a uuid that is not 36 characters in the 8-4-4-4-12 form', () => {
    expect(issuesOf({ primaryInternalUserUuid: '13397311b8cf453fb5b137c6ebc74fd7' })).toEqual(['primaryInternalUserUuid']);
    expect(issuesOf({ knowerGuideStudyCollectionUuid: '13397311-b8cf-453f-b5b1-37c6ebc74fd' })).toEqual(['knowerGuideStudyCollectionUuid']);
  });

  it('refuses fields the spec does not name', () => {
    expect(issuesOf({ currency: 'EUR' })).toEqual(['']);
  });

  it('refuses an expansion contest with only one end, or ending before it starts', () => {
    expect(issuesOf({ expansionContestStartOn: '2024-10-20T00:00:00Z', expansionContestEndOn: null })).toEqual(['expansionContestEndOn']);
    expect(
      issuesOf({ expansionContestStartOn: '2024-11-01T00:00:00Z', expansionContestEndOn: '2024-10-20T00:00:00Z' }),
    ).toEqual(['expansionContestEndOn']);
  });

  it('refuses a domain with upper case or a port', () => {
    expect(issuesOf({ domain: 'Knowly.de' })).toEqual(['domain']);
    expect(issuesOf({ domain: 'localhost:3000' })).toEqual(['domain']);
  });

  it('accepts service URLs on the same origin, but not protocol-relative ones', () => {
    expect(issuesOf({ baseUrls: { backendEdge: '/api/v1', analyticsService: '/api/analytics' } })).toEqual([]);
    expect(issuesOf({ baseUrls: { backendEdge: '//evil.example', analyticsService: '/api/analytics' } })).toEqual(['baseUrls.backendEdge']);
  });
});
