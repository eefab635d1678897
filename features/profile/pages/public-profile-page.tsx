// /users/{uuid}: what anyone may see of a user — picture, name, username, country, member since, knower badge.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Card } from '../../../components/ui/card';
import { Avatar } from '../../../components/avatar';
import { PageMeta } from '../../../components/page-meta';
import type { PublicUser } from '../../../lib/contracts/users';

const Frame = styled(Card).attrs({ $radius: 'xl' } as const)`
  max-width: 640px;
  margin: clamp(24px, 6vw, 72px) auto;
  padding: clamp(24px, 5vw, 40px);
  display: flex;
  gap: 24px;
  align-items: center;
  flex-wrap: wrap;
  h1 { margin: 0; font: 800 clamp(1.6rem, 4vw, 2.2rem) ${({ theme }) => theme.fonts.display}; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const Badge = styled.span`
  display: inline-block;
  margin-top: 10px;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.plusPlanYellow};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
  font-size: 0.85rem;
`;

export function PublicProfilePage({ profile }: { profile: PublicUser }) {
  const { t, i18n } = useTranslation('profile');
  const since = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(profile.createdOn));
  const handle = profile.username ? `@${profile.username}` : null;
  return (
    <>
      <PageMeta title={handle ? `${profile.name} (${handle})` : profile.name} description={t('publicDescription', { name: profile.name })}
        profile={profile.username ? { username: profile.username, author: profile.name, image: profile.profilePictureUrl ?? undefined } : undefined} />
      <Frame as="article">
        <Avatar name={profile.name} src={profile.profilePictureUrl} size={112} />
        <div>
          <h1>{profile.name}</h1>
          {handle ? <p>{handle}</p> : null}
          <p>{t('memberSince', { date: since })}</p>
          {profile.isActiveKnower ? <Badge>{t('knowerBadge')}</Badge> : null}
        </div>
      </Frame>
    </>
  );
}

// Rendered from its props alone: _app loads no React Query for this page (QueryFreePage in lib/react-query.ts).
PublicProfilePage.fetchesInBrowser = false;
