// @vitest-environment jsdom
// Issue 33 "Pro undersold" and the pro-plan link parameters of spec §2, on the pages as a site shows them: the yearly
// plan's savings label (computed from the prices), the comparison with every AI limit, a subscriber offered no plan,
// the success page saying what was bought and reading subscriptionCode and utm_content, and the activation page reading
// subscriptionCode, subscriptionUuid and utm_content.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREMIUM_DAILY_LIMITS, freeDailyLimits } from '../../../../config/ai-limits';
import * as endpoints from '../../../../lib/api/endpoints';
import type { SubscriptionOut } from '../../../../lib/contracts/subscriptions';
import { countryConfigFor } from '../../../../lib/country/resolve-country';
import { buildSite } from '../../../../lib/site/site';
import { ActivatePage } from '../activate-page';
import { ProPlanPage } from '../pro-plan-page';
import { SuccessPage } from '../success-page';
import { renderProPlanPage } from './render-pro-plan-page';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api/clients', () => ({ callApi }));
const track = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/analytics/track', () => ({ track }));

beforeEach(() => {
  callApi.mockReset();
  callApi.mockImplementation(() => new Promise(() => undefined));
  track.mockReset();
});
afterEach(cleanup);
// The first render of a file loads styled-components, i18next and the pages: slow on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

const siteOf = (code: 'DE' | 'FR' | 'PL', locale: 'de' | 'fr' | 'pl' | 'en', path = '/pro-plan') =>
  buildSite(countryConfigFor(code, 'local'), { appEnv: 'local', host: `${code.toLowerCase()}.localhost:3000`, locale, path });

const EURO_PLANS = [
  { planId: 'pro_monthly', interval: 'month', price: { amount: 999, currency: 'EUR' } },
  { planId: 'pro_yearly', interval: 'year', price: { amount: 7999, currency: 'EUR' } },
] as const;
const ZLOTY_PLANS = [
  { planId: 'pro_monthly', interval: 'month', price: { amount: 3999, currency: 'PLN' } },
  { planId: 'pro_yearly', interval: 'year', price: { amount: 32999, currency: 'PLN' } },
] as const;

const SUBSCRIPTION_UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const subscription = (values: Partial<SubscriptionOut> = {}): SubscriptionOut => ({
  subscriptionUuid: SUBSCRIPTION_UUID,
  planId: 'pro_yearly',
  interval: 'year',
  price: { amount: 7999, currency: 'EUR' },
  provider: 'local',
  status: 'active',
  forChild: false,
  isBuyer: true,
  isHolder: true,
  codeRedeemed: false,
  currentPeriodEnd: '2027-11-28T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  receipts: [],
  ...values,
});

/** A query client that holds the subscription and never asks again (no network in these tests). */
function holding(data: SubscriptionOut) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['subscriptions', data.subscriptionUuid], data);
  return client;
}

/** Text with the number formats' no-break spaces ("33 %", "79,99 €") as plain ones. */
const plain = (value: string | null) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');
const text = () => plain(document.body.textContent).replace(/\s+/g, ' ');

describe('the pro plan page', () => {
  it('labels the yearly plan with what it saves against twelve monthly payments, from the prices', async () => {
    await renderProPlanPage(<ProPlanPage plans={[...EURO_PLANS]} providers={['local']} />, { site: siteOf('DE', 'de') });
    // 12 × 9,99 € = 119,88 €; 79,99 € saves 33.3 %: "33 %" (rounded down, never more than the prices give).
    expect(plain(screen.getByTestId('yearly-savings').textContent)).toBe('33 % günstiger als monatlich');
    expect(screen.getByTestId('plan-pro_monthly').querySelector('[data-testid="yearly-savings"]')).toBeNull();
    cleanup();
    await renderProPlanPage(<ProPlanPage plans={[...ZLOTY_PLANS]} providers={['local']} />, { site: siteOf('PL', 'en') });
    // 12 × 39,99 zł = 479,88 zł; 329,99 zł saves 31.2 %.
    expect(screen.getByTestId('yearly-savings').textContent).toBe('Save 31% compared with paying monthly');
  });

  it('compares every AI limit: chat messages, summaries and mock exams', async () => {
    await renderProPlanPage(<ProPlanPage plans={[...EURO_PLANS]} providers={['local']} />, { site: siteOf('FR', 'en') });
    const free = freeDailyLimits('FR');
    for (const kind of ['messages', 'summaries', 'exams'] as const) {
      const cells = [...screen.getByTestId(`compare-${kind}`).querySelectorAll('td')].map((cell) => cell.textContent);
      expect(cells).toEqual([String(free[kind]), String(PREMIUM_DAILY_LIMITS[kind])]);
    }
    expect(screen.getByTestId('compare-summaries').querySelector('th')!.textContent).toBe('AI summaries a day');
    expect(screen.getByTestId('compare-exams').querySelector('th')!.textContent).toBe('AI mock exams a day');
  });

  it('offers a subscriber no plan: no buy button, the way to their subscription instead', async () => {
    await renderProPlanPage(<ProPlanPage plans={[...EURO_PLANS]} providers={['local']} />, { site: siteOf('DE', 'en'), user: { uuid: 'u', premiumStatus: 'PRO_PLAN' } });
    expect(screen.queryByTestId('buy-pro_monthly')).toBeNull();
    expect(screen.queryByTestId('buy-pro_yearly')).toBeNull();
    expect(screen.getByTestId('already-pro').textContent).toContain('You already have Knowly Pro.');
    cleanup();
    await renderProPlanPage(<ProPlanPage plans={[...EURO_PLANS]} providers={['local']} />, { site: siteOf('DE', 'en'), user: { uuid: 'u', premiumStatus: 'NONE' } });
    expect(screen.getByTestId('buy-pro_yearly')).toBeTruthy();
  });
});

