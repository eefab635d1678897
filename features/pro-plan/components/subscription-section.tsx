// The profile's subscription card (issue 19): each subscription the user bought or holds — plan, state, renewal or
// end date, receipts — with "cancel subscription" one click away and a confirmation that says what the user keeps
// until the period ends (BGB §312k: cancelling as easy as buying, two clicks from the profile), and resume. Without
// one: the way to the pro plan and to redeeming a code, only where the plan is sold and never to a subscriber.
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import { useSite } from '../../../components/site-context';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { SubscriptionOut } from '../../../lib/contracts/subscriptions';
import { routes } from '../../../lib/routes/page-routes';
import { useUser } from '../../auth';
import { useCancelSubscription, useResumeSubscription, useSubscriptions } from '../api/pro-plan';
import { formatDate, formatPrice } from '../lib/format-price';
import { proPlanErrorKey } from '../lib/pro-plan-error';
import { ButtonRow, Notice, ProBadge } from './pro-plan-layout';

/** The confirmation's dialog loads when "cancel subscription" is first clicked: the profile's first load does not
 *  carry it (issue 29). */
const Dialog = dynamic(() => import('../../../components/ui/dialog').then((module) => module.Dialog));

const Frame = styled(Card)`
  padding: clamp(20px, 4vw, 32px);
  display: grid;
  gap: 16px;
  h2 { margin: 0; font: 800 1.25rem ${({ theme }) => theme.fonts.display}; }
  p { margin: 0; }
  a { color: ${({ theme }) => theme.colors.brandBlue}; font-weight: 600; }
`;

const Item = styled.article`
  display: grid;
  gap: 8px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 { margin: 0; font-size: 1.05rem; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  ul { margin: 0; padding-left: 1.2em; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const DialogBody = styled.div`
  padding: 24px;
  display: grid;
  gap: 16px;
  h2 { margin: 0; font: 800 1.25rem ${({ theme }) => theme.fonts.display}; }
  p { margin: 0; }
`;

function SubscriptionItem({ subscription }: { subscription: SubscriptionOut }) {
  const { t, i18n } = useTranslation('pro-plan');
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const titleId = useId();
  const textId = useId();
  const end = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd, i18n.language) : '';
  const cancellable = subscription.isBuyer && (subscription.status === 'active' || subscription.status === 'past_due');
  const failed = cancel.error ?? resume.error;
  return (
    <Item data-testid="subscription-item">
      <h3>
        {t(`plans.${subscription.interval}`)} · {formatPrice(subscription.price, i18n.language)}
        <ProBadge data-testid="subscription-status">{t(`subscription.status.${subscription.status}`)}</ProBadge>
      </h3>
      {subscription.status === 'active' || subscription.status === 'past_due' ? <p>{t('subscription.renews', { date: end })}</p> : null}
      {subscription.status === 'cancelled' ? <p>{t('subscription.ends', { date: end })}</p> : null}
      {subscription.status === 'expired' ? <p>{t('subscription.ended', { date: end })}</p> : null}
      {subscription.forChild && subscription.isBuyer ? <p>{subscription.codeRedeemed ? t('subscription.childRedeemed') : t('subscription.childOpen')}</p> : null}
      {subscription.forChild && !subscription.isBuyer ? <p>{t('subscription.fromParent')}</p> : null}
      <ButtonRow>
        {cancellable ? <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="cancel-subscription">{t('subscription.cancel')}</Button> : null}
        {subscription.isBuyer && subscription.status === 'cancelled' ? (
          <Button variant="secondary" isLoading={resume.isPending} onClick={() => resume.mutateAsync(subscription.subscriptionUuid).catch(() => null)} data-testid="resume-subscription">
            {t('subscription.resume')}
          </Button>
        ) : null}
        {subscription.forChild && subscription.isBuyer && !subscription.codeRedeemed && subscription.status !== 'expired' ? (
          <Link href={routes.proPlanSuccess(subscription.subscriptionUuid)}>{t('subscription.showCode')}</Link>
        ) : null}
      </ButtonRow>
      {subscription.receipts.length > 0 ? (
        <details>
          <summary>{t('subscription.receipts')}</summary>
          <ul>
            {subscription.receipts.map((receipt) => (
              <li key={receipt.receiptUuid}>{t('subscription.receipt', { date: formatDate(receipt.paidOn, i18n.language), amount: formatPrice(receipt.price, i18n.language), until: formatDate(receipt.periodEnd, i18n.language) })}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {failed ? <Notice $tone="danger" role="alert">{t(proPlanErrorKey(failed), { type: 'UnknownError' })}</Notice> : null}
      {confirming ? (
        <Dialog labelledBy={titleId} describedBy={textId} onClose={() => setConfirming(false)}>
          <DialogBody>
            <h2 id={titleId}>{t('subscription.confirmTitle')}</h2>
            <p id={textId}>{t('subscription.confirmText', { date: end })}</p>
            <ButtonRow>
              <Button variant="danger" isLoading={cancel.isPending} data-testid="confirm-cancel"
                onClick={async () => { await cancel.mutateAsync(subscription.subscriptionUuid).catch(() => null); setConfirming(false); }}>
                {t('subscription.confirmCancel')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>{t('subscription.keep')}</Button>
            </ButtonRow>
          </DialogBody>
        </Dialog>
      ) : null}
    </Item>
  );
}

export function SubscriptionSection() {
  const { t } = useTranslation('pro-plan');
  const site = useSite();
  const { data: user } = useUser();
  // A subscriber is not offered the plan they have, nor a code they could not redeem (issue 33).
  const offersPro = site?.features.proPlanAvailable === true && user?.premiumStatus === 'NONE';
  const subscriptions = useSubscriptions();
  const list = subscriptions.data?.subscriptions ?? [];
  if (!site?.features.proPlanAvailable && list.length === 0) return null;
  return (
    <Frame aria-labelledby="subscription-title" data-testid="subscription-section">
      <h2 id="subscription-title">{t('subscription.title')}</h2>
      {subscriptions.isSuccess && list.length === 0 ? <p>{t('subscription.none')}</p> : null}
      {list.map((subscription) => <SubscriptionItem key={subscription.subscriptionUuid} subscription={subscription} />)}
      {offersPro ? (
        <ButtonRow>
          <Link href={routes.proPlan()}>{t('subscription.getPro')}</Link>
          <Link href={routes.proPlanActivate()}>{t('activate.haveCode')}</Link>
        </ButtonRow>
      ) : null}
    </Frame>
  );
}
