// Security issue 28 (Medium): the pro plan's price follows the account, not the site (decision 037). A German account
// that checked out on br.localhost paid 199.90 BRL instead of 79.99 € and was pro in Germany. Table-driven over every
// country with plans: an account checking out on another country's site is refused (BadRequestError reason
// accountOfAnotherSite, nothing stored) whichever of the two is the cheaper, and on its own site pays its own
// country's price (Austria and Switzerland on the German site they share).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_COUNTRY_CODES, type CountryCode } from '../../../config/countries/country-codes';
import { siteCountryOf } from '../../../config/countries/countries';
import { PLAN_IDS, plansOf } from '../../../config/pro-plans';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import { setUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { getDb } from '../../db';
import { subscriptions } from '../../db/schema';
import { signupRoute } from '../../users/routes';
import { plansRoute, startCheckoutRoute } from '../routes';

const PLAN_COUNTRIES = ALL_COUNTRY_CODES.filter((country) => plansOf(country).length > 0);
const hostOf = (country: CountryCode) => `${siteCountryOf(country).toLowerCase()}.localhost:3000`;
const yearly = (country: CountryCode) => plansOf(country).find((plan) => plan.planId === 'pro_yearly')!.price;
const priceText = (country: CountryCode) => `${(yearly(country).amount / 100).toFixed(2)} ${yearly(country).currency}`;

/** Every account country with every other country's site: one of each pair is the cheaper, so both ways are a cheap and a dear one. */
const OTHER_SITE_PAIRS = PLAN_COUNTRIES.flatMap((account) =>
  PLAN_COUNTRIES.filter((site) => siteCountryOf(site) === site && siteCountryOf(site) !== siteCountryOf(account)).map((site) => ({
    account,
    site,
    accountPrice: priceText(account),
    sitePrice: priceText(site),
  })),
);

const accounts = new Map<CountryCode, TestUser>();
let ip = 1;

/** An account of `country`, made on its site (Austria and Switzerland: on the German site, then their own country). */
async function accountOf(country: CountryCode): Promise<TestUser> {
  const response = await callRoute(signupRoute, { host: hostOf(country), ip: `10.37.0.${ip++}`, body: { email: uniqueEmail('buyer'), name: `Käufer ${country}`, password: 'lernen-2026' } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const body = response.body as { accessToken: string; user: { uuid: string } };
  if (siteCountryOf(country) !== country) await setUser(body.user.uuid, { country });
  return { uuid: body.user.uuid, token: body.accessToken, name: country };
}

const checkout = (user: TestUser, host: string, planId = 'pro_yearly') => callRoute(startCheckoutRoute, { token: user.token, host, body: { planId, provider: 'local' } });
const subscriptionsOf = async (user: TestUser) => (await getDb()).select().from(subscriptions).where(eq(subscriptions.buyerUserUuid, user.uuid));

beforeAll(async () => {
  for (const country of PLAN_COUNTRIES) accounts.set(country, await accountOf(country));
});

describe('the pro plan’s price follows the account (decision 037)', () => {
  it('covers the countries that sell the plan, cheap and dear ones among them', () => {
    expect(PLAN_COUNTRIES).toEqual(expect.arrayContaining(['DE', 'AT', 'CH', 'FR', 'IT', 'PL', 'BR']));
    expect(new Set(PLAN_COUNTRIES.map((country) => yearly(country).currency))).toEqual(new Set(['EUR', 'PLN', 'BRL']));
  });

  it.each(OTHER_SITE_PAIRS)('refuses a $account account ($accountPrice a year) checking out on the $site site ($sitePrice)', async ({ account, site }) => {
    const buyer = accounts.get(account)!;
    const before = (await subscriptionsOf(buyer)).length;
    const refused = await checkout(buyer, hostOf(site));
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(errorType(refused)).toBe('BadRequestError');
    expect((refused.body as { error: { data: { reason: string; accountCountry: string } } }).error.data).toMatchObject({ reason: 'accountOfAnotherSite', accountCountry: account });
    expect((await subscriptionsOf(buyer)).length).toBe(before);
  });

  it.each(PLAN_COUNTRIES)('charges a %s account its own country’s price on its own site, monthly and yearly', async (country) => {
    const buyer = accounts.get(country)!;
    for (const planId of PLAN_IDS) {
      const started = await checkout(buyer, hostOf(country), planId);
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const [row] = await (await getDb()).select().from(subscriptions).where(eq(subscriptions.uuid, (started.body as { subscriptionUuid: string }).subscriptionUuid));
      const plan = plansOf(country).find((candidate) => candidate.planId === planId)!;
      expect(row).toMatchObject({ amount: plan.price.amount, currency: plan.price.currency, country });
    }
  });

  it('shows on each site the prices its accounts pay (a country sharing a site has the site’s prices)', async () => {
    for (const country of PLAN_COUNTRIES) {
      expect((await callRoute(plansRoute, { host: hostOf(country) })).body).toEqual({ plans: plansOf(country) });
    }
  });
});
