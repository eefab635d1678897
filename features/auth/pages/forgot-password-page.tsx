// /auth/forgot-password: asks for the e-mail and sends a reset link; the answer never tells whether it has an account.
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { PageMeta } from '../../../components/page-meta';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { loadContracts } from '../../../lib/forms/load-contracts';
import { ApiError } from '../../../lib/errors/api-error';
import { fieldErrorsFromIssues } from '../../../lib/forms/field-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard, AuthFooter, AuthForm } from '../components/auth-card';
import { routes } from '../../../lib/routes/page-routes';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { emailSchema } = await loadContracts();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(fieldErrorsFromIssues(parsed.error.issues.map((issue) => ({ ...issue, path: ['email'] })), t).email);
      return;
    }
    setError(undefined);
    try {
      await request.mutateAsync(parsed.data);
    } catch (caught) {
      if (caught instanceof ApiError && caught.type === 'TooManyRequestsError') setError(t('tooManyRequests'));
      else if (caught instanceof ApiError) showErrorToast(caught, t);
    }
  }

  return (
    <>
      <PageMeta title={t('forgotTitle')} description={t('forgotLead')} />
      <AuthCard title={t('forgotTitle')} lead={t('forgotLead')}>
        {request.isSuccess ? (
          <FormAlert tone="success">{t('forgotSent', { email })}</FormAlert>
        ) : (
          <AuthForm noValidate onSubmit={submit} aria-label={t('forgotTitle')}>
            <TextField label={t('email')} type="email" name="email" autoComplete="email" required value={email} error={error}
              onChange={(event) => setEmail(event.target.value)} />
            <Button type="submit" isLoading={request.isPending}>
              {t('forgotAction')}
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
