// The university landing page's sections: what the three university tools do, each linked (a visitor is sent to sign
// in first, and back). Links only: the page serves them as a static island (components/static-island.tsx), so this
// code is not in its first load.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { routes } from '../../../lib/routes/page-routes';

const TOOLS = [
  { key: 'uniGpt', href: routes.uniGpt() },
  { key: 'summary', href: routes.universitySummary() },
  { key: 'mockExam', href: routes.universityMockExam() },
] as const;

const Hero = styled.section`
  padding: clamp(48px, 9vw, 112px) clamp(20px, 6vw, 96px);
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.heroFrom} 0%, ${({ theme }) => theme.colors.heroTo} 100%);
  color: ${({ theme }) => theme.colors.onHero};
  h1 { margin: 0 0 16px; font: 900 clamp(2.2rem, 6vw, 3.8rem) ${({ theme }) => theme.fonts.display}; max-width: 16ch; }
  p { margin: 0; max-width: 52ch; font-size: clamp(1.05rem, 2vw, 1.25rem); }
`;

const Tools = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: clamp(32px, 6vw, 72px) clamp(16px, 5vw, 64px);
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
`;

const Tool = styled(Card).attrs({ $radius: 'xl' } as const)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 28px;
  h2 { margin: 0; font: 800 1.35rem ${({ theme }) => theme.fonts.display}; }
  p { margin: 0; flex: 1; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

export function UniversitySections() {
  const { t } = useTranslation('ai');
  return (
    <>
      <Hero>
        <h1>{t('university.title')}</h1>
        <p>{t('university.intro')}</p>
      </Hero>
      <Tools aria-label={t('university.toolsLabel')}>
        {TOOLS.map((tool) => (
          <Tool as="article" key={tool.key}>
            <h2>{t(`university.${tool.key}.title`)}</h2>
            <p>{t(`university.${tool.key}.text`)}</p>
            <div>
              <ButtonLink href={tool.href} prefetch={false} data-testid={`university-${tool.key}`}>
                {t(`university.${tool.key}.action`)}
              </ButtonLink>
            </div>
          </Tool>
        ))}
      </Tools>
    </>
  );
}
