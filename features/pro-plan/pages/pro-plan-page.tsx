// /pro-plan (spec §2, with a section's anchor: #plans, #compare, #faq): what pro gives against free (knows, every AI
// limit: chat messages, summaries, mock exams), the site's prices, the questions people ask; after a failed or
// abandoned checkout it says so (the user stays free). Only on the parent pages' sites (DE/AT/CH, spec §6) does it
// mention buying for a child and lead on to /pro-plan/parent (issue 33: elsewhere that page is a 404); a code is
// redeemed from here too.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { PREMIUM_DAILY_LIMITS, freeDailyLimits } from '../../../config/ai-limits';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import { Card } from '../../../components/ui/card';
import { PageColumn } from '../../../components/ui/page-column';
import { routes } from '../../../lib/routes/page-routes';
import type { ProPlanPageProps } from '../../../lib/contracts/subscriptions';
import { PlanPicker } from '../components/plan-picker';
import { Hero, Notice, Section } from '../components/pro-plan-layout';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: 12px 8px; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  td:not(:first-child), th:not(:first-child) { text-align: center; }
`;

const Faq = styled.dl`
  display: grid;
  gap: 16px;
  margin: 0;
  dt { font-weight: 700; }
  dd { margin: 4px 0 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const FAQ_ITEMS = ['cancel', 'renewal', 'payment'] as const;
/** The question about buying for a child, asked where the parent plan is sold. */
const PARENT_FAQ_ITEM = 'parents';

/** The comparison's AI rows: one per daily limit of config/ai-limits.ts. */
const AI_LIMIT_ROWS = [
  { kind: 'messages', label: 'compare.ai' },
  { kind: 'summaries', label: 'compare.summaries' },
  { kind: 'exams', label: 'compare.exams' },
] as const;

export function ProPlanPage({ plans, providers }: ProPlanPageProps) {
  const { t } = useTranslation('pro-plan');
  const { query } = useRouter();
  const site = useSite();
  const free = freeDailyLimits(site?.countryCode ?? '');
  const outcome = query.checkout === 'failed' || query.checkout === 'cancelled' ? query.checkout : null;
  return (
    <PageColumn $width="narrow">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <Hero>
        <h1>{t('hero.title')}</h1>
        <p>{t('hero.intro')}</p>
      </Hero>
      {outcome ? (
        <Notice role="alert" $tone={outcome === 'failed' ? 'danger' : 'neutral'} data-testid="checkout-outcome">
          {t(`checkoutOutcome.${outcome}`)}
        </Notice>
      ) : null}
      <Section id="plans" aria-labelledby="plans-title">
        <h2 id="plans-title">{t('plans.title')}</h2>
        <PlanPicker plans={plans} providers={providers} />
        <p>
          <Link href={routes.proPlanActivate()}>{t('activate.haveCode')}</Link>
          {site?.features.parentPages ? (
            <>
              {' · '}
              <Link href={routes.proPlanParent()}>{t('parent.link')}</Link>
            </>
          ) : null}
        </p>
      </Section>
      <Section id="compare" aria-labelledby="compare-title">
        <h2 id="compare-title">{t('compare.title')}</h2>
        <Card>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('compare.feature')}</th>
                <th scope="col">{t('compare.free')}</th>
                <th scope="col">{t('compare.pro')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('compare.knows')}</th>
                <td>{t('compare.knowsFree')}</td>
                <td>{t('compare.knowsPro')}</td>
              </tr>
              {AI_LIMIT_ROWS.map(({ kind, label }) => (
                <tr key={kind} data-testid={`compare-${kind}`}>
                  <th scope="row">{t(label)}</th>
                  <td>{t('compare.aiMessages', { number: free[kind] })}</td>
                  <td>{t('compare.aiMessages', { number: PREMIUM_DAILY_LIMITS[kind] })}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t('compare.badge')}</th>
                <td>—</td>
                <td>✓</td>
              </tr>
            </tbody>
          </Table>
        </Card>
      </Section>
      <Section id="faq" aria-labelledby="faq-title">
        <h2 id="faq-title">{t('faq.title')}</h2>
        <Faq>
          {[...FAQ_ITEMS, ...(site?.features.parentPages ? [PARENT_FAQ_ITEM] : [])].map((item) => (
            <div key={item}>
              <dt>{t(`faq.${item}.q`)}</dt>
              <dd>{t(`faq.${item}.a`)}</dd>
            </div>
          ))}
        </Faq>
      </Section>
    </PageColumn>
  );
}
