// The evaluation of the subject-fit check (server/knows/subject-fit, issue 33) on students' own notes, written before
// the check ran: tuning-notes.ts (looked at while tuning) and held-out-notes.ts (never looked at; reported as totals
// only). Each note is filed, as a knower could file it,
// - under its own subject: the check must let it be (a "false doubt" is a knower told their right choice is wrong,
//   and their know sunk);
// - under each other subject that is not a neighbour of its own (physique-chimie in France, English and English
//   literature in English): the check should name its own subject ("caught"); naming yet another one is "caught,
//   wrong suggestion";
// - under a neighbour of its own: the check must let it be too.
// Also the demo knows (server/db/seed/demo-knows), filed as the demo files them: no doubt. Run by
// `npx tsx tests/subject-fit/evaluate.ts` and by the unit test that holds the budgets.
import { DEMO_KNOWS } from '../../server/db/seed/demo-knows';
import { areNeighbours, betterSubjectFor } from '../../server/knows/subject-fit/subject-fit';
import { VOCABULARY_SUBJECTS } from '../../server/knows/subject-fit/vocabulary/types';
import { HELD_OUT_NOTES } from './held-out-notes';
import type { SubjectNote } from './subject-note';
import { TUNING_NOTES } from './tuning-notes';

/** The budgets, held by the unit test on both parts. */
export const SUBJECT_FIT_BUDGETS = { maxFalseDoubts: 0.02, minCaught: 0.75, minRightSuggestion: 0.9 } as const;

export type SubjectFitPart = 'tuning' | 'held-out';
const PARTS: Record<SubjectFitPart, SubjectNote[]> = { tuning: TUNING_NOTES, 'held-out': HELD_OUT_NOTES };

export type SubjectFitResult = {
  notes: number;
  /** Notes filed under their own subject (or a neighbour) that the check doubted, of all such filings. */
  falseDoubts: number;
  rightFilings: number;
  /** Misfiled notes the check named a better subject for, of all misfilings. */
  caught: number;
  misfilings: number;
  /** Of the caught ones, how many were named their own subject. */
  rightSuggestions: number;
  /** Per language, for tuning (the held-out part is reported as totals only). */
  byLanguage: Record<string, { falseDoubts: number; rightFilings: number; caught: number; misfilings: number }>;
  /** What went wrong, for tuning only. */
  misses: string[];
};

const textOf = (note: { title: string; text: string }) => `${note.title}\n${note.text}`;

export function evaluateSubjectFit(notes: readonly SubjectNote[]): SubjectFitResult {
  const result: SubjectFitResult = { notes: notes.length, falseDoubts: 0, rightFilings: 0, caught: 0, misfilings: 0, rightSuggestions: 0, byLanguage: {}, misses: [] };
  for (const note of notes) {
    const language = (result.byLanguage[note.language] ??= { falseDoubts: 0, rightFilings: 0, caught: 0, misfilings: 0 });
    const text = textOf(note);
    const own = betterSubjectFor({ text, language: note.language, filed: [note.subject] });
    for (const filed of VOCABULARY_SUBJECTS) {
      const better = filed === note.subject ? own : betterSubjectFor({ text, language: note.language, filed: [filed] });
      // Filed under its own subject, or under one the check must not set against it (a neighbour): no doubt expected.
      if (filed === note.subject || areNeighbours(note.language, note.subject, filed)) {
        result.rightFilings += 1;
        language.rightFilings += 1;
        if (better !== null) {
          result.falseDoubts += 1;
          language.falseDoubts += 1;
          result.misses.push(`false doubt: ${note.language} ${note.subject} "${note.title}" filed under ${filed} → ${better}`);
        }
        continue;
      }
      result.misfilings += 1;
      language.misfilings += 1;
      if (better === null) {
        result.misses.push(`not caught: ${note.language} ${note.subject} "${note.title}" filed under ${filed}`);
        continue;
      }
      result.caught += 1;
      language.caught += 1;
      if (better === note.subject) result.rightSuggestions += 1;
      else result.misses.push(`wrong suggestion: ${note.language} ${note.subject} "${note.title}" filed under ${filed} → ${better}`);
    }
  }
  return result;
}

export const evaluatePart = (part: SubjectFitPart) => evaluateSubjectFit(PARTS[part]);

/** The demo knows filed as the demo files them, as notes of their own subject. */
export const DEMO_NOTES: SubjectNote[] = DEMO_KNOWS.flatMap((know) =>
  VOCABULARY_SUBJECTS.includes(know.subject as never) ? [{ language: know.language, subject: know.subject as SubjectNote['subject'], title: `${know.title}\n${know.description}`, text: know.pages.join('\n\n') }] : [],
);

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export function summary(name: string, result: SubjectFitResult): string {
  return `${name}: ${result.notes} notes · false doubts ${result.falseDoubts}/${result.rightFilings} (${(100 * share(result.falseDoubts, result.rightFilings)).toFixed(1)} %) · caught ${result.caught}/${result.misfilings} (${(100 * share(result.caught, result.misfilings)).toFixed(1)} %) · right suggestion ${result.rightSuggestions}/${result.caught} (${(100 * share(result.rightSuggestions, result.caught)).toFixed(1)} %)`;
}

export { share };

if (process.argv[1]?.endsWith('evaluate.ts')) {
  const tuning = evaluatePart('tuning');
  const showMisses = process.argv.includes('--misses');
  console.log(summary('tuning', tuning));
  for (const [language, figures] of Object.entries(tuning.byLanguage)) {
    console.log(`  ${language}: false doubts ${figures.falseDoubts}/${figures.rightFilings} · caught ${figures.caught}/${figures.misfilings}`);
  }
  if (showMisses) for (const miss of tuning.misses) console.log(`  ${miss}`);
  console.log(summary('demo knows', evaluateSubjectFit(DEMO_NOTES)));
  if (showMisses) for (const miss of evaluateSubjectFit(DEMO_NOTES).misses.filter((miss) => miss.startsWith('false'))) console.log(`  ${miss}`);
  if (process.argv.includes('--held-out')) console.log(summary('held-out', evaluatePart('held-out')));
}
