// The problems of an import grouped by reason (security issue 28): each reason's count and its first five places, so
// that an answer stays small whatever the input holds.
import { describe, expect, it } from 'vitest';
import { flashcardImportPreviewSchema } from '../../../../lib/contracts/flashcards';
import { parseCsvFile } from '../parse-csv-file';
import { parseQuizletText } from '../parse-quizlet-text';
import { problemCollector } from '../problem-collector';

describe('problemCollector', () => {
  it('counts each reason and keeps its first five places, in the order the reasons first occur', () => {
    const problems = problemCollector();
    for (let line = 1; line <= 7; line++) problems.add('EMPTY_BACK', { line });
    problems.add('UNCLOSED_QUOTE', { line: 8 });
    problems.add('EMPTY_BACK', { line: 9 });
    expect(problems.groups()).toEqual([
      { reason: 'EMPTY_BACK', count: 8, examples: [{ line: 1 }, { line: 2 }, { line: 3 }, { line: 4 }, { line: 5 }] },
      { reason: 'UNCLOSED_QUOTE', count: 1, examples: [{ line: 8 }] },
    ]);
  });

  it('keeps an Anki note’s note type with its place', () => {
    const problems = problemCollector();
    problems.add('UNSUPPORTED_NOTE_TYPE', { note: 4, noteType: 'Image Occlusion' });
    expect(problems.groups()).toEqual([{ reason: 'UNSUPPORTED_NOTE_TYPE', count: 1, examples: [{ note: 4, noteType: 'Image Occlusion' }] }]);
  });

  it('answers the same few hundred bytes for 100,000 problems as for 10', () => {
    const sizeFor = (count: number) => {
      const problems = problemCollector();
      for (let note = 1; note <= count; note++) problems.add(note % 2 ? 'UNSUPPORTED_NOTE_TYPE' : 'MISSING_IMAGE', { note, noteType: 'Image Occlusion Enhanced' });
      return JSON.stringify(problems.groups()).length;
    };
    const small = sizeFor(10);
    const large = sizeFor(100_000);
    expect(large).toBeLessThan(small + 20);
    expect(large).toBeLessThan(1_000);
  });
});

describe('a text import with 100,000 lines it cannot read', () => {
  it('answers a preview of a few hundred bytes that fits the contract (it was one problem per line: 3.7 MB)', () => {
    const text = Array.from({ length: 100_000 }, (_, index) => `term ${index + 1}`).join('\n');
    for (const result of [parseQuizletText(text), parseCsvFile(text.replaceAll('\n', ',\n'))]) {
      const answer = JSON.stringify(flashcardImportPreviewSchema.parse(result));
      expect(result.problems).toEqual([{ reason: 'EMPTY_BACK', count: 100_000, examples: [1, 2, 3, 4, 5].map((line) => ({ line })) }]);
      expect(answer.length).toBeLessThan(1_000);
    }
  }, 60_000);
});
