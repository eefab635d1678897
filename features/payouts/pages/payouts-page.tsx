// /app/payouts and /profile/payouts: the knower's balance (with the country's limit and minimum), what their knows
// earned over the last 30 days per day (a chart) and per know, how many of their knows are published, in review,
// drafts or rejected, and the country's knower guide and call. A user who is not a knower is invited to upload.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { routes } from '../../../lib/routes/page-routes';
import type { KnowerGuideLinks } from '../../../lib/contracts/payouts';
import { useUser } from '../../auth';
import { useStatusStats } from '../../know-creation';
import { useEarnings, usePayoutBalance } from '../api/payouts';
import { EarningsChart } from '../components/earnings-chart';
import { AmountRows, Panel, PanelGrid } from '../components/panels';
import { PayoutError } from '../components/payout-error';
import { PayoutsFrame, type PayoutArea } from '../components/payouts-frame';
import { formatMoney } from '../../../lib/money/money';
import { EARNINGS_DAYS } from '../../../config/payout-limits';

const Amount = styled.strong`
  font: 800 clamp(2rem, 6vw, 2.6rem) ${({ theme }) => theme.fonts.display};
  color: ${({ theme }) => theme.colors.ink};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  gap: 4px 16px;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.inkMuted}; }
  dd { margin: 0; font-weight: 700; }
`;


const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

function StatusStats({ knowerUuid }: { knowerUuid: string }) {
  const { t, i18n } = useTranslation('payouts');
  const stats = useStatusStats(knowerUuid);
  if (!stats.data) return null;
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <Panel>
      <h2>{t('stats.title')}</h2>
      <Facts>
        <dt>{t('stats.published')}</dt>
        <dd>{count(stats.data.published)}</dd>
        <dt>{t('stats.inReview')}</dt>
        <dd>{count(stats.data.inReview)}</dd>
        <dt>{t('stats.draft')}</dt>
        <dd>{count(stats.data.draft)}</dd>
        <dt>{t('stats.rejected')}</dt>
        <dd>{count(stats.data.rejected)}</dd>
      </Facts>
      <Actions>
        <ButtonLink href={routes.myKnows()} variant="outline" size="sm">
          {t('stats.myKnows')}
        </ButtonLink>
      </Actions>
    </Panel>
  );
}

export function PayoutsPage({ area, guide }: { area: PayoutArea; guide: KnowerGuideLinks }) {
  const { t, i18n } = useTranslation('payouts');
  const locale = i18n.language;
  const { data: user } = useUser();
  const balance = usePayoutBalance();
  const earnings = useEarnings();
  const frame = (children: React.ReactNode) => (
    <PayoutsFrame area={area} title={t('overview.title')} intro={t('overview.intro')}>
      {children}
    </PayoutsFrame>
  );

  if (user && !user.knowerUuid)
    return frame(<EmptyState title={t('notKnower.title')} text={t('notKnower.text')} action={<ButtonLink href={routes.upload()}>{t('notKnower.action')}</ButtonLink>} />);
  if (balance.error) return frame(<PayoutError error={balance.error} />);

  const canRequest = balance.data ? balance.data.balance.amount >= balance.data.minimum.amount && balance.data.payoutLimit.amount > 0 : false;
  return frame(
    <>
      <PanelGrid>
        <Panel aria-busy={balance.isPending}>
          <h2>{t('balance.title')}</h2>
          {balance.data ? (
            <>
              <Amount data-testid="payout-balance">{formatMoney(locale, balance.data.balance)}</Amount>
              <Facts>
                <dt>{t('balance.minimum')}</dt>
                <dd>{formatMoney(locale, balance.data.minimum)}</dd>
                <dt>{t('balance.limit')}</dt>
                <dd>{formatMoney(locale, balance.data.payoutLimit)}</dd>
              </Facts>
              <Actions>
                {canRequest ? (
                  <ButtonLink href={routes.payoutRequest(area)}>{t('balance.request')}</ButtonLink>
                ) : (
                  <>
                    <Button disabled>{t('balance.request')}</Button>
                    <p>{t('balance.belowMinimum', { minimum: formatMoney(locale, balance.data.minimum) })}</p>
                  </>
                )}
                <ButtonLink href={routes.payoutHistory(area)} variant="outline">
                  {t('balance.history')}
                </ButtonLink>
              </Actions>
            </>
          ) : (
            <p>{t('loading')}</p>
          )}
        </Panel>
        {user?.knowerUuid ? <StatusStats knowerUuid={user.knowerUuid} /> : null}
      </PanelGrid>
      <Panel>
        <h2>{t('chart.title', { count: EARNINGS_DAYS })}</h2>
        {earnings.data ? (
          earnings.data.total > 0 ? (
            <>
              <p>{t('chart.total', { count: EARNINGS_DAYS, total: formatMoney(locale, { amount: earnings.data.total, currency: earnings.data.currency }) })}</p>
              <EarningsChart earnings={earnings.data} />
            </>
          ) : (
            <p>{t('chart.empty', { count: EARNINGS_DAYS })}</p>
          )
        ) : earnings.error ? (
          <PayoutError error={earnings.error} />
        ) : (
          <p>{t('loading')}</p>
        )}
      </Panel>
      <PanelGrid>
        <Panel>
          <h2>{t('perKnow.title')}</h2>
          {earnings.data && earnings.data.knows.length > 0 ? (
            <AmountRows>
              {earnings.data.knows.slice(0, 10).map((know) => (
                <li key={know.knowUuid}>
                  <span>{know.title}</span>
                  <strong>{formatMoney(locale, { amount: know.amount, currency: earnings.data.currency })}</strong>
                </li>
              ))}
            </AmountRows>
          ) : (
            <p>{t('perKnow.empty', { count: EARNINGS_DAYS })}</p>
          )}
        </Panel>
        <Panel>
          <h2>{t('guide.title')}</h2>
          <p>{t('guide.text')}</p>
          <Actions>
            {guide.knowerGuideUrl ? (
              <ButtonLink href={guide.knowerGuideUrl} variant="outline" size="sm" target="_blank" rel="noopener noreferrer">
                {t('guide.read')}
              </ButtonLink>
            ) : null}
            {guide.knowerCallUrl ? (
              <ButtonLink href={guide.knowerCallUrl} variant="outline" size="sm" target="_blank" rel="noopener noreferrer">
                {t('guide.call')}
              </ButtonLink>
            ) : null}
            <ButtonLink href={routes.upload()} size="sm">
              {t('guide.upload')}
            </ButtonLink>
          </Actions>
        </Panel>
      </PanelGrid>
    </>,
  );
}
