// The subject-fit check (decision 051) on its own: what makes a subject "better", what never does.
import { describe, expect, it } from 'vitest';
import { DEMO_SUBJECTS } from '../../../db/seed/demo-content';
import { areNeighbours, betterSubjectFor, MIN_EVIDENCE, subjectScoresOf } from '../subject-fit';
import { VOCABULARIES } from '../vocabulary';
import { VOCABULARY_SUBJECTS } from '../vocabulary/types';

const GEOGRAPHY_DE = `Klimazonen der Erde: Tropen, Subtropen, gemäßigte Zone, Polarzone. Passatzirkulation und innertropische
Konvergenzzone (ITC) erklären die Regenzeit. Klimadiagramm lesen: Niederschlag in mm (Balken), Temperatur (Linie); humid
wenn Niederschlag über der Temperaturkurve liegt, arid wenn darunter. Vegetationszonen: tropischer Regenwald, Savanne, Wüste.`;

describe('betterSubjectFor', () => {
  it('names the subject a text clearly belongs to when it is filed under another', () => {
    expect(betterSubjectFor({ text: GEOGRAPHY_DE, language: 'de', filed: ['history'] })).toBe('geography');
    expect(betterSubjectFor({ text: GEOGRAPHY_DE, language: 'de', filed: ['mathematics'] })).toBe('geography');
  });

  it('lets a text be when it is filed under its subject, or under it among others', () => {
    expect(betterSubjectFor({ text: GEOGRAPHY_DE, language: 'de', filed: ['geography'] })).toBeNull();
    expect(betterSubjectFor({ text: GEOGRAPHY_DE, language: 'de', filed: ['history', 'geography'] })).toBeNull();
  });

  it('does not tell from a few words, nor for a subject or a language without a vocabulary', () => {
    expect(betterSubjectFor({ text: 'Klimadiagramm', language: 'de', filed: ['history'] })).toBeNull();
    expect(betterSubjectFor({ text: GEOGRAPHY_DE, language: 'de', filed: ['philosophy'] })).toBeNull();
    expect(betterSubjectFor({ text: GEOGRAPHY_DE, language: 'de', filed: [] })).toBeNull();
    expect(betterSubjectFor({ text: GEOGRAPHY_DE, language: 'ja', filed: ['history'] })).toBeNull();
  });

  it('never sets neighbours against each other: physique-chimie in France, English and its literature in English', () => {
    expect(areNeighbours('fr', 'physics', 'chemistry')).toBe(true);
    expect(areNeighbours('en-GB', 'literature', 'english')).toBe(true);
    expect(areNeighbours('de', 'physics', 'chemistry')).toBe(false);
    const acids = `Les acides et les bases : pH = -log[H3O+], une solution acide a un pH inférieur à 7. Réaction acido-basique,
      dosage par titrage avec un indicateur coloré, équivalence. Les ions hydronium et hydroxyde, la molécule d'eau.`;
    expect(betterSubjectFor({ text: acids, language: 'fr', filed: ['physics'] })).toBeNull();
  });
});

describe('the vocabularies', () => {
  it('cover every catalogue language and every subject with enough distinct words', () => {
    // Every language the demo catalogue names its subjects in.
    expect(Object.keys(VOCABULARIES).sort()).toEqual(Object.keys(DEMO_SUBJECTS[0]!.names).sort());
    for (const [language, vocabulary] of Object.entries(VOCABULARIES)) {
      for (const subject of VOCABULARY_SUBJECTS) {
        const words = new Set(vocabulary[subject].split(/\s+/).filter(Boolean));
        expect(words.size, `${language} ${subject}`).toBeGreaterThanOrEqual(100);
        // Each subject's own words, read as a text, score it above MIN_EVIDENCE and above every other subject.
        const scores = subjectScoresOf(vocabulary[subject], language)!;
        expect(scores[subject], `${language} ${subject}`).toBeGreaterThan(MIN_EVIDENCE);
        for (const other of VOCABULARY_SUBJECTS) if (other !== subject) expect(scores[subject], `${language} ${subject} vs ${other}`).toBeGreaterThan(scores[other]);
      }
    }
  });
});
