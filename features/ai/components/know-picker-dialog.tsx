// The know picker's dialog (know-picker.tsx): knows from the library, the user's own uploads, or a search — or a PDF
// uploaded on the spot through the upload flow of know creation (a private draft is enough for the AI). It loads when
// it is first opened, with the library, search and upload code it needs (issue 29).
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { controlLook } from '../../../components/ui/form-field';
import { Tabs } from '../../../components/ui/tabs';
import { HiddenInput, PickButton, useUploadKnow } from '../../know-creation';
import { useLibraryItems } from '../../library';
import { useSearchResults } from '../../search';
import type { PickedKnow } from '../lib/citation-links';
import { useOwnMaterial } from '../lib/own-material';
import { AiErrorMessage } from './ai-error-message';

export type Source = 'library' | 'mine' | 'search';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 24px;
  h2 { margin: 0; font: 800 1.3rem ${({ theme }) => theme.fonts.display}; }
`;

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 12px 0 0;
  display: grid;
  gap: 8px;
  max-height: 45vh;
  overflow-y: auto;
  li { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
  span { overflow-wrap: anywhere; }
`;

const SearchInput = styled.input<{ $invalid?: boolean }>`
  ${controlLook}
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
`;

function ChoiceList({ knows, picked, onPick }: { knows: PickedKnow[]; picked: readonly string[]; onPick: (know: PickedKnow) => void }) {
  const { t } = useTranslation('ai');
  if (knows.length === 0) return <EmptyState title={t('picker.empty')} />;
  return (
    <Choices>
      {knows.map((know) => (
        <li key={know.uuid}>
          <span>{know.title || know.filename}</span>
          <Button size="sm" variant="outline" disabled={picked.includes(know.uuid)} onClick={() => onPick(know)}>
            {picked.includes(know.uuid) ? t('picker.added') : t('picker.add')}
          </Button>
        </li>
      ))}
    </Choices>
  );
}

function LibraryChoices(props: { picked: readonly string[]; onPick: (know: PickedKnow) => void }) {
  const items = useLibraryItems(undefined);
  return <ChoiceList {...props} knows={(items.data?.items ?? []).map(({ know }) => ({ uuid: know.uuid, title: know.title, slug: know.slug }))} />;
}

function OwnChoices(props: { picked: readonly string[]; onPick: (know: PickedKnow) => void }) {
  return <ChoiceList {...props} knows={useOwnMaterial().knows} />;
}

function SearchChoices(props: { picked: readonly string[]; onPick: (know: PickedKnow) => void }) {
  const { t } = useTranslation('ai');
  const [query, setQuery] = useState('');
  const results = useSearchResults({ query, subjectId: null, gradeId: null, knowFormat: null, page: 1 }, {});
  return (
    <>
      <SearchInput type="search" value={query} aria-label={t('picker.searchLabel')} placeholder={t('picker.searchLabel')} onChange={(event) => setQuery(event.target.value)} />
      <ChoiceList {...props} knows={(results.data?.knows ?? []).map((know) => ({ uuid: know.uuid, title: know.title, slug: know.slug }))} />
    </>
  );
}

function PdfUpload({ onPick }: { onPick: (know: PickedKnow) => void }) {
  const { t } = useTranslation('ai');
  const [share, setShare] = useState(0);
  const upload = useUploadKnow(setShare);
  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate([file], { onSuccess: ({ knowUuid, know }) => onPick({ uuid: knowUuid, title: know.title || file.name, slug: know.slug, filename: file.name }) });
  };
  return (
    <div>
      <PickButton $variant="primary" $size="md" aria-disabled={upload.isPending}>
        {upload.isPending ? t('picker.uploading', { percent: Math.round(share * 100) }) : t('picker.upload')}
        <HiddenInput type="file" accept="application/pdf" disabled={upload.isPending} data-testid="ai-pdf-input" onChange={(event) => choose(event.target.files?.[0])} />
      </PickButton>
      {upload.isError ? <AiErrorMessage error={upload.error} /> : null}
    </div>
  );
}

/** The dialog, open; `onPick` gets each chosen know, `onClose` closes it. The source shown is kept by the picker, so
 *  that the dialog opens again where it was left. */
export function KnowPickerDialog({ picked, onPick, onClose, source, onSource }: { picked: readonly string[]; onPick: (know: PickedKnow) => void; onClose: () => void; source: Source; onSource: (source: Source) => void }) {
  const { t } = useTranslation('ai');
  const headingId = useId();
  const SOURCES = [
    { value: 'library', label: t('picker.library') },
    { value: 'mine', label: t('picker.mine') },
    { value: 'search', label: t('picker.search') },
  ] as const;
  return (
    <Dialog labelledBy={headingId} onClose={onClose} width={560}>
      <Body>
        <h2 id={headingId}>{t('picker.title')}</h2>
        <Tabs label={t('picker.sources')} items={SOURCES} value={source} onChange={onSource}>
          {source === 'library' ? <LibraryChoices picked={picked} onPick={onPick} /> : null}
          {source === 'mine' ? <OwnChoices picked={picked} onPick={onPick} /> : null}
          {source === 'search' ? <SearchChoices picked={picked} onPick={onPick} /> : null}
        </Tabs>
        <Foot>
          <PdfUpload onPick={onPick} />
          <Button variant="ghost" onClick={onClose}>
            {t('picker.done')}
          </Button>
        </Foot>
      </Body>
    </Dialog>
  );
}
