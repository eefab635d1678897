// "Continue with Google / Apple" on the sign-in and sign-up pages, for the providers this deployment has on (none:
// nothing shown), and what a sign-in that came back without signing in says (`?socialError=`).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { SOCIAL_ERRORS, type SocialError, type SocialProvider } from '../../../lib/contracts/social-providers';
import { useSocialProviders, useStartSocialSignIn } from '../api/social-sign-in';
import { ProviderLogo } from './provider-logo';

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-bottom: 16px;
  &:empty { display: none; }
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.9rem;
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const isSocialError = (value: unknown): value is SocialError => typeof value === 'string' && (SOCIAL_ERRORS as readonly string[]).includes(value);

export function SocialSignInButtons({ redirect }: { redirect: string }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const { data: providers = [] } = useSocialProviders();
  const start = useStartSocialSignIn();
  const error = router.query.socialError;
  const label: Record<SocialProvider, string> = { google: t('continueWithGoogle'), apple: t('continueWithApple') };

  return (
    <Block>
      {isSocialError(error) ? <FormAlert>{t(`socialErrors.${error}`)}</FormAlert> : null}
      {providers.length > 0 ? (
        <>
          {providers.map((provider) => (
            <Button key={provider} variant="outline" disabled={start.isPending}
              onClick={() => start.mutate({ provider, intent: 'signin', redirect }, { onError: () => void router.replace({ query: { ...router.query, socialError: 'SocialSignInFailed' } }) })}>
              <ProviderLogo provider={provider} />
              {label[provider]}
            </Button>
          ))}
          <Divider>{t('orWithEmail')}</Divider>
        </>
      ) : null}
    </Block>
  );
}
