// /auth/confirm?token=…: confirms the address of the e-mailed link as soon as the page opens (also a new address
// after a change, with change=1); an unusable link offers a new one to a signed-in user.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';
import { DelayedLoader } from '../../../components/delayed-loader';
import { FormAlert } from '../../../components/form/form-alert';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { PageMeta } from '../../../components/page-meta';
import { isUuid } from '../../../lib/contracts/forms';
import { ApiError } from '../../../lib/errors/api-error';
import { useConfirmEmail } from '../api/confirm-email';
import { useUser } from '../lib/session-user-store';
import { useResendConfirmation } from '../api/resend-confirmation';
import { AuthCard, AuthFooter } from '../components/auth-card';
import { routes } from '../../../lib/routes/page-routes';

export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const confirm = useConfirmEmail();
  const resend = useResendConfirmation();
  const { data: user } = useUser();
  const started = useRef(false);
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  const isChange = router.query.change === '1';
  const tokenValid = isUuid(token);

  useEffect(() => {
    if (!router.isReady || started.current || !tokenValid) return;
    started.current = true;
    confirm.mutate(token);
  }, [router.isReady, tokenValid, token, confirm]);

  const failed = (router.isReady && !tokenValid) || confirm.isError;
  const inUse = confirm.error instanceof ApiError && confirm.error.type === 'EmailInUseError';
  const next = user && !user.onboarded ? routes.onboarding() : user ? routes.profile() : routes.signIn();

  return (
    <>
      <PageMeta title={t('confirmTitle')} noindex />
      <AuthCard title={t('confirmTitle')}>
        {confirm.isSuccess ? (
          <>
            <FormAlert tone="success">{t(isChange ? 'emailChanged' : 'emailConfirmed', { email: confirm.data.email })}</FormAlert>
            <AuthFooter>
              <Link href={next}>{t('continue')}</Link>
            </AuthFooter>
          </>
        ) : failed ? (
          <>
            <FormAlert>{inUse ? t('newEmailTaken') : t('confirmLinkInvalid')}</FormAlert>
            {user && !user.emailConfirmed && !inUse ? (
              <AuthFooter>
                {resend.isSuccess ? (
                  t('confirmationResent')
                ) : (
                  <Button variant="secondary" onClick={() => resend.mutateAsync(user.accountUuid).catch(() => undefined)}>
                    {t('resendConfirmation')}
                  </Button>
                )}
              </AuthFooter>
            ) : null}
          </>
        ) : (
          <DelayedLoader label={t('confirming')} />
        )}
      </AuthCard>
    </>
  );
}
