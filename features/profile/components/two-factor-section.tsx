// Two-factor sign-in with an authenticator app: turn on (password → QR code → first code → ten recovery codes shown
// once); while on, how many recovery codes are left, new recovery codes, or turn off — each with the password and an
// app code or a recovery code.
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { showToast } from '../../../lib/toast';
import { RECOVERY_CODE_COUNT } from '../../../lib/contracts/forms';
import type { User } from '../../../lib/contracts/users';
import { ApiError } from '../../../lib/errors/api-error';
import { EMPTY_FACTOR, factorBody, isFactorComplete, SecondFactorField, type SecondFactor } from '../../auth';
import { useTwoFactor } from '../api/two-factor';
import { ProfileSection, SectionForm } from './profile-section';
import { RecoveryCodesPanel } from './recovery-codes-panel';

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

type Action = 'renew' | 'disable';

export function TwoFactorSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { start, confirm, renew, disable } = useTwoFactor(user.accountUuid);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [factor, setFactor] = useState<SecondFactor>(EMPTY_FACTOR);
  const [action, setAction] = useState<Action | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});

  function handle(error: unknown) {
    if (error instanceof ApiError && error.type === 'InvalidCredentialsError') setErrors({ password: t('wrongPassword') });
    else if (error instanceof ApiError && error.type === 'Invalid2FATokenError') setErrors({ code: t(factor.kind === 'totp' ? 'wrongCode' : 'auth:wrongRecoveryCode') });
    else if (error instanceof ApiError) showErrorToast(error, t);
  }

  function choose(next: Action | null) {
    setAction(next);
    setPassword('');
    setFactor(EMPTY_FACTOR);
    setErrors({});
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
    await confirm.mutateAsync(code).then(({ recoveryCodes }) => {
      setCode('');
      start.reset();
      setShownCodes(recoveryCodes);
      void showToast('success', t('twoFactorOn'));
    }, handle);
  }

  async function submitAction(event: FormEvent) {
    event.preventDefault();
    const missingFactor = factor.kind === 'totp' ? t('codeSixDigits') : t('auth:recoveryCodeHint');
    const next = { password: password ? undefined : t('common:forms.required'), code: isFactorComplete(factor) ? undefined : missingFactor };
    setErrors(next);
    if (next.password || next.code) return;
    const input = { password, ...factorBody(factor) };
    if (action === 'renew') {
      await renew.mutateAsync(input).then(({ recoveryCodes }) => {
        choose(null);
        setShownCodes(recoveryCodes);
      }, handle);
    } else {
      await disable.mutateAsync(input).then(() => {
        choose(null);
        void showToast('success', t('twoFactorOff'));
      }, handle);
    }
  }

  const passwordField = (
    <TextField label={t('currentPassword')} type="password" name="twoFactorPassword" autoComplete="current-password" value={password} error={errors.password}
      onChange={(event) => setPassword(event.target.value)} />
  );

  function body() {
    if (shownCodes) return <RecoveryCodesPanel codes={shownCodes} email={user.email} onDone={() => setShownCodes(null)} />;
    if (user.twoFactorEnabled && action) {
      const label = action === 'renew' ? t('newRecoveryCodes') : t('turnOffTwoFactor');
      return (
        <SectionForm noValidate onSubmit={submitAction} aria-label={label}>
          {action === 'renew' ? <p>{t('newRecoveryCodesLead')}</p> : null}
          {passwordField}
          <SecondFactorField factor={factor} onChange={setFactor} error={errors.code} name="twoFactorCode" />
          <Actions>
            <Button type="submit" isLoading={renew.isPending || disable.isPending}>
              {label}
            </Button>
            <Button variant="secondary" onClick={() => choose(null)}>
              {t('cancel')}
            </Button>
          </Actions>
        </SectionForm>
      );
    }
    if (user.twoFactorEnabled) {
      return (
        <>
          <p>{t('recoveryCodesLeft', { count: user.recoveryCodesLeft, total: RECOVERY_CODE_COUNT })}</p>
          <Actions>
            <Button variant="secondary" onClick={() => choose('renew')}>
              {t('newRecoveryCodes')}
            </Button>
            <Button variant="secondary" onClick={() => choose('disable')}>
              {t('turnOffTwoFactor')}
            </Button>
          </Actions>
        </>
      );
    }
    if (start.data) {
      return (
        <SectionForm noValidate onSubmit={submitConfirm} aria-label={t('turnOnTwoFactor')}>
          <p>{t('scanCode')}</p>
          {/* The QR code is an SVG made by our own server from the secret; it holds no script. */}
          <QrCode role="img" aria-label={t('qrCode')} dangerouslySetInnerHTML={{ __html: start.data.qrSvg }} />
          <p>
            {t('orEnterSecret')} <Secret>{start.data.secret}</Secret>
          </p>
          <TextField label={t('code')} name="totp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} error={errors.code}
            onChange={(event) => setCode(digitsOnly(event.target.value))} />
          <Button type="submit" isLoading={confirm.isPending}>
            {t('confirmTwoFactor')}
          </Button>
        </SectionForm>
      );
    }
    return (
      <SectionForm noValidate onSubmit={submitStart} aria-label={t('turnOnTwoFactor')}>
        {passwordField}
        <Button type="submit" variant="secondary" isLoading={start.isPending}>
          {t('turnOnTwoFactor')}
        </Button>
      </SectionForm>
    );
  }

  return (
    <ProfileSection title={t('twoFactorTitle')} lead={user.twoFactorEnabled ? t('twoFactorOnLead') : t('twoFactorOffLead')}>
      {body()}
    </ProfileSection>
  );
}
