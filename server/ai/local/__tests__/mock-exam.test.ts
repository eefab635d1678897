import { describe, expect, it } from 'vitest';
import { DEMO_KNOWS } from '../../../db/seed/demo-knows';
import { notePageText } from '../../../db/seed/demo-knows/types';
import type { AiPage } from '../../provider';
import { gradeExam } from '../../grade-exam';
import { verifyCitations } from '../../verify-citations';
import { enginePhrases } from '../engine-phrases';
import { createLocalProvider } from '../local-provider';
import { definitionsOf } from '../definitions';
import { standsFor } from '../mock-exam';

const pagesOf = (key: string): AiPage[] => {
  const know = DEMO_KNOWS.find((candidate) => candidate.key === key)!;
  return know.pages.map((markup, index) => ({ knowUuid: '11111111-1111-4111-8111-111111111111', knowTitle: know.title, page: index + 1, text: notePageText(markup), language: know.language }));
};

describe('local mock exams', () => {
  const provider = createLocalProvider();
  const pages = [...pagesOf('us-mitosis'), ...pagesOf('us-water-cycle').map((page) => ({ ...page, knowUuid: '22222222-2222-4222-8222-222222222222' }))];

  it('makes well-formed questions of every kind, each with a valid source, and grades its own answer key right', async () => {
    const questions = await provider.mockExam({ pages, language: 'en', questionCount: 12 });
    expect(questions).toHaveLength(12);
    expect(new Set(questions.map((question) => question.kind))).toEqual(new Set(['multiple-choice', 'cloze', 'true-false', 'short-answer']));
    expect(verifyCitations(questions.map((question) => question.source), pages)).toHaveLength(12);
    for (const question of questions) {
      if (question.kind === 'multiple-choice') {
        expect(question.options).toHaveLength(4);
        expect(new Set(question.options).size).toBe(4);
        expect(question.options).toContain(question.answer);
      }
      if (question.kind === 'cloze') {
        expect(question.prompt).toContain('_____');
        expect(question.source.quote).toContain(question.answer);
      }
      if (question.kind === 'true-false') {
        expect(['true', 'false']).toContain(question.answer);
        if (question.answer === 'true') expect(question.prompt).toContain(question.source.quote);
        else expect(question.prompt).not.toContain(question.source.quote);
      }
    }
    expect(gradeExam(questions, questions.map((question) => question.answer)).score).toBe(12);
    expect(gradeExam(questions, questions.map(() => 'no idea')).score).toBe(0);
  });

  it('is deterministic for the same input, and the student’s words pick the material', async () => {
    const first = await provider.mockExam({ pages, language: 'en', questionCount: 6 });
    expect(await provider.mockExam({ pages, language: 'en', questionCount: 6 })).toEqual(first);
    const narrowed = await provider.mockExam({ pages, language: 'en', questionCount: 4, userInput: 'only the water cycle: evaporation, precipitation' });
    expect(narrowed.filter((question) => question.source.knowUuid === '22222222-2222-4222-8222-222222222222').length).toBeGreaterThanOrEqual(3);
  });

  it('falsifies a true/false statement only with a term that fits the sentence’s grammar (issue 30: never "viele Zelle ablaufen")', async () => {
    expect(standsFor('Zelle', 'Prozesse', 'de')).toBe(false);
    expect(standsFor('Ribosomen', 'Mitochondrien', 'de')).toBe(true);
    expect(standsFor('la parete cellulare', 'la membrana', 'it')).toBe(false);
    expect(standsFor('chloroplasts', 'ribosomes', 'en')).toBe(true);
    expect(standsFor('chloroplast', 'ribosomes', 'en')).toBe(false);
    let falsified = 0;
    // Every third two-page demo know (all content languages): the whole set took half a minute on a busy machine.
    for (const know of DEMO_KNOWS.filter((candidate) => candidate.pages.length >= 2).filter((_, index) => index % 3 === 0)) {
      const questions = await provider.mockExam({ pages: pagesOf(know.key), language: know.language, questionCount: 16 });
      const terms = definitionsOf(pagesOf(know.key)).map((definition) => definition.term);
      const [before, after] = enginePhrases(know.language).trueFalse.split('{text}') as [string, string];
      for (const question of questions.filter((candidate) => candidate.kind === 'true-false' && candidate.answer === 'false')) {
        const statement = question.prompt.slice(before.length, question.prompt.length - after.length);
        const source = question.source.quote;
        // The term put in (a defined term of the know) and the words it took the place of.
        const swapped = terms.flatMap((term) => {
          const at = statement.indexOf(term);
          const length = source.length - (statement.length - term.length);
          if (at < 0 || length <= 0 || statement.slice(0, at) !== source.slice(0, at) || statement.slice(at + term.length) !== source.slice(at + length)) return [];
          return [{ term, key: source.slice(at, at + length) }];
        });
        expect(swapped.length, `${know.key}: ${statement}`).toBeGreaterThan(0);
        expect(swapped.some(({ term, key }) => standsFor(term, key, know.language)), `${know.key}: ${statement}`).toBe(true);
        falsified += 1;
      }
    }
    expect(falsified).toBeGreaterThan(5);
  });

  it('writes its prompts in the asker’s language', async () => {
    const [question] = await provider.mockExam({ pages: pagesOf('de-photosynthese'), language: 'de', questionCount: 1 });
    expect(question!.prompt).toMatch(/^Welcher Begriff wird hier beschrieben\?/);
  });
});

