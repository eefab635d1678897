// The "Save" button of a know: signed in, it opens a dialog to pick a folder (or none, or a new one) and shows whether
// the know is saved; signed out, it leads to sign-in and back. The dialog's code loads on the first click.
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import type { KnowForAnalytics } from '../../../lib/analytics/know-part';
import { useUser } from '../../auth';
import { useLibraryEntry } from '../api/get-library-entry';
import { routes } from '../../../lib/routes/page-routes';

const FolderPickerDialog = dynamic(() => import('./folder-picker-dialog').then((module) => module.FolderPickerDialog), { ssr: false });

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

export type SaveToLibraryButtonProps = {
  knowUuid: string;
  /** The know as the page shows it, for the know part of know_saved / know_unsaved (without it: its uuid alone). */
  know?: KnowForAnalytics;
  /** Where the know is saved when the page already knows it: a folder uuid, null for "no folder", undefined when not
   *  saved or not known (then the button asks the library). */
  savedFolderUuid?: string | null;
};

export function SaveToLibraryButton({ knowUuid, know, savedFolderUuid }: SaveToLibraryButtonProps) {
  const { t } = useTranslation('library');
  const router = useRouter();
  const { data: user } = useUser();
  const signedIn = Boolean(user);
  const entry = useLibraryEntry(knowUuid, { enabled: signedIn });
  const [open, setOpen] = useState(false);

  if (!signedIn) {
    return (
      <ButtonLink href={routes.signIn({ redirect: router.asPath })} prefetch={false} variant="secondary" size="sm">
        <BookmarkIcon filled={false} />
        {t('save.button')}
      </ButtonLink>
    );
  }

  const saved = entry.data !== undefined ? entry.data !== null : savedFolderUuid !== undefined;
  const folderUuid = entry.data !== undefined ? (entry.data?.folderUuid ?? null) : (savedFolderUuid ?? null);
  return (
    <>
      <Button variant={saved ? 'primary' : 'secondary'} size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <BookmarkIcon filled={saved} />
        {saved ? t('save.saved') : t('save.button')}
      </Button>
      {open ? <FolderPickerDialog knowUuid={knowUuid} know={know} saved={saved} folderUuid={folderUuid} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
