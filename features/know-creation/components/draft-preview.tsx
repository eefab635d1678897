// What a draft holds, under its details form: a flashcard set's cards, or a document's page thumbnails. The cards'
// code (the card renderer and its rich text, about 3 kB gzip) loads through `next/dynamic` for a set only: the
// details and edit pages' first load does not carry it (issue 29).
import dynamic from 'next/dynamic';
import type { KnowDraft } from '../../../lib/contracts/know-creation';
import { PageThumbnails } from './page-thumbnails';

const DraftFlashcards = dynamic(() => import('./draft-flashcards').then((module) => module.DraftFlashcards));

export function DraftPreview({ draft, flashcards }: { draft: KnowDraft; flashcards: boolean }) {
  return flashcards ? <DraftFlashcards knowUuid={draft.uuid} /> : <PageThumbnails know={draft} />;
}
