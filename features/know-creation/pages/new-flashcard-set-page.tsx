// /app/flashcards/new (issue 31): a first set in one minute — the editor (type, paste, or import a file), one step to
// save it private, then "Study now".
import { ImportFlashcardsPage } from './import-flashcards-page';

export function NewFlashcardSetPage() {
  return <ImportFlashcardsPage flow="study" />;
}
