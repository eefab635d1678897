// The parsers a file sandbox process may run, by task name: the only code that ever decodes or parses a user's file
// (the web process only sniffs a few header bytes, e.g. file-type). Each is
// loaded when first asked for, so that a process reading Anki packages never loads pdf.js and the reverse. Imported by
// the child program alone (sandbox-child.ts); the web process knows the names and types (sandbox-protocol.ts), never
// the parsers. A task either answers once (`run`) or yields its results one at a time on request (`stream`).
import type { CsvColumnMapping } from '../../flashcards/import/parse-csv-file';
import type { QuizletSeparators } from '../../flashcards/import/parse-quizlet-text';

const pdf = () => import('../../knows/documents/render-pages');

export const SANDBOX_TASKS = {
  'pdf.inspect': { run: async ({ data }: { data: Uint8Array }) => (await pdf()).inspectPdf(Buffer.from(data)) },
  'pdf.render': {
    async *stream({ data, maxPages }: { data: Uint8Array; maxPages: number }) {
      yield* (await pdf()).renderPdfPages(Buffer.from(data), { maxPages });
    },
  },
  'image.page': { run: async ({ data, pageNumber }: { data: Uint8Array; pageNumber: number }) => (await pdf()).renderImagePage(Buffer.from(data), pageNumber) },
  'image.profilePicture': { run: async ({ data }: { data: Uint8Array }) => (await import('../../users/profile-picture-image')).toProfilePicture(data) },
  'image.chat': { run: async ({ data, name }: { data: Uint8Array; name: string }) => (await import('../../chats/chat-image-file')).toChatImage(data, name) },
  'flashcards.apkg': { run: async ({ data }: { data: Uint8Array }) => (await import('../../flashcards/anki/read-apkg')).readApkg(data) },
  'flashcards.csv': {
    run: async ({ text, fileName, mapping }: { text: string; fileName?: string; mapping?: CsvColumnMapping }) =>
      (await import('../../flashcards/import/parse-csv-file')).parseCsvFile(text, { fileName, mapping }),
  },
  'flashcards.quizlet': {
    run: async ({ text, separators }: { text: string; separators: QuizletSeparators }) => (await import('../../flashcards/import/parse-quizlet-text')).parseQuizletText(text, separators),
  },
};
