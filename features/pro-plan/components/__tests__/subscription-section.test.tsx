// @vitest-environment jsdom
// Issue 33: the profile's subscription card offered "Get Knowly Pro" to subscribers too. It offers the plan (and a code
// to redeem) only to a user who is not pro.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryConfigFor } from '../../../../lib/country/resolve-country';
import { buildSite } from '../../../../lib/site/site';
import { renderProPlanPage } from '../../pages/__tests__/render-pro-plan-page';
import { SubscriptionSection } from '../subscription-section';

vi.mock('../../../../lib/api/clients', () => ({ callApi: () => new Promise(() => undefined) }));
afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

const site = buildSite(countryConfigFor('DE', 'local'), { appEnv: 'local', host: 'de.localhost:3000', locale: 'en', path: '/app/profile' });
const noSubscriptions = () => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['subscriptions'], { subscriptions: [] });
  return client;
};

describe('the subscription card', () => {
  it('offers Knowly Pro and redeeming a code to a user without pro', async () => {
    await renderProPlanPage(<SubscriptionSection />, { site, user: { uuid: 'u', premiumStatus: 'NONE' }, queryClient: noSubscriptions() });
    expect(screen.queryByRole('link', { name: 'Get Knowly Pro' })).not.toBeNull();
  });

  it('offers neither to a subscriber (a pro user from a parent’s code has no subscription of their own listed as bought)', async () => {
    await renderProPlanPage(<SubscriptionSection />, { site, user: { uuid: 'u', premiumStatus: 'PRO_PLAN' }, queryClient: noSubscriptions() });
    expect(screen.queryByRole('link', { name: 'Get Knowly Pro' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Have a subscription code? Redeem it' })).toBeNull();
  });
});