describe('local flashcards', () => {
  it('turns "term: definition" lines into cards with valid sources, skipping box labels', async () => {
    const pages = pagesOf('de-photosynthese');
    const cards = await createLocalProvider().flashcards({ pages, language: 'de', maxCards: 50 });
    expect(cards).toContainEqual(expect.objectContaining({ front: 'Stroma', back: 'Grundsubstanz um die Thylakoide – Ort des Calvin-Zyklus.' }));
    expect(cards.map((card) => card.front)).not.toContain('Merke');
    expect(verifyCitations(cards.map((card) => card.source), pages)).toHaveLength(cards.length);
    expect(await createLocalProvider().flashcards({ pages, language: 'de', maxCards: 2 })).toHaveLength(2);
  });

  it('reads the terms of bulleted and numbered lines as the PDF text layer keeps them ("• Stroma: …", "2. Fixierung: …")', async () => {
    const pages: AiPage[] = [{ knowUuid: '11111111-1111-4111-8111-111111111111', knowTitle: 'Photosynthese', page: 1, text: '• Stroma: Grundsubstanz um die Thylakoide – Ort des Calvin-Zyklus.\n2. Fixierung: Das Enzym RuBisCO bindet CO₂ an Ribulose-1,5-bisphosphat.', language: 'de' }];
    const cards = await createLocalProvider().flashcards({ pages, language: 'de', maxCards: 5 });
    expect(cards.map((card) => card.front)).toEqual(['Stroma', 'Fixierung']);
    expect(cards[0]!.source.quote).toBe('• Stroma: Grundsubstanz um die Thylakoide – Ort des Calvin-Zyklus.');
  });

  it('finds "X is a …" definitions', async () => {
    const pages: AiPage[] = [{ knowUuid: '11111111-1111-4111-8111-111111111111', knowTitle: 'Energy', page: 1, text: 'Kinetic energy is the energy of a moving object.', language: 'en' }];
    expect(await createLocalProvider().flashcards({ pages, language: 'en', maxCards: 5 })).toEqual([
      { front: 'Kinetic energy', back: 'the energy of a moving object.', source: { knowUuid: pages[0]!.knowUuid, page: 1, quote: 'Kinetic energy is the energy of a moving object.' } },
    ]);
  });
});
