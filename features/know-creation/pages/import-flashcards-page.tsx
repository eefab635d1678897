// /knows/create/import-flashcards: a flashcard set made four ways — typed in the editor, Quizlet's export text pasted,
// a CSV/TSV file, an Anki package. Every import is previewed first (how many cards, each line or note it could not
// read and why); "Create" makes a draft flashcard know and leads on to the details page (hasFlashcards=true), whose
// publishing ends on /knows with the congratulations dialog. The same page in the `study` flow (/app/flashcards/new,
// issue 31) saves the set private in one step and offers "Study now", publishing being a later choice.
import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormAlert } from '../../../components/form/form-alert';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { track } from '../../../lib/analytics/track';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import type { FlashcardImportPreview, FlashcardNoteInput, FlashcardTextImport } from '../../../lib/contracts/flashcards';
import { ApiError } from '../../../lib/errors/api-error';
import { titleFromFilename } from '../../../lib/knows/title-from-filename';
import { useCreateFlashcardKnow } from '../api/create-flashcard-know';
import { useImportFlashcards, type FlashcardImportRequest } from '../api/import-flashcards';
import { CreationHeader, CreationWrap } from '../components/creation-layout';
import type { CsvFile } from '../components/csv-import';
import { FlashcardEditor } from '../components/flashcard-editor';
import { CARRIED_QUERY, detailsPath, firstValue, uploadPath } from '../lib/creation-paths';
import { editorCardsOfPreview, emptyCard, notesOfEditorCards, type EditorCard } from '../lib/editor-cards';
import { fileKindOf, importErrorOf } from '../lib/import-errors';
import { INITIAL_QUIZLET_STATE, type QuizletState } from '../lib/quizlet-separators';

// The editor is the first view; the imports behind the other tabs, the preview and the saved set's panel load through
// `next/dynamic` when shown (issue 29).
const QuizletImport = dynamic(() => import('../components/quizlet-import').then((module) => module.QuizletImport));
const CsvImport = dynamic(() => import('../components/csv-import').then((module) => module.CsvImport));
const AnkiImport = dynamic(() => import('../components/anki-import').then((module) => module.AnkiImport));
const ImportPreview = dynamic(() => import('../components/import-preview').then((module) => module.ImportPreview));
const SavedFlashcardSet = dynamic(() => import('../components/saved-flashcard-set').then((module) => module.SavedFlashcardSet));

const SOURCES = ['editor', 'quizlet', 'csv', 'anki'] as const;
type Source = (typeof SOURCES)[number];
type ImportSource = Exclude<Source, 'editor'>;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 18px;
  padding-top: 20px;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const FILE_TYPES = { csv: 'text/csv', tsv: 'text/tab-separated-values', apkg: 'application/octet-stream' } as const;

const isSource = (value: string | undefined): value is Source => (SOURCES as readonly string[]).includes(value ?? '');

/** 'publish': created as a draft, then described and published on the details page; 'study': saved private, then
 *  studied at once. */
export type FlashcardCreationFlow = 'publish' | 'study';

