// /knowers/{name-uuid}/profile and /app/knowers/{name-uuid}/profile: who the knower is, what their public knows add up
// to, and the knows themselves, page by page.
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Avatar } from '../../../components/avatar';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import type { KnowerProfile, KnowPage } from '../../../lib/contracts/know-catalogue';
import { knowerProfilePath } from '../../../lib/knows/paths';
import { serializeJsonLd } from '../../../lib/seo/json-ld';
import { PagedKnows } from '../../catalogue';
import { profilePageJsonLd } from '../lib/profile-json-ld';
import { StartChatButtonIsland } from '../../chats';
import { KnowerPollsIsland } from '../../polls';

const Main = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: clamp(16px, 3vw, 40px) clamp(16px, 4vw, 40px) 72px;
  display: flex;
  flex-direction: column;
  gap: clamp(28px, 4vw, 44px);
`;

const Card = styled.header`
  display: flex;
  gap: clamp(18px, 4vw, 36px);
  align-items: center;
  flex-wrap: wrap;
  padding: clamp(22px, 4vw, 40px);
  border-radius: ${({ theme }) => theme.radii.xxl}px;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.surfaceMuted} 0%, ${({ theme }) => theme.colors.surfaceRaised} 100%);
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Identity = styled.div`
  flex: 1 1 280px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  h1 { margin: 0; font: 900 clamp(1.8rem, 5vw, 2.6rem)/1.1 ${({ theme }) => theme.fonts.display}; overflow-wrap: anywhere; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const Bio = styled.p`
  && { color: ${({ theme }) => theme.colors.ink}; margin-top: 6px; max-width: 60ch; white-space: pre-line; overflow-wrap: anywhere; }
`;

const Badge = styled.span`
  align-self: flex-start;
  padding: 3px 12px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.plusPlanYellow};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 800;
  font-size: 0.8rem;
`;

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

export type KnowerProfilePageProps = { profile: KnowerProfile; knows: KnowPage; app: boolean };

/** The page asks nothing of React Query: what it asks in the browser (polls, starting a chat), its islands ask. */
export function KnowerProfilePage({ profile, knows, app }: KnowerProfilePageProps) {
  const { t, i18n } = useTranslation('knower');
  const site = useSite();
  const language = i18n.language;
  const since = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(profile.memberSince));
  const number = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  const country = (() => {
    try {
      return new Intl.DisplayNames([language], { type: 'region' }).of(profile.country) ?? profile.country;
    } catch {
      return profile.country;
    }
  })();
  const handle = profile.username ? `@${profile.username}` : null;
  const description = profile.bio || t('description', { name: profile.name, count: profile.stats.publicKnowCount });
  const path = knowerProfilePath({ uuid: profile.knowerUuid, name: profile.name }, { app });
  return (
    <Main>
      <PageMeta
        title={handle ? `${profile.name} (${handle})` : profile.name}
        description={description}
        noindex={app}
        profile={{ username: profile.username ?? profile.name, author: profile.name, image: profile.profilePictureUrl ? `${site?.origin ?? ''}${profile.profilePictureUrl}` : undefined }}
      />
      {app ? null : (
        <Head>
          {/* serializeJsonLd escapes "<", so no value can close the script element */}
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(profilePageJsonLd(site?.origin ?? '', profile)) }} />
        </Head>
      )}
      <Card>
        <Avatar name={profile.name} src={profile.profilePictureUrl} size={112} />
        <Identity>
          <Badge>{t('badge')}</Badge>
          <h1>{profile.name}</h1>
          {handle ? <p>{handle}</p> : null}
          <p>{t('origin', { country, date: since })}</p>
          {profile.bio ? <Bio>{profile.bio}</Bio> : null}
          <StartChatButtonIsland userUuid={profile.userUuid} />
        </Identity>
        <Stats>
          <div><dt>{t('stats.knows')}</dt><dd>{number.format(profile.stats.publicKnowCount)}</dd></div>
          <div><dt>{t('stats.likes')}</dt><dd>{number.format(profile.stats.totalLikes)}</dd></div>
          <div><dt>{t('stats.views')}</dt><dd>{number.format(profile.stats.totalViews)}</dd></div>
        </Stats>
      </Card>
      <KnowerPollsIsland knowerUuid={profile.knowerUuid} userUuid={profile.userUuid} />
      <PagedKnows title={t('knowsTitle', { name: profile.name })} page={knows} path={path} emptyTitle={t('emptyTitle')} emptyText={t('emptyText', { name: profile.name })} />
    </Main>
  );
}

KnowerProfilePage.fetchesInBrowser = false;
