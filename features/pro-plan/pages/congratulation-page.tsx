// /pro-plan/congratulation: the welcome once the plan is the user's (bought, or redeemed from a parent's code).
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { ButtonLink } from '../../../components/ui/button';
import { PageColumn } from '../../../components/ui/page-column';
import { routes } from '../../../lib/routes/page-routes';
import { Hero, Section } from '../components/pro-plan-layout';

export function CongratulationPage() {
  const { t } = useTranslation('pro-plan');
  return (
    <PageColumn $width="narrow">
      <PageMeta title={t('congratulation.title')} noindex />
      <Hero data-testid="pro-congratulation">
        <h1>{t('congratulation.title')}</h1>
        <p>{t('congratulation.intro')}</p>
      </Hero>
      <Section>
        <div>
          <ButtonLink href={routes.feed()}>{t('congratulation.start')}</ButtonLink>
        </div>
      </Section>
    </PageColumn>
  );
}

// Calls no React Query hook (its chunks have none of React Query): _app mounts no provider for it (QueryFreePage in
// lib/react-query.ts, issue 29).
CongratulationPage.fetchesInBrowser = false;