describe('the success page (subscriptionUuid, subscriptionCode, utm_content)', () => {
  it('says what was bought: plan, price per period and until when', async () => {
    await renderProPlanPage(<SuccessPage />, { site: siteOf('DE', 'de', '/pro-plan/success'), query: { subscriptionUuid: SUBSCRIPTION_UUID }, queryClient: holding(subscription()) });
    expect(plain(screen.getByTestId('success-bought').textContent)).toBe('Du hast Pro jährlich gekauft: 79,99 € pro Jahr.');
    expect(text()).toContain('Dein Pro-Abo ist bis zum 28. November 2027 aktiv.');
  });

  it('tells a parent what they bought for their child', async () => {
    await renderProPlanPage(<SuccessPage />, { site: siteOf('DE', 'en', '/pro-plan/success'), query: { subscriptionUuid: SUBSCRIPTION_UUID }, queryClient: holding(subscription({ forChild: true, isHolder: false, planId: 'pro_monthly', interval: 'month', price: { amount: 999, currency: 'EUR' } })) });
    expect(screen.getByTestId('success-bought').textContent).toBe('You bought Pro monthly for your child: €9.99 per month.');
  });

  it('shows the child’s code the link carries, with its redeem link, and makes no new code over it', async () => {
    await renderProPlanPage(<SuccessPage />, {
      site: siteOf('DE', 'en', '/pro-plan/success'),
      query: { subscriptionUuid: SUBSCRIPTION_UUID, subscriptionCode: 'KNOW-1234-ABCD' },
      queryClient: holding(subscription({ forChild: true, isHolder: false })),
    });
    expect(screen.getByTestId('subscription-code').textContent).toBe('KNOW-1234-ABCD');
    expect(screen.getByTestId('subscription-link').textContent).toBe(`http://de.localhost:3000/pro-plan/activate?subscriptionCode=KNOW-1234-ABCD&subscriptionUuid=${SUBSCRIPTION_UUID}`);
    expect(callApi.mock.calls.map(([endpoint]) => endpoint)).not.toContain(endpoints.issueSubscriptionCode);
  });

  it('reports utm_content as the valueId of its plan_viewed event, and ignores one of the wrong form', async () => {
    await renderProPlanPage(<SuccessPage />, { site: siteOf('DE', 'en', '/pro-plan/success'), query: { subscriptionUuid: SUBSCRIPTION_UUID, utm_content: 'receipt_mail' }, queryClient: holding(subscription()) });
    await waitFor(() => expect(track).toHaveBeenCalledWith('plan_viewed', { plan: { planId: 'pro_yearly', subscriptionUuid: SUBSCRIPTION_UUID, forChild: false }, valueId: 'receipt_mail' }));
    cleanup();
    track.mockReset();
    await renderProPlanPage(<SuccessPage />, { site: siteOf('DE', 'en', '/pro-plan/success'), query: { subscriptionUuid: SUBSCRIPTION_UUID, utm_content: '<script>' }, queryClient: holding(subscription()) });
    await waitFor(() => expect(track).toHaveBeenCalledWith('plan_viewed', { plan: { planId: 'pro_yearly', subscriptionUuid: SUBSCRIPTION_UUID, forChild: false } }));
  });
});

describe('the activation page (subscriptionCode, subscriptionUuid, utm_content, redirect)', () => {
  it('prefills the code, and after redeeming opens the named subscription’s success page with the link’s utm_content', async () => {
    callApi.mockImplementation(async (endpoint) => (endpoint === endpoints.activateSubscription ? { premiumStatus: 'PRO_PLAN' } : { uuid: 'u', premiumStatus: 'PRO_PLAN' }));
    const { router } = await renderProPlanPage(<ActivatePage />, {
      site: siteOf('DE', 'en', '/pro-plan/activate'),
      path: '/pro-plan/activate',
      query: { subscriptionCode: 'KNOW-1234-ABCD', subscriptionUuid: SUBSCRIPTION_UUID, utm_content: 'parent_link' },
    });
    const push = vi.spyOn(router, 'push');
    expect((screen.getByTestId('activate-code') as HTMLInputElement).value).toBe('KNOW-1234-ABCD');
    fireEvent.click(screen.getByTestId('activate-submit'));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/pro-plan/success?subscriptionUuid=${SUBSCRIPTION_UUID}&utm_content=parent_link`));
    expect(callApi).toHaveBeenCalledWith(endpoints.activateSubscription, { body: { subscriptionCode: 'KNOW-1234-ABCD' } });
  });

  it('keeps to `redirect` when the link names one, and to the welcome page without a subscription', async () => {
    callApi.mockImplementation(async () => ({ premiumStatus: 'PRO_PLAN' }));
    const first = await renderProPlanPage(<ActivatePage />, { site: siteOf('DE', 'en', '/pro-plan/activate'), path: '/pro-plan/activate', query: { subscriptionCode: 'KNOW-1', subscriptionUuid: SUBSCRIPTION_UUID, redirect: '/app/feeds' } });
    const pushFirst = vi.spyOn(first.router, 'push');
    fireEvent.click(screen.getByTestId('activate-submit'));
    await waitFor(() => expect(pushFirst).toHaveBeenCalledWith('/app/feeds'));
    cleanup();
    const second = await renderProPlanPage(<ActivatePage />, { site: siteOf('DE', 'en', '/pro-plan/activate'), path: '/pro-plan/activate', query: { subscriptionCode: 'KNOW-1' } });
    const pushSecond = vi.spyOn(second.router, 'push');
    fireEvent.click(screen.getByTestId('activate-submit'));
    await waitFor(() => expect(pushSecond).toHaveBeenCalledWith('/pro-plan/congratulation'));
  });
});
