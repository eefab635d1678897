// Two-factor sign-in with an authenticator app: turn on (password → QR code → first code), or off (password + code).
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TextField } from '../../../components/form/text-field';
import { LoadingButton } from '../../../components/loading-button';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { showToast } from '../../../lib/toast';
import type { User } from '../../../lib/contracts/users';
import { ApiError } from '../../../lib/errors/api-error';
import { useTwoFactor } from '../api/two-factor';
import { ProfileSection, SectionForm } from './profile-section';

const QrCode = styled.div`
  width: 200px;
  height: 200px;
  svg { width: 100%; height: 100%; }
`;

const Secret = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  word-break: break-all;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  padding: 4px 8px;
  border-radius: ${({ theme }) => theme.radii.xs}px;
`;

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

export function TwoFactorSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { start, confirm, disable } = useTwoFactor(user.accountUuid);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});

  function handle(error: unknown) {
    if (error instanceof ApiError && error.type === 'InvalidCredentialsError') setErrors({ password: t('wrongPassword') });
    else if (error instanceof ApiError && error.type === 'Invalid2FATokenError') setErrors({ code: t('wrongCode') });
    else if (error instanceof ApiError) showErrorToast(error, t);
  }

  async function submitStart(event: FormEvent) {
    event.preventDefault();
    if (!password) return setErrors({ password: t('common:forms.required') });
    setErrors({});
    await start.mutateAsync(password).then(() => setPassword(''), handle);
  }

  async function submitConfirm(event: FormEvent) {
    event.preventDefault();
    if (code.length !== 6) return setErrors({ code: t('codeSixDigits') });
    setErrors({});
    await confirm.mutateAsync(code).then(() => {
      setCode('');
      start.reset();
      void showToast('success', t('twoFactorOn'));
    }, handle);
  }

  async function submitDisable(event: FormEvent) {
    event.preventDefault();
    const next = { password: password ? undefined : t('common:forms.required'), code: code.length === 6 ? undefined : t('codeSixDigits') };
    setErrors(next);
    if (next.password || next.code) return;
    await disable.mutateAsync({ password, totp: code }).then(() => {
      setPassword('');
      setCode('');
      void showToast('success', t('twoFactorOff'));
    }, handle);
  }

  const codeField = (
    <TextField label={t('code')} name="totp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} error={errors.code}
      onChange={(event) => setCode(digitsOnly(event.target.value))} />
  );
  const passwordField = (
    <TextField label={t('currentPassword')} type="password" name="twoFactorPassword" autoComplete="current-password" value={password} error={errors.password}
      onChange={(event) => setPassword(event.target.value)} />
  );

  return (
    <ProfileSection title={t('twoFactorTitle')} lead={user.twoFactorEnabled ? t('twoFactorOnLead') : t('twoFactorOffLead')}>
      {user.twoFactorEnabled ? (
        <SectionForm noValidate onSubmit={submitDisable} aria-label={t('turnOffTwoFactor')}>
          {passwordField}
          {codeField}
          <LoadingButton type="submit" variant="secondary" isLoading={disable.isPending}>
            {t('turnOffTwoFactor')}
          </LoadingButton>
        </SectionForm>
      ) : start.data ? (
        <SectionForm noValidate onSubmit={submitConfirm} aria-label={t('turnOnTwoFactor')}>
          <p>{t('scanCode')}</p>
          {/* The QR code is an SVG made by our own server from the secret; it holds no script. */}
          <QrCode role="img" aria-label={t('qrCode')} dangerouslySetInnerHTML={{ __html: start.data.qrSvg }} />
          <p>
            {t('orEnterSecret')} <Secret>{start.data.secret}</Secret>
          </p>
          {codeField}
          <LoadingButton type="submit" isLoading={confirm.isPending}>
            {t('confirmTwoFactor')}
          </LoadingButton>
        </SectionForm>
      ) : (
        <SectionForm noValidate onSubmit={submitStart} aria-label={t('turnOnTwoFactor')}>
          {passwordField}
          <LoadingButton type="submit" variant="secondary" isLoading={start.isPending}>
            {t('turnOnTwoFactor')}
          </LoadingButton>
        </SectionForm>
      )}
    </ProfileSection>
  );
}
