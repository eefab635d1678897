// Changing the password: the old one proves it is you; other devices are signed out, this one stays signed in.
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { showToast } from '../../../lib/toast';
import { PASSWORD_MIN_LENGTH } from '../../../lib/contracts/forms';
import { loadContracts } from '../../../lib/forms/load-contracts';
import type { User } from '../../../lib/contracts/users';
import { ApiError } from '../../../lib/errors/api-error';
import { useChangePassword } from '../api/change-password';
import { ProfileSection, SectionForm } from './profile-section';

export function PasswordSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const change = useChangePassword(user.accountUuid);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<{ oldPassword?: string; newPassword?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The contract and the field error texts load with the first check, not with the page (issue 29).
    const [{ passwordSchema }, { fieldErrorsFromIssues }] = await Promise.all([loadContracts(), import('../../../lib/forms/field-errors')]);
    const parsed = passwordSchema.safeParse(newPassword);
    const next = {
      oldPassword: oldPassword ? undefined : t('common:forms.required'),
      newPassword: parsed.success ? undefined : fieldErrorsFromIssues(parsed.error.issues.map((issue) => ({ ...issue, path: ['newPassword'] })), t).newPassword,
    };
    setErrors(next);
    if (next.oldPassword || next.newPassword) return;
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      setOldPassword('');
      setNewPassword('');
      void showToast('success', t('passwordChanged'));
    } catch (error) {
      if (error instanceof ApiError && error.type === 'InvalidCredentialsError') setErrors({ oldPassword: t('wrongPassword') });
      else if (error instanceof ApiError) showErrorToast(error, t);
    }
  }

  return (
    <ProfileSection title={t('passwordTitle')} lead={t('passwordLead')}>
      <SectionForm noValidate onSubmit={submit} aria-label={t('passwordTitle')}>
        <TextField label={t('currentPassword')} type="password" name="oldPassword" autoComplete="current-password" value={oldPassword} error={errors.oldPassword}
          onChange={(event) => setOldPassword(event.target.value)} />
        <TextField label={t('newPassword')} type="password" name="newPassword" autoComplete="new-password" value={newPassword} error={errors.newPassword}
          hint={t('auth:passwordRules', { count: PASSWORD_MIN_LENGTH })} onChange={(event) => setNewPassword(event.target.value)} />
        <Button type="submit" variant="secondary" isLoading={change.isPending}>
          {t('changePassword')}
        </Button>
      </SectionForm>
    </ProfileSection>
  );
}
