// The site's plans as cards (price in the country's format, per month or per year, with the tax note the market
// expects), the payment providers offered, and buying: a visitor is sent to sign up first (and back here), a signed-in
// user goes to the provider's checkout. `forChild`: a parent's purchase, paid with a code for the child. The yearly
// plan says what it saves against paying monthly, computed from the two prices (issue 33). A subscriber is not
// offered the plan they have: the cards show the prices and lead to their subscription instead (a parent may still
// buy for a child).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Plan } from '../../../config/pro-plans';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Link } from '../../../components/link';
import { track } from '../../../lib/analytics/track';
import type { PaymentProviderId } from '../../../lib/contracts/subscriptions';
import { routes } from '../../../lib/routes/page-routes';
import { useUser } from '../../auth';
import { useStartCheckout } from '../api/pro-plan';
import { formatPrice } from '../lib/format-price';
import { proPlanErrorKey } from '../lib/pro-plan-error';
import { formatShare, yearlySavings } from '../lib/yearly-savings';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
`;

const PlanCard = styled(Card)<{ $highlight: boolean }>`
  display: grid;
  gap: 12px;
  padding: 24px;
  border: 2px solid ${({ theme, $highlight }) => ($highlight ? theme.colors.plusPlanYellow : theme.colors.border)};
  h3 { margin: 0; font: 800 1.2rem ${({ theme }) => theme.fonts.display}; }
  p { margin: 0; }
`;

const Price = styled.p`
  font: 800 2rem ${({ theme }) => theme.fonts.display};
  span { font: 500 1rem ${({ theme }) => theme.fonts.body}; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const Savings = styled.p`
  justify-self: start;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.plusPlanYellow};
  color: ${({ theme }) => theme.colors.onPlusPlan};
  font-weight: 800;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.9rem;
`;

const Providers = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  legend { font-weight: 700; margin-bottom: 6px; }
  label { display: inline-flex; gap: 6px; align-items: center; }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export function PlanPicker({ plans, providers, forChild = false, highlight }: { plans: Plan[]; providers: PaymentProviderId[]; forChild?: boolean; highlight?: Plan['planId'] }) {
  const { t, i18n } = useTranslation('pro-plan');
  const router = useRouter();
  const { data: user } = useUser();
  const [provider, setProvider] = useState<PaymentProviderId | undefined>(providers[0]);
  const checkout = useStartCheckout();
  const savings = yearlySavings(plans);
  const subscribed = !forChild && Boolean(user) && user?.premiumStatus !== 'NONE';

  useEffect(() => {
    track('plan_viewed', plans[0] ? { plan: { planId: plans[0].planId, forChild } } : {});
  }, [plans, forChild]);

  const buy = async (plan: Plan) => {
    if (!user) {
      await router.push(routes.signUp({ redirect: router.asPath.split('#')[0] }));
      return;
    }
    if (!provider) return;
    const started = await checkout.mutateAsync({ planId: plan.planId, provider, ...(forChild ? { forChild } : {}) }).catch(() => null);
    if (started) window.location.assign(started.checkoutUrl);
  };

  return (
    <>
      <Grid>
        {plans.map((plan) => (
          <PlanCard key={plan.planId} $highlight={plan.planId === (highlight ?? 'pro_yearly')} data-testid={`plan-${plan.planId}`}>
            <h3>{t(`plans.${plan.interval}`)}</h3>
            {plan.interval === 'year' && savings !== null ? <Savings data-testid="yearly-savings">{t('plans.savings', { share: formatShare(savings, i18n.language) })}</Savings> : null}
            <Price>
              {formatPrice(plan.price, i18n.language)} <span>{t(`plans.per.${plan.interval}`)}</span>
            </Price>
            <Note>{t('plans.taxNote')}</Note>
            {subscribed ? null : (
              <Button onClick={() => buy(plan)} disabled={Boolean(user) && !provider} data-testid={`buy-${plan.planId}`}>
                {forChild ? t('parent.buy') : t('plans.buy')}
              </Button>
            )}
          </PlanCard>
        ))}
      </Grid>
      {subscribed ? (
        <Note data-testid="already-pro">
          {t('errors.alreadyPro')} <Link href={routes.profile()}>{t('success.toProfile')}</Link>
        </Note>
      ) : null}
      {user && !subscribed && providers.length > 1 ? (
        <Providers>
          <legend>{t('plans.payWith')}</legend>
          {providers.map((id) => (
            <label key={id}>
              <input type="radio" name="provider" value={id} checked={provider === id} onChange={() => setProvider(id)} />
              {t(`plans.providers.${id}`)}
            </label>
          ))}
        </Providers>
      ) : null}
      {!user ? <Note>{t('plans.signUpFirst')}</Note> : null}
      <Note>{t('plans.cancelNote')}</Note>
      {checkout.isError ? <ErrorText role="alert">{t(proPlanErrorKey(checkout.error), { type: 'UnknownError' })}</ErrorText> : null}
    </>
  );
}
