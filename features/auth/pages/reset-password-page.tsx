// /auth/reset-password?token=…: sets a new password with the e-mailed link; afterwards the user signs in with it.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { PageMeta } from '../../../components/page-meta';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { loadContracts } from '../../../lib/forms/load-contracts';
import { isUuid, PASSWORD_MIN_LENGTH } from '../../../lib/contracts/forms';
import { ApiError } from '../../../lib/errors/api-error';
import { fieldErrorsFromIssues } from '../../../lib/forms/field-errors';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, AuthFooter, AuthForm } from '../components/auth-card';
import { routes } from '../../../lib/routes/page-routes';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const reset = useResetPassword();
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [linkInvalid, setLinkInvalid] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { passwordSchema } = await loadContracts();
    const parsed = passwordSchema.safeParse(password);
    const next = {
      password: parsed.success ? undefined : fieldErrorsFromIssues(parsed.error.issues.map((issue) => ({ ...issue, path: ['password'] })), t).password,
      repeat: repeat === password ? undefined : t('passwordsDiffer'),
    };
    setErrors(next);
    if (next.password || next.repeat) return;
    try {
      await reset.mutateAsync({ token, newPassword: password });
    } catch (error) {
      if (error instanceof ApiError && (error.type === 'NotFoundError' || error.type === 'BadRequestError' || error.type === 'FormValidationError')) setLinkInvalid(true);
      else if (error instanceof ApiError) showErrorToast(error, t);
    }
  }

  const invalid = linkInvalid || (router.isReady && !isUuid(token));
  return (
    <>
      <PageMeta title={t('resetTitle')} noindex />
      <AuthCard title={t('resetTitle')} lead={reset.isSuccess || invalid ? undefined : t('resetLead')}>
        {reset.isSuccess ? (
          <FormAlert tone="success">{t('resetDone')}</FormAlert>
        ) : invalid ? (
          <FormAlert>
            {t('resetLinkInvalid')} <Link href={routes.forgotPassword()}>{t('requestNewLink')}</Link>
          </FormAlert>
        ) : (
          <AuthForm noValidate onSubmit={submit} aria-label={t('resetTitle')}>
            <TextField label={t('newPassword')} type="password" name="password" autoComplete="new-password" required value={password} error={errors.password}
              hint={t('passwordRules', { count: PASSWORD_MIN_LENGTH })} onChange={(event) => setPassword(event.target.value)} />
            <TextField label={t('repeatPassword')} type="password" name="repeat" autoComplete="new-password" required value={repeat} error={errors.repeat}
              onChange={(event) => setRepeat(event.target.value)} />
            <Button type="submit" isLoading={reset.isPending}>
              {t('resetAction')}
            </Button>
          </AuthForm>
        )}
        <AuthFooter>
          <Link href={routes.signIn()}>{t('backToSignIn')}</Link>
        </AuthFooter>
      </AuthCard>
    </>
  );
}
