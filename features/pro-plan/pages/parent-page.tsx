// /pro-plan/parent (DE/AT/CH only): a parent buys pro for their child without being a student, and gets a subscription
// code and link to hand over. Spec §9's "exam-focused parent pro plan" experiment picks the copy: today's page
// (control), exam-focused copy (exam_copy), or exam-focused copy that puts the monthly plan forward as a plan for the
// exam months (exam_plan).
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { PageMeta } from '../../../components/page-meta';
import { PageColumn } from '../../../components/ui/page-column';
import type { ProPlanPageProps } from '../../../lib/contracts/subscriptions';
import { useExperiment } from '../../experiments';
import { PlanPicker } from '../components/plan-picker';
import { Hero, Section } from '../components/pro-plan-layout';

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.4em;
  display: grid;
  gap: 8px;
`;

export function ParentPage({ plans, providers }: ProPlanPageProps) {
  const { t } = useTranslation('pro-plan');
  const variant = useExperiment('exam_focused_parent_pro_plan');
  return (
    <PageColumn $width="narrow">
      <PageMeta title={t('parent.meta')} description={t(`parent.variants.${variant}.intro`)} />
      <Hero data-testid={`parent-variant-${variant}`}>
        <h1>{t(`parent.variants.${variant}.title`)}</h1>
        <p>{t(`parent.variants.${variant}.intro`)}</p>
      </Hero>
      <Section aria-labelledby="parent-how">
        <h2 id="parent-how">{t('parent.how.title')}</h2>
        <Steps>
          <li>{t('parent.how.buy')}</li>
          <li>{t('parent.how.code')}</li>
          <li>{t('parent.how.redeem')}</li>
        </Steps>
      </Section>
      <Section id="plans" aria-labelledby="parent-plans">
        <h2 id="parent-plans">{variant === 'exam_plan' ? t('parent.examPlan') : t('plans.title')}</h2>
        <PlanPicker plans={plans} providers={providers} forChild highlight={variant === 'exam_plan' ? 'pro_monthly' : undefined} />
      </Section>
    </PageColumn>
  );
}
