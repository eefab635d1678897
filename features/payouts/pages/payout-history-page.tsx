// /app/payouts/history and /profile/payouts/history: the knower's payout requests, the newest first, with amount,
// destination (masked), status and — for a rejected one — the reason (its amount is back in the balance).
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { routes } from '../../../lib/routes/page-routes';
import { usePayoutHistory } from '../api/payouts';
import { CardList } from '../components/card-list';
import { PayoutError } from '../components/payout-error';
import { PayoutStatus } from '../components/payout-status';
import { PayoutsFrame, type PayoutArea } from '../components/payouts-frame';
import { formatDate } from '../lib/format-date';
import { formatMoney } from '../../../lib/money/money';


const Item = styled(Card).attrs({ as: 'li' })`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 16px;
  padding: 16px 20px;
  strong { font: 800 1.25rem ${({ theme }) => theme.fonts.display}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; grid-column: 1 / -1; overflow-wrap: anywhere; }
`;

export function PayoutHistoryPage({ area }: { area: PayoutArea }) {
  const { t, i18n } = useTranslation('payouts');
  const locale = i18n.language;
  const history = usePayoutHistory();
  return (
    <PayoutsFrame area={area} title={t('history.title')} intro={t('history.intro')}>
      {history.error ? <PayoutError error={history.error} /> : null}
      {history.data && history.data.payouts.length === 0 ? (
        <EmptyState title={t('history.empty')} action={<ButtonLink href={routes.payouts(area)}>{t('history.toOverview')}</ButtonLink>} />
      ) : null}
      {history.data && history.data.payouts.length > 0 ? (
        <CardList data-testid="payout-history">
          {history.data.payouts.map((payout) => (
            <Item key={payout.payoutUuid}>
              <strong>{formatMoney(locale, payout.amount)}</strong>
              <PayoutStatus status={payout.status} />
              <p>{t('history.line', { date: formatDate(locale, payout.requestedOn), method: t(`methods.${payout.method}`), destination: payout.destination, holder: payout.holderName })}</p>
              {payout.rejectionReason ? <p>{t('history.reason', { reason: payout.rejectionReason })}</p> : null}
            </Item>
          ))}
        </CardList>
      ) : null}
      {!history.data && !history.error ? <p>{t('loading')}</p> : null}
    </PayoutsFrame>
  );
}
