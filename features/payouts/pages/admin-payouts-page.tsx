// /admin/payouts (the team only): every payout request, the open ones first, with the knower, the full destination to
// pay to, and the audit trail; approve, reject with a reason (the amount returns to the balance) or mark paid.
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled from 'styled-components';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { controlLook } from '../../../components/ui/form-field';
import { PageColumn } from '../../../components/ui/page-column';
import type { AdminPayout } from '../../../lib/contracts/payouts';
import { useDecidePayout, usePayoutsForReview } from '../api/payouts';
import { CardList } from '../components/card-list';
import { PayoutError } from '../components/payout-error';
import { PayoutStatus } from '../components/payout-status';
import { formatDate } from '../lib/format-date';
import { formatMoney } from '../../../lib/money/money';

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlLook}
  min-height: 40px;
  padding: 0 10px;
  flex: 1 1 220px;
`;

const Item = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: 10px;
  padding: 16px 20px;
  header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
  h2 { margin: 0; font: 800 1.1rem ${({ theme }) => theme.fonts.display}; }
  p, ol { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; overflow-wrap: anywhere; }
  ol { padding-left: 20px; font-size: 0.9rem; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

const Title = styled.h1`
  margin: 0;
  font: 800 clamp(1.6rem, 4vw, 2.2rem) ${({ theme }) => theme.fonts.display};
`;


function Review({ payout }: { payout: AdminPayout }) {
  const { t, i18n } = useTranslation('payouts');
  const locale = i18n.language;
  const decide = useDecidePayout();
  const [reason, setReason] = useState('');
  const act = (decision: 'approve' | 'reject' | 'mark-paid') => decide.mutate({ payoutUuid: payout.payoutUuid, decision, ...(decision === 'reject' ? { reason } : {}) });
  return (
    <Item data-testid="payout-review">
      <header>
        <h2>{t('admin.item', { name: payout.knowerName, amount: formatMoney(locale, payout.amount) })}</h2>
        <PayoutStatus status={payout.status} />
      </header>
      <p>{t('history.line', { date: formatDate(locale, payout.requestedOn), method: t(`methods.${payout.method}`), destination: payout.destination, holder: payout.holderName })}</p>
      <ol aria-label={t('admin.trail')}>
        {payout.events.map((event, index) => (
          <li key={index}>
            {t('admin.event', { date: formatDate(locale, event.createdOn), status: t(`status.${event.status}`), actor: event.actorName ?? '—' })}
            {event.reason ? ` — ${event.reason}` : ''}
          </li>
        ))}
      </ol>
      {payout.status === 'requested' || payout.status === 'approved' ? (
        <Row>
          {payout.status === 'requested' ? (
            <Button size="sm" disabled={decide.isPending} onClick={() => act('approve')}>
              {t('admin.approve')}
            </Button>
          ) : (
            <Button size="sm" disabled={decide.isPending} onClick={() => act('mark-paid')}>
              {t('admin.markPaid')}
            </Button>
          )}
          <Input aria-label={t('admin.reason')} placeholder={t('admin.reason')} value={reason} onChange={(event) => setReason(event.target.value)} />
          <Button size="sm" variant="outline" disabled={decide.isPending || reason.trim().length < 3} onClick={() => act('reject')}>
            {t('admin.reject')}
          </Button>
        </Row>
      ) : null}
      {decide.error ? <PayoutError error={decide.error} /> : null}
    </Item>
  );
}

export function AdminPayoutsPage() {
  const { t } = useTranslation('payouts');
  const review = usePayoutsForReview();
  return (
    <PageColumn $width="narrow" $gap="20px">
      <PageMeta title={t('admin.title')} noindex />
      <Title>{t('admin.title')}</Title>
      {review.error ? <PayoutError error={review.error} /> : null}
      {review.data && review.data.payouts.length === 0 ? <p>{t('admin.empty')}</p> : null}
      {review.data ? (
        <CardList>
          {review.data.payouts.map((payout) => (
            <Review key={payout.payoutUuid} payout={payout} />
          ))}
        </CardList>
      ) : null}
    </PageColumn>
  );
}
