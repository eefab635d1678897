// "Sign-in methods": the Google and Apple identities linked to the account (link, unlink — never the last way to
// sign in), and the outcome of a link that just came back from the provider (`?linked=` or `?socialError=`).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import styled from 'styled-components';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../lib/contracts/social-providers';
import type { User } from '../../../lib/contracts/users';
import { ApiError } from '../../../lib/errors/api-error';
import { showToast } from '../../../lib/toast';
import { ProviderLogo, useSocialProviders, useStartSocialSignIn } from '../../auth';
import { useIdentities, useUnlinkIdentity } from '../api/identities';
import { ProfileSection } from './profile-section';
import { routes } from '../../../lib/routes/page-routes';

const Methods = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Method = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  & > div { flex: 1 1 180px; display: flex; flex-direction: column; }
  strong { font-weight: 700; }
  span { color: ${({ theme }) => theme.colors.inkMuted}; font-size: 0.92rem; overflow-wrap: anywhere; }
`;

const NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };

export function SignInMethodsSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const router = useRouter();
  const { data: enabled = [] } = useSocialProviders();
  const { data } = useIdentities(user.accountUuid);
  const start = useStartSocialSignIn();
  const unlink = useUnlinkIdentity(user.accountUuid);
  const linked = router.query.linked;
  const socialError = typeof router.query.socialError === 'string' ? router.query.socialError : null;

  useEffect(() => {
    if (typeof linked === 'string' && linked in NAMES) void showToast('success', t('providerLinked', { provider: NAMES[linked as SocialProvider] }));
  }, [linked, t]);

  // A provider switched off later still shows while it is linked, so that it can be unlinked.
  const shown = SOCIAL_PROVIDERS.filter((provider) => enabled.includes(provider) || data?.identities.some((identity) => identity.provider === provider));
  if (shown.length === 0) return null;

  const handle = (error: unknown) => {
    if (error instanceof ApiError && error.type === 'BadRequestError') void showToast('error', t('lastSignInMethod'));
    else if (error instanceof ApiError) showErrorToast(error, t);
  };

  return (
    <ProfileSection title={t('signInMethodsTitle')} lead={t('signInMethodsLead')}>
      {socialError ? <FormAlert>{socialError === 'DuplicateError' ? t('providerLinkedElsewhere') : t('auth:socialErrors.SocialSignInFailed')}</FormAlert> : null}
      <Methods>
        {shown.map((provider) => {
          const identity = data?.identities.find((candidate) => candidate.provider === provider);
          return (
            <Method key={provider}>
              <ProviderLogo provider={provider} size={24} />
              <div>
                <strong>{NAMES[provider]}</strong>
                <span>{identity ? t('linkedAs', { email: identity.email ?? NAMES[provider] }) : t('notLinked')}</span>
              </div>
              {identity ? (
                <Button variant="secondary" isLoading={unlink.isPending && unlink.variables === provider}
                  onClick={() => unlink.mutateAsync(provider).then(() => void showToast('success', t('providerUnlinked', { provider: NAMES[provider] })), handle)}>
                  {t('unlinkProvider', { provider: NAMES[provider] })}
                </Button>
              ) : (
                <Button variant="secondary" isLoading={start.isPending && start.variables?.provider === provider}
                  onClick={() => start.mutateAsync({ provider, intent: 'link', redirect: routes.profile() }).catch(handle)}>
                  {t('linkProvider', { provider: NAMES[provider] })}
                </Button>
              )}
            </Method>
          );
        })}
      </Methods>
    </ProfileSection>
  );
}
