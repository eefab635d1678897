// Choosing the material the AI works from: knows from the library, the user's own uploads, or a search — or a PDF
// uploaded on the spot through the upload flow of know creation (a private draft is enough for the AI). `onPick`
// receives each chosen know; the chosen ones are shown apart (AttachedKnows).
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { controlLook } from '../../../components/ui/form-field';
import { Tabs } from '../../../components/ui/tabs';
import { AI_LIMITS } from '../../../lib/contracts/ai';
import { HiddenInput, PickButton, useUploadKnow } from '../../know-creation';
import { useLibraryItems } from '../../library';
import { useSearchResults } from '../../search';
import type { PickedKnow } from '../lib/citation-links';
import { useOwnMaterial } from '../lib/own-material';
import { AiErrorMessage } from './ai-error-message';

type Source = 'library' | 'mine' | 'search';

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

export function KnowPicker({ picked, onPick }: { picked: readonly PickedKnow[]; onPick: (know: PickedKnow) => void }) {
  const { t } = useTranslation('ai');
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<Source>('library');
  const pickedUuids = picked.map((know) => know.uuid);
  const full = picked.length >= AI_LIMITS.maxKnows;
  const SOURCES = [
    { value: 'library', label: t('picker.library') },
    { value: 'mine', label: t('picker.mine') },
    { value: 'search', label: t('picker.search') },
  ] as const;
  const pick = (know: PickedKnow) => {
    if (!full) onPick(know);
  };
  return (
    <>
      <Button variant="outline" size="sm" disabled={full} onClick={() => setOpen(true)} data-testid="ai-add-material">
        {t('picker.open')}
      </Button>
      {open ? (
        <Dialog labelledBy={headingId} onClose={() => setOpen(false)} width={560}>
          <Body>
            <h2 id={headingId}>{t('picker.title')}</h2>
            <Tabs label={t('picker.sources')} items={SOURCES} value={source} onChange={setSource}>
              {source === 'library' ? <LibraryChoices picked={pickedUuids} onPick={pick} /> : null}
              {source === 'mine' ? <OwnChoices picked={pickedUuids} onPick={pick} /> : null}
              {source === 'search' ? <SearchChoices picked={pickedUuids} onPick={pick} /> : null}
            </Tabs>
            <Foot>
              <PdfUpload onPick={pick} />
              <Button variant="ghost" onClick={() => setOpen(false)}>
                {t('picker.done')}
              </Button>
            </Foot>
          </Body>
        </Dialog>
      ) : null}
    </>
  );
}
