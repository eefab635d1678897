// The second factor of two-factor sign-in as one field: the 6-digit code of the authenticator app, or — one click
// away — one of the single-use recovery codes. Used by the sign-in form and by the settings that change 2FA.
import { useTranslation } from 'next-i18next/pages';
import { TextField } from '../../../components/form/text-field';
import { TextButton } from '../../../components/ui/text-button';

export type SecondFactor = { kind: 'totp' | 'recoveryCode'; value: string };

export const EMPTY_FACTOR: SecondFactor = { kind: 'totp', value: '' };

/** The request fields of a factor: `{ totp }` or `{ recoveryCode }`. */
export const factorBody = (factor: SecondFactor) => (factor.kind === 'totp' ? { totp: factor.value } : { recoveryCode: factor.value });

/** Whether the factor has the right shape to send (the server decides whether it is right). */
export function isFactorComplete(factor: SecondFactor): boolean {
  return factor.kind === 'totp' ? /^\d{6}$/.test(factor.value) : factor.value.replace(/[\s-]/g, '').length === 10;
}

type Props = { factor: SecondFactor; onChange: (factor: SecondFactor) => void; error?: string; name?: string };

export function SecondFactorField({ factor, onChange, error, name = 'totp' }: Props) {
  const { t } = useTranslation('auth');
  const switchTo = (kind: SecondFactor['kind']) => onChange({ kind, value: '' });
  return factor.kind === 'totp' ? (
    <>
      <TextField label={t('totpCode')} hint={t('totpHint')} name={name} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6}
        required value={factor.value} error={error} onChange={(event) => onChange({ kind: 'totp', value: event.target.value.replace(/\D/g, '').slice(0, 6) })} />
      <TextButton type="button" onClick={() => switchTo('recoveryCode')}>{t('useRecoveryCode')}</TextButton>
    </>
  ) : (
    <>
      <TextField label={t('recoveryCode')} hint={t('recoveryCodeHint')} name="recoveryCode" autoComplete="off" autoCapitalize="none" spellCheck={false}
        maxLength={24} required value={factor.value} error={error} onChange={(event) => onChange({ kind: 'recoveryCode', value: event.target.value })} />
      <TextButton type="button" onClick={() => switchTo('totp')}>{t('useAuthenticatorCode')}</TextButton>
    </>
  );
}
