// The exam boards of the countries whose switch `examBoards` is on (spec §6: UK and Turkey) — decision 044.
// A board is what a student picks in onboarding and the profile, what a know is tagged with, and a search filter.
// Board names are proper nouns: shown as written here in every language; the labels around them are translated.
// No zod here (pages' first-load bundles read this); the id's schema is lib/contracts/exam-boards.ts.
import type { CountryCode } from './countries/country-config';
import { hasExamBoards } from './feature-switches';

interface ExamBoard {
  /** Stored on users.exam_board and knows.exam_board; stable, lowercase. */
  readonly id: string;
  /** The board's own name, as students know it. */
  readonly name: string;
}

/**
 * GB: the awarding bodies of GCSE and A level in England, Wales and Northern Ireland, and SQA for Scotland's National
 * 5 and Highers. TR: there are no boards — the national exam a student prepares for is the choice (LGS after year 8;
 * YKS with its sessions TYT, AYT and YDT for university entrance).
 */
export const EXAM_BOARDS = {
  GB: [
    { id: 'aqa', name: 'AQA' },
    { id: 'pearson-edexcel', name: 'Pearson Edexcel' },
    { id: 'ocr', name: 'OCR' },
    { id: 'wjec-eduqas', name: 'WJEC / Eduqas' },
    { id: 'ccea', name: 'CCEA' },
    { id: 'sqa', name: 'SQA' },
  ],
  TR: [
    { id: 'lgs', name: 'LGS' },
    { id: 'yks-tyt', name: 'YKS – TYT' },
    { id: 'yks-ayt', name: 'YKS – AYT' },
    { id: 'yks-ydt', name: 'YKS – YDT' },
  ],
} as const satisfies Partial<Record<CountryCode, readonly ExamBoard[]>>;

type BoardCountry = keyof typeof EXAM_BOARDS;
export type ExamBoardId = (typeof EXAM_BOARDS)[BoardCountry][number]['id'];

const ALL_BOARDS: readonly ExamBoard[] = Object.values(EXAM_BOARDS).flat();
/** Every board's id, of all countries. */
export const EXAM_BOARD_IDS = ALL_BOARDS.map((board) => board.id) as [ExamBoardId, ...ExamBoardId[]];

/** The boards a student of this country can choose; none where the country's switch is off. */
export function examBoardsOf(country: string): readonly ExamBoard[] {
  if (!(country in EXAM_BOARDS) || !hasExamBoards(country as CountryCode)) return [];
  return EXAM_BOARDS[country as BoardCountry];
}

export function isExamBoardOf(country: string, id: string): boolean {
  return examBoardsOf(country).some((board) => board.id === id);
}

/** A page's ?examBoard= filter: the board when it is one of the country's, else null (every know, whatever its board). */
export function examBoardFilter(country: string, query: string | string[] | undefined): ExamBoardId | null {
  return typeof query === 'string' && isExamBoardOf(country, query) ? (query as ExamBoardId) : null;
}

/** The board's name for a stored id; null for none or an id no longer offered. */
export function examBoardName(id: string | null | undefined): string | null {
  return ALL_BOARDS.find((board) => board.id === id)?.name ?? null;
}
