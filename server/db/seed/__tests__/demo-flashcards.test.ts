import { describe, expect, it } from 'vitest';
import { KNOW_DESCRIPTION_MAX_LENGTH, KNOW_TITLE_MAX_LENGTH } from '../../../../config/know-uploads';
import { countrySites } from '../../../../config/countries/countries';
import { isSupportedCountryCode } from '../../../../config/countries/country-config';
import { cardOrdinals, normalizeNote } from '../../../../lib/flashcards/card-model';
import { clozeAnswered, clozeNumbers } from '../../../../lib/flashcards/cloze';
import { plainTextOf } from '../../../../lib/flashcards/rich-text';
import { containsBannedWord, titleProblem } from '../../../knows/review-rules';
import { catalogueLanguageOf, DEMO_KNOWLEDGE, DEMO_TOPICS, type KnowledgeSeed } from '../demo-catalogue-tree';
import { DEMO_GRADES, DEMO_KNOWERS, DEMO_KNOWS, DEMO_SUBJECTS } from '../demo-content';
import { DEMO_FLASHCARD_SETS } from '../demo-flashcards';

const sets = DEMO_FLASHCARD_SETS.map((set) => [set.key, set] as const);
const cardCount = (set: (typeof DEMO_FLASHCARD_SETS)[number]) => set.notes.reduce((count, note) => count + cardOrdinals(normalizeNote(note)).length, 0);
const textOf = (set: (typeof DEMO_FLASHCARD_SETS)[number]) =>
  [set.title, set.description, ...set.notes.flatMap((note) => [plainTextOf(clozeAnswered(note.front)), plainTextOf(note.back)])].join('\n');

const knowledgePaths = (nodes: KnowledgeSeed[], prefix = ''): string[] =>
  nodes.flatMap((node) => (node.children?.length ? knowledgePaths(node.children, `${prefix}${node.slug}/`) : [`${prefix}${node.slug}`]));

describe('the demo flashcard sets', () => {
  it('are at least 12, in at least 6 languages, each with its own key and title', () => {
    expect(DEMO_FLASHCARD_SETS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_FLASHCARD_SETS.map((set) => catalogueLanguageOf(set.language))).size).toBeGreaterThanOrEqual(6);
    const keys = [...DEMO_FLASHCARD_SETS, ...DEMO_KNOWS].map((know) => know.key);
    expect(new Set(keys).size).toBe(keys.length);
    const titles = [...DEMO_FLASHCARD_SETS, ...DEMO_KNOWS].map((know) => know.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('give the German site a “Zellorganellen” biology set, “Englisch Vokabeln – Unit 3” with reversed cards and a history set', () => {
    const german = DEMO_FLASHCARD_SETS.filter((set) => set.country === 'DE');
    expect(german.length).toBeGreaterThanOrEqual(3);
    expect(german.find((set) => set.title === 'Zellorganellen')?.subject).toBe('biology');
    const vocabulary = german.find((set) => set.title === 'Englisch Vokabeln – Unit 3');
    expect(vocabulary?.subject).toBe('english');
    expect(vocabulary?.notes.every((note) => note.kind === 'reversed')).toBe(true);
    expect(german.some((set) => set.subject === 'history')).toBe(true);
  });

  it('hold vocabulary with reversed cards, a cloze set and history dates', () => {
    const kinds = (kind: string) => DEMO_FLASHCARD_SETS.filter((set) => set.notes.every((note) => note.kind === kind));
    expect(kinds('reversed').length).toBeGreaterThanOrEqual(3);
    expect(kinds('cloze').length).toBeGreaterThanOrEqual(2);
    expect(DEMO_FLASHCARD_SETS.filter((set) => set.subject === 'history').length).toBeGreaterThanOrEqual(4);
  });

  it.each(sets)('%s has 12 to 25 notes and cards, each with a front and a back or a cloze deletion, in the allowed rich text', (_key, set) => {
    expect(set.notes.length).toBeGreaterThanOrEqual(12);
    expect(cardCount(set)).toBeGreaterThanOrEqual(12);
    expect(cardCount(set)).toBeLessThanOrEqual(25);
    for (const note of set.notes) {
      // Written in the subset createFlashcardKnow keeps: sanitizing changes nothing.
      expect(normalizeNote(note)).toEqual(note);
      expect(plainTextOf(note.front).trim()).not.toBe('');
      if (note.kind === 'cloze') expect(clozeNumbers(note.front).length).toBeGreaterThan(0);
      else expect(plainTextOf(note.back).trim()).not.toBe('');
    }
    const fronts = set.notes.map((note) => plainTextOf(note.front));
    expect(new Set(fronts).size).toBe(fronts.length);
  });

  it.each(sets)('%s is written in its site’s content language by a demo knower of that site', (_key, set) => {
    if (!isSupportedCountryCode(set.country)) throw new Error(`Unknown country ${set.country}`);
    expect(set.language).toBe(countrySites([set.country])[0]!.entry.language.code);
    const knower = DEMO_KNOWERS.find((candidate) => candidate.username === set.knower);
    expect(knower?.country).toBe(set.country);
    expect(knower?.language).toBe(set.language);
  });

  it.each(sets)('%s passes the automatic review: a real title and a one-line description', (_key, set) => {
    expect(titleProblem(set.title)).toBeNull();
    expect(set.title.length).toBeLessThanOrEqual(KNOW_TITLE_MAX_LENGTH);
    expect(containsBannedWord(`${set.title}\n${set.description}`, set.language)).toBe(false);
    expect(set.description.length).toBeGreaterThan(20);
    expect(set.description.length).toBeLessThanOrEqual(KNOW_DESCRIPTION_MAX_LENGTH);
    expect(set.description).toMatch(/^[^\n]+\.$/);
  });

  it.each(sets)('%s is filed under a subject of its site, grades of its country and a topic of that subject', (_key, set) => {
    const language = catalogueLanguageOf(set.language);
    expect(DEMO_SUBJECTS.find((subject) => subject.slug === set.subject)?.names[language]).toBeTruthy();
    const countryGrades = DEMO_GRADES.find((grade) => grade.country === set.country)?.names;
    expect(set.grades.length).toBeGreaterThan(0);
    for (const level of set.grades) expect(countryGrades?.has(level)).toBe(true);
    const [parentSlug, childSlug] = set.topic.split('/');
    const parent = DEMO_TOPICS[language]?.find((topic) => topic.slug === parentSlug);
    expect(parent?.subject).toBe(set.subject);
    expect(parent?.children.some((child) => child.slug === childSlug)).toBe(true);
    if (set.knowledge) expect(knowledgePaths(DEMO_KNOWLEDGE[language] ?? [])).toContain(set.knowledge);
  });

  // The browser journeys (tests/e2e/search.spec.ts, know-upload.spec.ts) count exactly one German result for these
  // words, and look for the French demo know “La Révolution française” by a name that must match one link only.
  it('leave the words the browser journeys count out of German sets, and “La Révolution française” out of French titles', () => {
    const german = DEMO_FLASHCARD_SETS.filter((set) => set.language === 'de').map((set) => textOf(set).toLowerCase());
    for (const word of ['stroma', 'photosynthese', 'fotosynthese', 'photosynthse', 'telophase', 'telofase']) expect(german.filter((text) => text.includes(word))).toEqual([]);
    const french = DEMO_FLASHCARD_SETS.filter((set) => set.language === 'fr').map((set) => `${set.title} ${set.description}`.toLowerCase());
    expect(french.filter((text) => text.includes('la révolution française'))).toEqual([]);
  });
});
