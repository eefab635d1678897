// /knowers/{name-uuid}/profile and /app/knowers/{name-uuid}/profile: who the knower is, what their public knows add up
// to, and the knows themselves, page by page.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Avatar } from '../../../components/avatar';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import type { KnowerProfile, KnowPage } from '../../../lib/contracts/know-catalogue';
import { knowerProfilePath } from '../../../lib/knows/paths';
import { staticIsland } from '../../../components/static-island';
import { PagedKnows } from '../../catalogue';
import { KnowerFacts as ServerKnowerFacts } from '../components/knower-facts';
import { StartChatButtonIsland } from '../../chats';
import { KnowerPollsIsland } from '../../polls';

/** The counters and the structured data: markup that never changes, a static island (its code not in the first load). */
const KnowerFacts = staticIsland(
  () => import('../components/knower-facts').then((module) => module.KnowerFacts),
  typeof window === 'undefined' ? ServerKnowerFacts : null,
);

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

export type KnowerProfilePageProps = { profile: KnowerProfile; knows: KnowPage; app: boolean };

/** The page asks nothing of React Query: what it asks in the browser (polls, starting a chat), its islands ask. */
export function KnowerProfilePage({ profile, knows, app }: KnowerProfilePageProps) {
  const { t, i18n } = useTranslation('knower');
  const site = useSite();
  const language = i18n.language;
  const since = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(profile.memberSince));
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
        <KnowerFacts profile={profile} app={app} />
      </Card>
      <KnowerPollsIsland knowerUuid={profile.knowerUuid} userUuid={profile.userUuid} />
      <PagedKnows title={t('knowsTitle', { name: profile.name })} page={knows} path={path} emptyTitle={t('emptyTitle')} emptyText={t('emptyText', { name: profile.name })} />
    </Main>
  );
}

KnowerProfilePage.fetchesInBrowser = false;
