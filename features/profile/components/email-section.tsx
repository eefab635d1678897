// The sign-in e-mail: whether it is confirmed (with a new link on request), and changing it (confirmed by a link to
// the new address; the password proves it is you).
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { loadContracts } from '../../../lib/forms/load-contracts';
import type { User } from '../../../lib/contracts/users';
import { ApiError } from '../../../lib/errors/api-error';
import { useResendConfirmation } from '../../auth';
import { useChangeEmail } from '../api/change-email';
import { ProfileSection, SectionForm } from './profile-section';

export function EmailSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const resend = useResendConfirmation();
  const change = useChangeEmail(user.accountUuid);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ newEmail?: string; password?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { emailSchema } = await loadContracts();
    const parsed = emailSchema.safeParse(newEmail);
    const next = { newEmail: parsed.success ? undefined : t('common:forms.invalidEmail'), password: password ? undefined : t('common:forms.required') };
    setErrors(next);
    if (!parsed.success || !password) return;
    try {
      await change.mutateAsync({ newEmail: parsed.data, password });
      setPassword('');
    } catch (error) {
      if (error instanceof ApiError && error.type === 'InvalidCredentialsError') setErrors({ password: t('wrongPassword') });
      else if (error instanceof ApiError && error.type === 'EmailInUseError') setErrors({ newEmail: t('emailInUse') });
      else if (error instanceof ApiError) showErrorToast(error, t);
    }
  }

  return (
    <ProfileSection title={t('emailTitle')}>
      <p>
        <strong>{user.email}</strong> · {user.emailConfirmed ? t('emailConfirmed') : t('emailUnconfirmed')}
      </p>
      {!user.emailConfirmed ? (
        resend.isSuccess ? (
          <FormAlert tone="success">{t('confirmationSent', { email: user.email })}</FormAlert>
        ) : (
          <Button variant="secondary" onClick={() => resend.mutateAsync(user.accountUuid).catch((error: unknown) => error instanceof ApiError && showErrorToast(error, t))}>
            {t('resendConfirmation')}
          </Button>
        )
      ) : null}
      {change.isSuccess ? (
        <FormAlert tone="success">{t('emailChangePending', { email: change.data.pendingEmail })}</FormAlert>
      ) : (
        <SectionForm noValidate onSubmit={submit} aria-label={t('changeEmail')}>
          <TextField label={t('newEmail')} type="email" name="newEmail" autoComplete="email" value={newEmail} error={errors.newEmail} onChange={(event) => setNewEmail(event.target.value)} />
          <TextField label={t('currentPassword')} type="password" name="emailPassword" autoComplete="current-password" value={password} error={errors.password}
            onChange={(event) => setPassword(event.target.value)} />
          <Button type="submit" variant="secondary" isLoading={change.isPending}>
            {t('changeEmail')}
          </Button>
        </SectionForm>
      )}
    </ProfileSection>
  );
}
