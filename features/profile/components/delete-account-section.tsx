// "Delete account" (GDPR article 17): what goes and what may stay is said before confirming; the password (and a
// second factor with 2FA on) confirms; a knower chooses whether their published knows stay for other learners. Its
// buttons are the danger button, red by the colour token in light and dark (issue 33).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import type { KnowsOnDeletion } from '../../../lib/contracts/account-data';
import type { User } from '../../../lib/contracts/users';
import { ApiError } from '../../../lib/errors/api-error';
import { showToast } from '../../../lib/toast';
import { EMPTY_FACTOR, factorBody, isFactorComplete, SecondFactorField, type SecondFactor } from '../../auth';
import { useDeleteAccount } from '../api/account-data';
import { ProfileSection, SectionForm } from './profile-section';
import { routes } from '../../../lib/routes/page-routes';

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  legend { font-weight: 700; margin-bottom: 8px; padding: 0; }
  label { display: flex; gap: 12px; align-items: flex-start; cursor: pointer; }
  input { width: 20px; height: 20px; margin-top: 2px; accent-color: ${({ theme }) => theme.colors.brandBlue}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

/** `onLeaving(true)` as the deletion starts (the page then does not send the signed-out user to sign in), false if it fails. */
export function DeleteAccountSection({ user, onLeaving }: { user: User; onLeaving: (leaving: boolean) => void }) {
  const { t } = useTranslation('profile');
  const router = useRouter();
  const remove = useDeleteAccount(user.accountUuid);
  const [open, setOpen] = useState(false);
  const [knows, setKnows] = useState<KnowsOnDeletion>('keep');
  const [password, setPassword] = useState('');
  const [factor, setFactor] = useState<SecondFactor>(EMPTY_FACTOR);
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const isKnower = user.knowerUuid !== null;
  const choice: KnowsOnDeletion = isKnower ? knows : 'delete';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      password: password ? undefined : t('common:forms.required'),
      code: !user.twoFactorEnabled || isFactorComplete(factor) ? undefined : factor.kind === 'totp' ? t('codeSixDigits') : t('auth:recoveryCodeHint'),
    };
    setErrors(next);
    if (next.password || next.code) return;
    try {
      onLeaving(true);
      await remove.mutateAsync({ password, knows: choice, ...(user.twoFactorEnabled ? factorBody(factor) : {}) });
      void showToast('success', t('accountDeleted'));
      await router.push(routes.home());
    } catch (error) {
      onLeaving(false);
      if (error instanceof ApiError && error.type === 'InvalidCredentialsError') setErrors({ password: t('wrongPassword') });
      else if (error instanceof ApiError && error.type === 'Invalid2FATokenError') setErrors({ code: t(factor.kind === 'totp' ? 'wrongCode' : 'auth:wrongRecoveryCode') });
      else if (error instanceof ApiError) showErrorToast(error, t);
    }
  }

  return (
    <ProfileSection title={t('deleteTitle')} lead={t('deleteLead')}>
      {open ? (
        <SectionForm noValidate onSubmit={submit} aria-label={t('deleteTitle')}>
          {isKnower ? (
            <Choices>
              <legend>{t('knowsChoiceLegend')}</legend>
              <label>
                <input type="radio" name="knows" value="keep" checked={knows === 'keep'} onChange={() => setKnows('keep')} />
                {t('keepKnows')}
              </label>
              <label>
                <input type="radio" name="knows" value="delete" checked={knows === 'delete'} onChange={() => setKnows('delete')} />
                {t('deleteKnows')}
              </label>
            </Choices>
          ) : null}
          {isKnower ? <FormAlert tone="info">{choice === 'keep' ? t('deleteStatementKeep') : t('deleteStatementDelete')}</FormAlert> : null}
          <TextField label={t('currentPassword')} type="password" name="deletePassword" autoComplete="current-password" value={password} error={errors.password}
            onChange={(event) => setPassword(event.target.value)} />
          {user.twoFactorEnabled ? <SecondFactorField factor={factor} onChange={setFactor} error={errors.code} name="deleteCode" /> : null}
          <Actions>
            <Button type="submit" variant="danger" isLoading={remove.isPending}>
              {t('confirmDelete')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
          </Actions>
        </SectionForm>
      ) : (
        <div>
          <Button variant="danger" onClick={() => setOpen(true)}>
            {t('startDelete')}
          </Button>
        </div>
      )}
    </ProfileSection>
  );
}
