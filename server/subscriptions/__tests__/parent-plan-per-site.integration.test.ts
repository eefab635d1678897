// Issue 33 "a French parent hits a 404": /pro-plan/parent answers 200 exactly on the sites whose pages speak of the
// parent plan. The pages mention it where the site's `parentPages` switch is on (features/pro-plan/pages/__tests__/
// parent-plan-mentions.test.tsx renders them for every site); here, over every site of every environment's country
// table, the page answers 200 there and nowhere else (404 on a site selling pro without the parent plan, the
// unavailable-feature page where pro is not sold at all).
import { describe, expect, it } from 'vitest';
import { countryTable, siteCountryOf } from '../../../lib/country/resolve-country';
import { buildSite, siteDefaultLocale } from '../../../lib/site/site';
import { proPlanPageProps } from '../pro-plan-page-props';

type Answer = { props?: unknown; notFound?: boolean; redirect?: { destination: string } };

const parentPage = proPlanPageProps({ parentsOnly: true, auth: 'optional' });
const sites = countryTable('local').filter((config) => siteCountryOf(config.country.code) === config.country.code);

describe('the parent plan per site', () => {
  it.each(sites.map((config) => [config.country.code, config] as const))('%s: /pro-plan/parent answers 200 exactly where the site mentions the parent plan', async (_code, config) => {
    const host = `${config.domain}:3000`;
    const locale = siteDefaultLocale(config);
    const site = buildSite(config, { appEnv: 'local', host, locale, path: '/pro-plan/parent' });
    const answer = (await parentPage({
      req: { headers: { host }, cookies: {}, socket: { remoteAddress: '127.0.0.1' } },
      res: { setHeader: () => undefined, getHeader: () => undefined },
      query: {},
      params: {},
      locale,
      defaultLocale: locale,
      resolvedUrl: '/pro-plan/parent',
    } as never)) as Answer;
    const answers200 = answer.props !== undefined;
    expect(answers200).toBe(site.features.parentPages);
    if (!answers200) expect(answer.notFound === true || answer.redirect?.destination.endsWith('/app/unavailable-feature')).toBe(true);
  });

  it('covers the sites the issue names: German-speaking yes, French no', () => {
    const features = (code: string) => buildSite(sites.find((config) => config.country.code === code)!, { appEnv: 'local', host: 'x', locale: 'en', path: '/' }).features;
    expect(features('DE').parentPages).toBe(true);
    expect([features('FR').proPlanAvailable, features('FR').parentPages]).toEqual([true, false]);
  });
});
