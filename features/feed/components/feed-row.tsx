// One section of the feed: its heading, an optional "See all" link and a row of know cards that scrolls sideways.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { KnowCard } from '../../../components/knows/know-card';
import { Link } from '../../../components/link';
import type { FeedSection } from '../../../lib/contracts/know-catalogue';
import { ALL_COUNTRY_CODES, type CountryCode } from '../../../config/countries/country-codes';
import { DEFAULT_LOCALE, isLocale } from '../../../config/locales';
import { inCountry } from '../../../lib/i18n/country-forms';

const isCountryCode = (value: string): value is CountryCode => (ALL_COUNTRY_CODES as readonly string[]).includes(value);

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  h2 { margin: 0; font: 800 clamp(1.2rem, 2.4vw, 1.5rem) ${({ theme }) => theme.fonts.display}; }
  a { color: ${({ theme }) => theme.colors.brandBlue}; font-weight: 700; text-decoration: none; white-space: nowrap; }
  a:hover { text-decoration: underline; }
`;

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px 2px 12px;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(220px, 240px);
  gap: 16px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  > li { scroll-snap-align: start; }
  ${({ theme }) => theme.media.mobile} { grid-auto-columns: 72%; gap: 12px; }
`;

function useHeading(section: FeedSection): string {
  const { t, i18n } = useTranslation('catalogue');
  if (section.kind === 'country') {
    const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
    const country = section.label ?? '';
    return isCountryCode(country) ? t('feed.sections.country', { inCountry: inCountry(locale, country) }) : t('feed.sections.country', { inCountry: country });
  }
  return t(`feed.sections.${section.kind}`, { label: section.label ?? '' });
}

export function FeedRow({ section }: { section: FeedSection }) {
  const { t } = useTranslation('catalogue');
  const heading = useHeading(section);
  const id = `feed-${section.key.replace(/[^a-z0-9-]/gi, '-')}`;
  return (
    <Section aria-labelledby={id}>
      <Head>
        <h2 id={id}>{heading}</h2>
        {section.href ? <Link href={section.href}>{t('feed.seeAll')}</Link> : null}
      </Head>
      <Row>
        {section.knows.map((know) => (
          <li key={know.uuid}>
            <KnowCard know={know} />
          </li>
        ))}
      </Row>
    </Section>
  );
}
