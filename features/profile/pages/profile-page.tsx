// /app/profile and /profile: the signed-in user's own settings — picture, name, username, e-mail, password, time
// zone, newsletter, two-factor sign-in, signed-in devices, a copy of their data, and deleting the account. The
// sections below the preferences (#settings, the deepest address into the page) are below the fold: their code loads
// after the page through `next/dynamic`, so they are not rendered on the server (issue 29).
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { PageMeta } from '../../../components/page-meta';
import { useSignOut, useUser } from '../../auth';
import { EmailSection } from '../components/email-section';
import { IdentitySection } from '../components/identity-section';
import { PasswordSection } from '../components/password-section';
import { PreferencesSection } from '../components/preferences-section';
import { routes } from '../../../lib/routes/page-routes';
import { ProBadge, SubscriptionSection } from '../../pro-plan';

const AccountSections = dynamic(() => import('../components/account-sections').then((module) => module.AccountSections), { ssr: false });

const Wrap = styled.div`
  max-width: 820px;
  margin: 0 auto;
  padding: clamp(24px, 5vw, 56px) 16px;
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;
  h1 { margin: 0; font: 800 clamp(1.8rem, 4vw, 2.4rem) ${({ theme }) => theme.fonts.display}; }
  a { color: ${({ theme }) => theme.colors.brandBlue}; font-weight: 700; }
`;

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const router = useRouter();
  const { data: user, isPending } = useUser();
  const signOut = useSignOut();
  // Signing out here leads home, not to the sign-in page that a lost session leads to.
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!isPending && !user && !leaving) void router.replace(routes.signIn({ redirect: router.asPath }));
  }, [isPending, user, leaving, router]);

  return (
    <Wrap>
      <PageMeta title={t('title')} noindex />
      {user ? (
        <>
          <Header>
            <h1>
              {t('title')} {user.premiumStatus !== 'NONE' ? <ProBadge data-testid="pro-badge">PRO</ProBadge> : null}
            </h1>
            <Link href={routes.publicProfile(user)}>{t('viewPublicProfile')}</Link>
          </Header>
          <IdentitySection user={user} />
          <SubscriptionSection />
          <EmailSection user={user} />
          <PasswordSection user={user} />
          <PreferencesSection user={user} />
          <AccountSections user={user} onLeaving={setLeaving} />
          <div>
            <Button variant="secondary" onClick={async () => {
              setLeaving(true);
              await signOut.mutateAsync();
              await router.push(routes.home());
            }}>
              {t('signOut')}
            </Button>
          </div>
        </>
      ) : (
        <DelayedLoader label={t('loading')} />
      )}
    </Wrap>
  );
}
