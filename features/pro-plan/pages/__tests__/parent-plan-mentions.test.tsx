// @vitest-environment jsdom
// Issue 33 "a French parent hits a 404": the French FAQ said parents can buy Pro for a child while /pro-plan/parent
// answered 404 there. Over every site that sells pro, in its own language: the pro plan and activation pages speak of
// a parent buying (the FAQ question, the link to the parents' page, "did a parent buy it for you?") exactly where the
// site's parentPages switch is on — which is where /pro-plan/parent answers 200
// (server/subscriptions/__tests__/parent-plan-per-site.integration.test.ts). Sites without pro render neither page.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryTable, siteCountryOf } from '../../../../lib/country/resolve-country';
import { routes } from '../../../../lib/routes/page-routes';
import { buildSite, siteDefaultLocale } from '../../../../lib/site/site';
import { ActivatePage } from '../activate-page';
import { ProPlanPage } from '../pro-plan-page';
import { renderProPlanPage } from './render-pro-plan-page';

afterEach(cleanup);
// The first render of a file loads styled-components, i18next and the pages: slow on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

const sites = countryTable('local')
  .filter((config) => siteCountryOf(config.country.code) === config.country.code)
  .map((config) => buildSite(config, { appEnv: 'local', host: `${config.domain}:3000`, locale: siteDefaultLocale(config), path: '/pro-plan' }))
  .filter((site) => site.features.proPlanAvailable);

const plans = [
  { planId: 'pro_monthly', interval: 'month', price: { amount: 999, currency: 'EUR' } },
  { planId: 'pro_yearly', interval: 'year', price: { amount: 7999, currency: 'EUR' } },
] as const;

describe('the parent plan is mentioned only where it is sold', () => {
  it('covers the German and the French site at least', () => {
    expect(sites.map((site) => site.countryCode)).toEqual(expect.arrayContaining(['DE', 'FR']));
  });

  it.each(sites.map((site) => [site.countryCode, site] as const))('%s', async (_code, site) => {
    const { i18n } = await renderProPlanPage(<ProPlanPage plans={[...plans]} providers={['local']} />, { site });
    const parentTexts = [i18n.t('faq.parents.q'), i18n.t('parent.link')];
    const mentioned = parentTexts.map((text) => document.body.textContent!.includes(text));
    const linksToParents = [...document.querySelectorAll('a')].some((anchor) => anchor.getAttribute('href')?.endsWith(routes.proPlanParent()));
    expect([...mentioned, linksToParents]).toEqual([site.features.parentPages, site.features.parentPages, site.features.parentPages]);
    cleanup();

    await renderProPlanPage(<ActivatePage />, { site, path: '/pro-plan/activate' });
    expect(screen.getByRole('heading', { level: 1 }).parentElement!.textContent!.includes(i18n.t('activate.intro'))).toBe(site.features.parentPages);
  });
});
