// /pro-plan/checkout: the `local` provider's checkout page — a stand-in for a payment provider on this machine, marked
// as a test on every side, where the buyer makes the payment succeed, fail or be abandoned. No money moves.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageColumn } from '../../../components/ui/page-column';
import { routes } from '../../../lib/routes/page-routes';
import { useLocalPayment, useSubscription } from '../api/pro-plan';
import { formatPrice } from '../lib/format-price';
import { proPlanErrorKey } from '../lib/pro-plan-error';
import { useSubscriptionUuidParam } from '../lib/subscription-uuid-param';
import { ButtonRow, Notice } from '../components/pro-plan-layout';

const TestFrame = styled(Card)`
  display: grid;
  gap: 16px;
  padding: 24px;
  border: 3px dashed ${({ theme }) => theme.colors.danger};
  h1 { margin: 0; font: 800 1.6rem ${({ theme }) => theme.fonts.display}; }
  p { margin: 0; }
`;

const Badge = styled.p`
  justify-self: start;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 800;
  letter-spacing: 0.04em;
`;

export function TestCheckoutPage() {
  const { t, i18n } = useTranslation('pro-plan');
  const router = useRouter();
  const uuid = useSubscriptionUuidParam();
  const subscription = useSubscription(uuid);
  const pay = useLocalPayment(uuid ?? '');
  const data = subscription.data;

  const answer = async (outcome: 'succeed' | 'fail' | 'abandon') => {
    const after = await pay.mutateAsync(outcome).catch(() => null);
    if (!after || !uuid) return;
    if (outcome === 'succeed') await router.push(routes.proPlanSuccess(uuid));
    else await router.push(after.forChild ? `${routes.proPlanParent()}?checkout=${outcome === 'fail' ? 'failed' : 'cancelled'}` : routes.proPlan({ checkout: outcome === 'fail' ? 'failed' : 'cancelled' }));
  };

  return (
    <PageColumn $width="narrow">
      <PageMeta title={t('testCheckout.title')} noindex />
      <TestFrame data-testid="test-checkout">
        <Badge>{t('testCheckout.badge')}</Badge>
        <h1>{t('testCheckout.title')}</h1>
        <p>{t('testCheckout.intro')}</p>
        {data ? (
          <>
            <p>
              <strong>{t(`plans.${data.interval}`)}</strong> · {formatPrice(data.price, i18n.language)} {t(`plans.per.${data.interval}`)}
            </p>
            {data.status === 'pending' ? (
              <ButtonRow>
                <Button onClick={() => answer('succeed')} data-testid="test-pay-succeed">{t('testCheckout.succeed')}</Button>
                <Button variant="danger" onClick={() => answer('fail')} data-testid="test-pay-fail">{t('testCheckout.fail')}</Button>
                <Button variant="ghost" onClick={() => answer('abandon')} data-testid="test-pay-abandon">{t('testCheckout.abandon')}</Button>
              </ButtonRow>
            ) : (
              <Notice $tone="neutral">{t('testCheckout.finished')}</Notice>
            )}
          </>
        ) : null}
        {subscription.isError || !uuid ? <Notice $tone="danger" role="alert">{t('errors.notFound')}</Notice> : null}
        {pay.isError ? <Notice $tone="danger" role="alert">{t(proPlanErrorKey(pay.error), { type: 'UnknownError' })}</Notice> : null}
      </TestFrame>
    </PageColumn>
  );
}
