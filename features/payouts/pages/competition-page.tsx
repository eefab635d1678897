// /profile/payouts/competition: the running knower competition of the knower's country — its period and rules, the
// prizes, the leaderboard by qualifying knows (computed on the server) with the knower's own row marked, and their
// place. Where no competition runs, a plain note.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatMoney } from '../../../lib/money/money';
import { routes } from '../../../lib/routes/page-routes';
import { usePayoutCompetition } from '../api/payouts';
import { AmountRows, Panel, PanelGrid } from '../components/panels';
import { PayoutError } from '../components/payout-error';
import { PayoutsFrame } from '../components/payouts-frame';
import { formatDate } from '../lib/format-date';

const Period = styled.p`
  && { color: ${({ theme }) => theme.colors.ink}; font-weight: 700; }
`;

const Prize = styled.strong`
  && { font: 800 1.1rem ${({ theme }) => theme.fonts.display}; }
`;

const Board = styled.table`
  width: 100%;
  border-collapse: collapse;
  th { text-align: start; font-size: 0.85rem; color: ${({ theme }) => theme.colors.inkMuted}; padding: 6px 8px; }
  td { padding: 10px 8px; border-top: 1px solid ${({ theme }) => theme.colors.border}; overflow-wrap: anywhere; }
  th:first-child, td:first-child { width: 3.5em; }
  th:last-child, td:last-child { text-align: end; width: 4.5em; }
  tr[data-you='true'] td { background: ${({ theme }) => theme.colors.brandTint}; font-weight: 700; }
`;

export function CompetitionPage() {
  const { t, i18n } = useTranslation('payouts');
  const locale = i18n.language;
  const view = usePayoutCompetition();
  const frame = (children: React.ReactNode) => (
    <PayoutsFrame area="profile" title={t('competition.title')} intro={t('competition.intro')}>
      {children}
    </PayoutsFrame>
  );
  if (view.error) return frame(<PayoutError error={view.error} />);
  if (!view.data) return frame(<p>{t('loading')}</p>);
  const { competition, leaderboard, you } = view.data;
  if (!competition) return frame(<EmptyState title={t('competition.none')} action={<ButtonLink href={routes.payouts('profile')}>{t('history.toOverview')}</ButtonLink>} />);
  // The period's end is exclusive: the last day shown is the day before it.
  const start = formatDate(locale, competition.startsOn);
  const end = formatDate(locale, new Date(Date.parse(competition.endsOn) - 1).toISOString());
  return frame(
    <PanelGrid>
      <Panel>
        <h2>{t('competition.rulesTitle')}</h2>
        <Period data-testid="competition-period">{t('competition.period', { start, end })}</Period>
        <p>{t('competition.ruleKnows', { start, end })}</p>
        <p>{t('competition.ruleWinners', { minimum: competition.minimumKnows })}</p>
        <h2>{t('competition.prizesTitle')}</h2>
        <AmountRows>
          {competition.prizes.map((prize, index) => (
            <li key={index}>
              <span>{t('competition.place', { rank: index + 1 })}</span>
              <Prize>{formatMoney(locale, prize)}</Prize>
            </li>
          ))}
        </AmountRows>
      </Panel>
      <Panel>
        <h2 id="competition-leaderboard">{t('competition.leaderboardTitle')}</h2>
        <p data-testid="competition-own-place">{you ? t('competition.yourPlace', { rank: you.rank, knows: you.knows, count: you.knows }) : t('competition.notRanked')}</p>
        {leaderboard.length === 0 ? (
          <p>{t('competition.leaderboardEmpty')}</p>
        ) : (
          <Board aria-labelledby="competition-leaderboard" data-testid="competition-leaderboard">
            <thead>
              <tr>
                <th scope="col">{t('competition.rank')}</th>
                <th scope="col">{t('competition.knower')}</th>
                <th scope="col">{t('competition.knows')}</th>
              </tr>
            </thead>
            <tbody>
              {leaderboard.map((row) => (
                <tr key={row.rank} data-you={row.isYou}>
                  <td>{row.rank}</td>
                  <td>{row.isYou ? `${row.name} (${t('competition.you')})` : row.name}</td>
                  <td>{row.knows}</td>
                </tr>
              ))}
            </tbody>
          </Board>
        )}
        <div>
          <ButtonLink href={routes.upload()} size="sm">
            {t('competition.upload')}
          </ButtonLink>
        </div>
      </Panel>
    </PanelGrid>,
  );
}
