// AI flashcards of the local engine (issue 30): "typically 10–30 for a two-page know", one card per definition, dated
// fact, formula or section, from the document's structure, measured over the demo knows' PDF text layer (the same
// material as the AI evaluation). Before this test: median 6 cards a know, 32 of 42 knows under 10, one with none.
import { describe, expect, it } from 'vitest';
import layer from '../../../../tests/ai-eval/text-layer.json';
import type { TextLayer } from '../../../../tests/ai-eval/text-layer';
import { DEMO_KNOWS } from '../../../db/seed/demo-knows';
import type { AiGeneratedFlashcard, AiPage } from '../../provider';
import { verifyCitations } from '../../verify-citations';
import { flashcards } from '../flashcards';

const KNOWS = DEMO_KNOWS.filter((know) => (layer as TextLayer)[know.key]);
const pagesOf = (key: string): AiPage[] => {
  const know = KNOWS.find((candidate) => candidate.key === key)!;
  return (layer as TextLayer)[key]!.map((text, index) => ({ knowUuid: '00000000-0000-4000-8000-000000000000', knowTitle: know.title, page: index + 1, text, language: know.language }));
};
const cardsOf = (key: string, maxCards = 30): AiGeneratedFlashcard[] => flashcards({ pages: pagesOf(key), language: 'en', maxCards });

describe('AI flashcards from the structure of a know', () => {
  it('makes typically 10–30 cards for a two-page know, each from a sentence of the know', () => {
    const counts = KNOWS.map((know) => {
      const cards = cardsOf(know.key);
      expect(verifyCitations(cards.map((card) => card.source), pagesOf(know.key)), know.key).toHaveLength(cards.length);
      for (const card of cards) {
        expect(card.front.trim(), know.key).not.toBe('');
        expect(card.back.trim(), know.key).not.toBe('');
      }
      expect(new Set(cards.map((card) => card.front.toLowerCase())).size, know.key).toBe(cards.length);
      return cards.length;
    }).sort((a, b) => a - b);
    // Measured on 2026-11-29: median 12, 30 of 42 knows with 10 or more, least 4 (Thalès, mostly worked examples).
    expect(counts[Math.floor(counts.length / 2)]).toBeGreaterThanOrEqual(12);
    expect(counts.filter((count) => count >= 10).length).toBeGreaterThanOrEqual(30);
    expect(counts[0]).toBeGreaterThanOrEqual(4);
    expect(counts.at(-1)).toBeLessThanOrEqual(30);
  });

  it('makes a card of a definition, a dated fact, a formula and a section with the formula it announces', () => {
    const energy = cardsOf('us-energy-conservation');
    expect(energy).toContainEqual(expect.objectContaining({ front: 'Energy', back: 'the ability to do work.' }));
    expect(energy.find((card) => card.front === 'Kinetic energy')?.back).toContain('KE = ½ m v²');
    const revolution = cardsOf('fr-revolution-francaise');
    expect(revolution).toContainEqual(expect.objectContaining({ front: '14 juillet', back: "prise de la Bastille, symbole de l'arbitraire royal." }));
    expect(cardsOf('es-leyes-newton')).toContainEqual(expect.objectContaining({ front: 'Peso', back: 'P = m · g, con g = 9,8 m/s².' }));
    expect(cardsOf('us-american-revolution').map((card) => card.front)).toContain('Saratoga (1777)');
  });

  it('makes no card of an example, an exercise or a box label, and keeps to maxCards in document order', () => {
    for (const know of KNOWS) {
      for (const card of cardsOf(know.key)) {
        expect(card.front, know.key).not.toMatch(/^(?:Beispiel|Rechenbeispiel|Example|Worked example|Exemple|Ejemplo|Esempio|Problema resuelto|Exercice|Exercise|Übung|Aufgabe|Quick check)\b/i);
        expect(card.front, know.key).not.toMatch(/^(?:Merke|Remember|Méthode|Astuce|Piège|Recuerda|Ricorda|Tipp|Exam tip|Lösungen|Solutions|Soluciones)\b/i);
      }
    }
    const all = cardsOf('de-weimarer-republik');
    expect(cardsOf('de-weimarer-republik', 5)).toEqual(all.slice(0, 5));
    expect(all.map((card) => card.source.page)).toEqual([...all.map((card) => card.source.page)].sort());
  });
});
