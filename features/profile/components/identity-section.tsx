// Picture, name and username: the picture uploads as soon as it is chosen; the username is checked while typing.
import { useTranslation } from 'next-i18next/pages';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../../components/avatar';
import { TextField } from '../../../components/form/text-field';
import { FieldError } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { showToast } from '../../../lib/toast';
import { USERNAME_LENGTH } from '../../../lib/contracts/forms';
import type { User } from '../../../lib/contracts/users';
import { ApiError } from '../../../lib/errors/api-error';
import { useChangeUsername } from '../api/change-username';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_PICTURE_MAX_BYTES, useUploadProfilePicture } from '../api/upload-profile-picture';
import { useUsernameCheck, type UsernameState } from '../lib/use-username-check';
import { ProfileSection, SectionForm } from './profile-section';

const PictureRow = styled.div`
  display: flex;
  align-items: center;
  gap: 20px;
  flex-wrap: wrap;
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

const Status = styled.span<{ $tone: 'good' | 'bad' | 'muted' }>`
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.success : $tone === 'bad' ? theme.colors.danger : theme.colors.inkMuted)};
`;

const USERNAME_STATUS: Record<UsernameState, { key: string; tone: 'good' | 'bad' | 'muted' } | null> = {
  unchanged: null,
  invalid: { key: 'usernameInvalid', tone: 'bad' },
  reserved: { key: 'usernameReserved', tone: 'bad' },
  checking: { key: 'usernameChecking', tone: 'muted' },
  available: { key: 'usernameAvailable', tone: 'good' },
  taken: { key: 'usernameTaken', tone: 'bad' },
};

export function IdentitySection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadProfilePicture(user.uuid);
  const update = useUpdateProfile(user.uuid);
  const changeUsername = useChangeUsername(user.uuid);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const [name, setName] = useState(user.name);
  const [username, setUsername] = useState(user.username ?? '');
  const [errors, setErrors] = useState<{ name?: string; username?: string }>({});
  const usernameState = useUsernameCheck(username, user.username);
  const status = USERNAME_STATUS[usernameState];

  async function pick(file: File | undefined) {
    if (!file) return;
    setPictureError(undefined);
    if (file.size > PROFILE_PICTURE_MAX_BYTES) {
      setPictureError(t('pictureTooLarge', { count: PROFILE_PICTURE_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    try {
      await upload.mutateAsync(file);
      void showToast('success', t('pictureSaved'));
    } catch (error) {
      if (error instanceof ApiError && error.type === 'InvalidMIMETypeError') setPictureError(t('pictureWrongType'));
      else if (error instanceof ApiError && error.type === 'PayloadTooLargeError') setPictureError(t('pictureTooLarge', { count: PROFILE_PICTURE_MAX_BYTES / 1024 / 1024 }));
      else if (error instanceof ApiError) showErrorToast(error, t);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!name.trim()) next.name = t('common:forms.required');
    if (usernameState === 'invalid') next.username = t('usernameInvalid');
    if (usernameState === 'reserved') next.username = t('usernameReserved');
    if (usernameState === 'taken') next.username = t('usernameTaken');
    setErrors(next);
    if (next.name || next.username) return;
    try {
      if (name.trim() !== user.name) await update.mutateAsync({ name: name.trim() });
      if (usernameState === 'available') await changeUsername.mutateAsync(username.trim().toLowerCase());
      void showToast('success', t('saved'));
    } catch (error) {
      if (error instanceof ApiError && error.type === 'UsernameInUseError') setErrors({ username: t('usernameTaken') });
      else if (error instanceof ApiError && error.type === 'InvalidUsernameError') setErrors({ username: t(error.data.rule === 'reserved' ? 'usernameReserved' : 'usernameInvalid') });
      else if (error instanceof ApiError) showErrorToast(error, t);
    }
  }

  return (
    <ProfileSection title={t('identityTitle')}>
      <PictureRow>
        <Avatar name={user.name} src={user.profilePictureUrl} size={88} />
        <div>
          <HiddenInput ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif" aria-label={t('choosePicture')}
            data-testid="profile-picture-input" onChange={(event) => void pick(event.target.files?.[0])} />
          <Button variant="secondary" isLoading={upload.isPending} onClick={() => fileInput.current?.click()}>
            {user.profilePictureUrl ? t('changePicture') : t('addPicture')}
          </Button>
          {pictureError ? <FieldError role="alert">{pictureError}</FieldError> : null}
        </div>
      </PictureRow>
      <SectionForm noValidate onSubmit={save} aria-label={t('identityTitle')}>
        <TextField label={t('name')} name="name" autoComplete="given-name" maxLength={80} value={name} error={errors.name} onChange={(event) => setName(event.target.value)} />
        <TextField label={t('username')} name="username" autoComplete="username" maxLength={30} value={username} error={errors.username}
          hint={t('usernameRules', { ...USERNAME_LENGTH, count: USERNAME_LENGTH.max })} onChange={(event) => setUsername(event.target.value)}
          adornment={status && !errors.username ? <Status $tone={status.tone} aria-live="polite">{t(status.key)}</Status> : null} />
        <Button type="submit" isLoading={update.isPending || changeUsername.isPending}>
          {t('save')}
        </Button>
      </SectionForm>
    </ProfileSection>
  );
}
