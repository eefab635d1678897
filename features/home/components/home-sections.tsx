// The home page's sections: the hero, the slogans, what Knowly does, the subjects in the visitor's language, the app
// stores and the FAQ; where the content campaign runs, the call to share knows right under the hero. Markup that never
// changes: a static island of the home page (components/static-island.tsx), kept as the server rendered it.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { Subject } from '../../../lib/contracts/catalogue';
import { APP_STORE_URLS } from '../../../config/app-stores';
import { PALETTE } from '../../../config/palette';
import { useSite } from '../../../components/site-context';
import { routes } from '../../../lib/routes/page-routes';
import { serializeJsonLd } from '../../../lib/seo/json-ld';
import { siteJsonLd } from '../../../lib/seo/structured-data';
import { ContentCampaign } from './content-campaign';
import { FeatureCard } from './feature-card';
import { FlashcardsIcon, ShareIcon, SparkIcon } from './icons';
import { fade } from '../../../styles/colors';

const SUBJECT_COLORS: Record<Subject['color'], string> = {
  green: PALETTE.subjectGreen,
  blue: PALETTE.subjectBlue,
  yellow: PALETTE.subjectYellow,
};

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  margin: 8px clamp(12px, 3vw, 32px) 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  padding: clamp(48px, 9vw, 112px) clamp(24px, 6vw, 96px);
  background: radial-gradient(circle at 85% 15%, ${({ theme }) => fade(theme.colors.plusPlanYellow, 0.55)} 0, transparent 32%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.heroFrom} 0%, ${({ theme }) => theme.colors.heroTo} 100%);
  color: ${({ theme }) => theme.colors.onHero};
`;

const HeroTitle = styled.h1`
  font-size: clamp(2.2rem, 6vw, 4.2rem);
  font-weight: 900;
  max-width: 14ch;
  letter-spacing: -0.02em;
`;

const HeroText = styled.p`
  font-size: clamp(1.05rem, 2vw, 1.3rem);
  max-width: 46ch;
  margin: 0 0 32px;
  color: ${({ theme }) => fade(theme.colors.onHero, 0.9)};
`;

const PrimaryAction = styled.a`
  display: inline-block;
  background: ${({ theme }) => theme.colors.plusPlanYellow};
  color: ${({ theme }) => theme.colors.onPlusPlan};
  font-weight: 700;
  text-decoration: none;
  padding: 16px 28px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  box-shadow: 0 10px 24px -10px ${({ theme }) => fade(theme.colors.shadow, 0.5)};
  transition: transform 0.15s ease;
  &:hover { transform: translateY(-2px); }
`;

const Section = styled.section`
  padding: clamp(40px, 7vw, 88px) clamp(20px, 5vw, 64px) 0;
  max-width: 1200px;
  margin: 0 auto;
`;

const SectionTitle = styled.h2`
  font-size: clamp(1.6rem, 3.5vw, 2.4rem);
  margin-bottom: 28px;
`;

const Cards = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;

const Chips = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Chip = styled.li<{ $color: string }>`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 12px 20px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: 600;
  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ $color }) => $color};
  }
`;

const Slogans = styled.ul`
  list-style: none;
  margin: 24px auto 0;
  padding: 0 20px;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px 28px;
  font-family: ${({ theme }) => theme.fonts.display};
  font-weight: 800;
  font-size: clamp(1rem, 2vw, 1.2rem);
  color: ${({ theme }) => theme.colors.businessBlue};
  li::before { content: '★ '; color: ${({ theme }) => theme.colors.plusPlanYellow}; }
`;

const Download = styled.div`
  display: grid;
  gap: 20px;
  padding: clamp(28px, 5vw, 48px);
  border-radius: ${({ theme }) => theme.radii.xxl}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; max-width: 60ch; }
`;

const StoreLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  a {
    padding: 14px 22px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
    text-decoration: none;
  }
`;

const Faq = styled.div`
  display: grid;
  gap: 12px;
  details {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg}px;
    padding: 18px 22px;
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  summary { cursor: pointer; font-weight: 700; font-size: 1.05rem; }
  p { margin: 12px 0 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const FAQ_ITEMS = [1, 2, 3, 4] as const;

export type HomeSectionsProps = { subjects: Subject[]; slogans: string[] };

export function HomeSections({ subjects, slogans }: HomeSectionsProps) {
  const site = useSite();
  const { t } = useTranslation(['home', 'common']);
  const jsonLd = siteJsonLd({ origin: site?.origin ?? '', description: t('home:heroText'), searchPath: routes.knowSearch() });
  return (
    <>
      {/* The website and the app as structured data (serializeJsonLd escapes "<", so no value can close the element). */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <Hero>
        <HeroTitle>{t('home:heroTitle')}</HeroTitle>
        <HeroText>{t('home:heroText')}</HeroText>
        <PrimaryAction href="#subjects">{t('home:exploreSubjects')}</PrimaryAction>
      </Hero>
      {site?.features.contentCampaignRunning ? <ContentCampaign /> : null}
      <Slogans aria-label={t('home:slogansLabel')}>
        {slogans.map((slogan) => (
          <li key={slogan}>{slogan}</li>
        ))}
      </Slogans>
      <Section aria-labelledby="features-title">
        <SectionTitle id="features-title">{t('home:featuresTitle')}</SectionTitle>
        <Cards>
          <FeatureCard icon={<ShareIcon />} color={PALETTE.brandBlue} title={t('home:featureShareTitle')} text={t('home:featureShareText')} />
          <FeatureCard icon={<FlashcardsIcon />} color={PALETTE.subjectGreen} title={t('home:featureFlashcardsTitle')} text={t('home:featureFlashcardsText')} />
          <FeatureCard icon={<SparkIcon />} color={PALETTE.businessBlue} title={t('home:featureAiTitle')} text={t('home:featureAiText')} />
        </Cards>
      </Section>
      <Section id="subjects" aria-labelledby="subjects-title">
        <SectionTitle id="subjects-title">{t('home:subjectsTitle')}</SectionTitle>
        {subjects.length > 0 ? (
          <Chips>
            {subjects.map((subject) => (
              <Chip key={subject.id} $color={SUBJECT_COLORS[subject.color]}>
                {subject.name}
              </Chip>
            ))}
          </Chips>
        ) : (
          <p>{t('home:subjectsEmpty')}</p>
        )}
      </Section>
      <Section aria-labelledby="download-title">
        <Download>
          <SectionTitle id="download-title">{t('home:downloadTitle')}</SectionTitle>
          <p>{t('home:downloadText')}</p>
          <StoreLinks>
            <a href={APP_STORE_URLS.ios} rel="noopener noreferrer">{t('home:appStore')}</a>
            <a href={APP_STORE_URLS.android} rel="noopener noreferrer">{t('home:googlePlay')}</a>
          </StoreLinks>
        </Download>
      </Section>
      {site?.features.homepageFaqHidden ? null : (
        <Section aria-labelledby="faq-title">
          <SectionTitle id="faq-title">{t('home:faqTitle')}</SectionTitle>
          <Faq>
            {FAQ_ITEMS.map((item) => (
              <details key={item}>
                <summary>{t(`home:faq${item}Question`)}</summary>
                <p>{t(`home:faq${item}Answer`)}</p>
              </details>
            ))}
          </Faq>
        </Section>
      )}
    </>
  );
}