export function ImportFlashcardsPage({ flow = 'publish' }: { flow?: FlashcardCreationFlow }) {
  const { t } = useTranslation('upload');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [savedUuid, setSavedUuid] = useState<string | null>(null);
  const requested = firstValue(router.query.source);
  const [chosenTab, setTab] = useState<Source | null>(null);
  const tab = chosenTab ?? (isSource(requested) ? requested : 'editor');
  // A fixed id for the first row: the server's and the browser's first render agree.
  const [cards, setCards] = useState<EditorCard[]>(() => [{ ...emptyCard(), id: 'card-first' }]);
  /** "Keep my progress" as chosen in the import preview the editor's rows were opened from. */
  const [editorKeepsProgress, setEditorKeepsProgress] = useState(false);
  const [quizlet, setQuizlet] = useState<QuizletState>(INITIAL_QUIZLET_STATE);
  const [csvFile, setCsvFile] = useState<CsvFile | null>(null);
  const [apkgName, setApkgName] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ source: ImportSource; data: FlashcardImportPreview; title?: string } | null>(null);
  const [problem, setProblem] = useState<{ source: Source; text: string } | null>(null);
  const importFlashcards = useImportFlashcards();
  const createKnow = useCreateFlashcardKnow();

  async function runImport(source: ImportSource, request: FlashcardImportRequest, title?: string) {
    setProblem(null);
    try {
      const data = await importFlashcards.mutateAsync(request);
      setPreview({ source, data, title });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setPreview(null);
      const refused = importErrorOf(error);
      if (refused) setProblem({ source, text: t(`flashcards.importErrors.${refused}`) });
      else showErrorToast(error, t);
    }
  }

  async function chooseFile(source: 'csv' | 'anki', file: File) {
    setPreview(null);
    const kind = fileKindOf(file.name);
    if (!kind || (source === 'csv' ? kind === 'apkg' : kind !== 'apkg')) {
      setProblem({ source, text: t(`flashcards.importErrors.${source === 'csv' ? 'notCsv' : 'notApkg'}`) });
      return;
    }
    if (source === 'csv') setCsvFile({ name: file.name, text: await file.text(), isTsv: kind === 'tsv' });
    else setApkgName(file.name);
    // Sent with the type its name says (Excel on Windows declares a CSV file as application/vnd.ms-excel, and an
    // .apkg has none); the server reads the content anyway.
    const typed = new File([file], file.name, { type: FILE_TYPES[kind] });
    await runImport(source, { kind: 'file', file: typed }, titleFromFilename(file.name) || undefined);
  }

  async function create(source: Source, notes: FlashcardNoteInput[], title?: string, keepProgress = false) {
    setProblem(null);
    try {
      const { knowUuid } = await createKnow.mutateAsync({ cards: notes, ...(title ? { title } : {}), ...(keepProgress ? { keepProgress } : {}) });
      track('know_upload_completed', { value: `flashcards_${source}`, valueId: String(notes.length), know: { knowUuid, format: 'FLASHCARDS' } });
      if (flow === 'study') {
        // The user's sets and today's cards now hold this set.
        void queryClient.invalidateQueries();
        setSavedUuid(knowUuid);
        return;
      }
      const carried = Object.fromEntries(CARRIED_QUERY.flatMap((key) => (firstValue(router.query[key]) ? [[key, firstValue(router.query[key])!]] : [])));
      await router.push({ pathname: detailsPath('site'), query: { ...carried, knowUuid, hasFlashcards: 'true' } });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      track('know_upload_failed', { value: error.type });
      const card = typeof error.data.card === 'number' ? error.data.card : null;
      if (error.type === 'FormValidationError') setProblem({ source, text: card ? t('flashcards.createErrorOfCard', { number: card }) : t('flashcards.createError') });
      else showErrorToast(error, t);
    }
  }

  async function createFromEditor() {
    const result = notesOfEditorCards(cards);
    if (!result.ok) {
      setProblem({
        source: 'editor',
        text: result.problem === 'noCards' ? t('flashcards.editor.problems.noCards') : t(`flashcards.editor.problems.${result.problem.problem}`, { number: result.problem.card }),
      });
      return;
    }
    // An imported history goes with the rows as the preview's choice said (rows left as they came keep theirs).
    await create('editor', result.notes, undefined, editorKeepsProgress);
  }

  function editPreview({ keepProgress }: { keepProgress: boolean }) {
    if (!preview) return;
    setEditorKeepsProgress(keepProgress);
    setCards(editorCardsOfPreview(preview.data.cards));
    setPreview(null);
    setTab('editor');
  }

  const busy = importFlashcards.isPending;
  const shownPreview = preview && preview.source === tab ? preview : null;
  const panels: Record<Source, ReactNode> = {
    editor: (
      <>
        <FlashcardEditor cards={cards} onChange={setCards} />
        <Footer>
          <Button onClick={createFromEditor} data-testid="create-flashcards-from-editor">
            {flow === 'study' ? t('flashcards.newSet.save') : t('flashcards.createFromEditor')}
          </Button>
        </Footer>
      </>
    ),
    quizlet: <QuizletImport state={quizlet} onChange={setQuizlet} onPreview={(body) => runImport('quizlet', { kind: 'text', body })} />,
    csv: (
      <CsvImport
        file={csvFile}
        preview={preview?.source === 'csv' ? preview.data : null}
        busy={busy}
        onFile={(file) => void chooseFile('csv', file)}
        onMapping={(body: FlashcardTextImport) => void runImport('csv', { kind: 'text', body }, preview?.title)}
      />
    ),
    anki: <AnkiImport fileName={apkgName} busy={busy} onFile={(file) => void chooseFile('anki', file)} />,
  };

  if (savedUuid) {
    return (
      <CreationWrap>
        <PageMeta title={t('flashcards.newSet.title')} noindex />
        <SavedFlashcardSet knowUuid={savedUuid} />
      </CreationWrap>
    );
  }

  return (
    <CreationWrap>
      <PageMeta title={flow === 'study' ? t('flashcards.newSet.title') : t('flashcards.title')} noindex />
      {flow === 'study' ? (
        <CreationHeader title={t('flashcards.newSet.title')} lead={t('flashcards.newSet.lead')} />
      ) : (
        <CreationHeader
          step={t('stepUpload')}
          title={t('flashcards.title')}
          lead={
            <>
              {t('flashcards.lead')} <Link href={uploadPath('site')}>{t('flashcards.uploadDocumentInstead')}</Link>
            </>
          }
        />
      )}
      <Tabs
        label={t('flashcards.sourcesLabel')}
        items={SOURCES.map((source) => ({ value: source, label: t(`flashcards.sources.${source}`) }))}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setProblem(null);
        }}
        busy={busy}
      >
        <Panel>
          {panels[tab]}
          {problem?.source === tab ? (
            <div data-testid="flashcard-import-problem">
              <FormAlert>{problem.text}</FormAlert>
            </div>
          ) : null}
          {shownPreview ? (
            <ImportPreview preview={shownPreview.data} onCreate={({ keepProgress }) => create(shownPreview.source, shownPreview.data.cards, shownPreview.title, keepProgress)} onEdit={editPreview} />
          ) : null}
        </Panel>
      </Tabs>
    </CreationWrap>
  );
}
