// A knower's counters (public knows, likes, views) and, on the public page, the profile's structured data (in the
// body: the page serves this as a static island, which cannot use <Head>).
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { useSite } from '../../../components/site-context';
import type { KnowerProfile } from '../../../lib/contracts/know-catalogue';
import { serializeJsonLd } from '../../../lib/seo/json-ld';
import { profilePageJsonLd } from '../lib/profile-json-ld';

const Stats = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(84px, 1fr));
  gap: 12px;
  flex: 0 1 360px;
  div { padding: 12px 14px; border-radius: ${({ theme }) => theme.radii.lg}px; background: ${({ theme }) => theme.colors.surfaceRaised}; border: 1px solid ${({ theme }) => theme.colors.border}; text-align: center; }
  dt { font-size: 0.85rem; color: ${({ theme }) => theme.colors.inkMuted}; }
  dd { margin: 2px 0 0; font: 900 1.5rem ${({ theme }) => theme.fonts.display}; color: ${({ theme }) => theme.colors.ink}; }
  ${({ theme }) => theme.media.mobile} { flex-basis: 100%; }
`;

export function KnowerFacts({ profile, app }: { profile: KnowerProfile; app: boolean }) {
  const { t, i18n } = useTranslation('knower');
  const site = useSite();
  const number = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <>
      {app ? null : (
        // serializeJsonLd escapes "<", so no value can close the script element
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(profilePageJsonLd(site?.origin ?? '', profile)) }} />
      )}
      <Stats>
        <div><dt>{t('stats.knows')}</dt><dd>{number.format(profile.stats.publicKnowCount)}</dd></div>
        <div><dt>{t('stats.likes')}</dt><dd>{number.format(profile.stats.totalLikes)}</dd></div>
        <div><dt>{t('stats.views')}</dt><dd>{number.format(profile.stats.totalViews)}</dd></div>
      </Stats>
    </>
  );
}
