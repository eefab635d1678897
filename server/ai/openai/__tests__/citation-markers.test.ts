import { describe, expect, it } from 'vitest';
import { renumberCitations, withoutCitationMarkers } from '../citation-markers';
import { citationsOf } from '../cite-text';
import { PHOTOSYNTHESIS, ZELLATMUNG } from './material';

/** Streams `deltas` through a renumbering, as the answer does. */
function streamed(deltas: string[], passageCount: number) {
  const markers = renumberCitations(passageCount);
  const shown = deltas.map((delta) => markers.push(delta));
  return { text: shown.join('') + markers.flush(), shown, order: markers.passagesInOrder() };
}

describe('citation markers of a streamed answer', () => {
  it('are renumbered [1], [2]… in order of first use', () => {
    expect(streamed(['Glucose is split [3]. Light is caught [1], then glucose again [3].'], 3)).toMatchObject({
      text: 'Glucose is split [1]. Light is caught [2], then glucose again [1].',
      order: [3, 1],
    });
  });

  it('hold back a marker split over two deltas until it is whole', () => {
    const { shown, text, order } = streamed(['Light is caught [', '1', '2', '] and stored.'], 12);
    expect(shown).toEqual(['Light is caught ', '', '', '[1] and stored.']);
    expect(text).toBe('Light is caught [1] and stored.');
    expect(order).toEqual([12]);
  });

  it('split a list of passages into markers and drop numbers that name no passage', () => {
    expect(streamed(['Both say so [2, 1]. Nowhere [7]. Twice [1,1].'], 2)).toMatchObject({ text: 'Both say so [1][2]. Nowhere . Twice [2].', order: [2, 1] });
  });

  it('let text with an unclosed bracket through at the end', () => {
    expect(streamed(['An interval [0, 1'], 2).text).toBe('An interval [0, 1');
  });

  it('are taken out of earlier answers', () => {
    expect(withoutCitationMarkers('Light is caught [1]. Glucose is split [2][3] .')).toBe('Light is caught. Glucose is split.');
  });
});

describe('the citations of a text', () => {
  it('quote, for each marker, the sentence of its passage that best matches the sentences carrying it', () => {
    const photosynthesis = { ...PHOTOSYNTHESIS, text: 'Photosynthesis turns light energy into chemical energy. It takes place in the chloroplasts of plant cells.' };
    const text = 'It happens in the chloroplasts of plant cells. [1] Zellatmung findet in den Mitochondrien statt [2].';
    expect(citationsOf(text, [1, 2], [photosynthesis, ZELLATMUNG], 'en')).toEqual([
      { knowUuid: PHOTOSYNTHESIS.knowUuid, page: PHOTOSYNTHESIS.page, quote: 'It takes place in the chloroplasts of plant cells.' },
      { knowUuid: ZELLATMUNG.knowUuid, page: ZELLATMUNG.page, quote: 'Die Zellatmung findet in den Mitochondrien statt.' },
    ]);
  });

  it('cut a long sentence at a word boundary, still a verbatim part of the page', () => {
    const longPage = { ...PHOTOSYNTHESIS, text: `Chlorophyll ${'absorbs light '.repeat(40)}in the leaves.` };
    const [citation] = citationsOf('Chlorophyll absorbs light [1].', [1], [longPage], 'en');
    expect(citation!.quote.length).toBeLessThanOrEqual(300);
    expect(citation!.quote).toMatch(/^Chlorophyll (absorbs light )+(absorbs|absorbs light)$/);
    expect(longPage.text).toContain(citation!.quote);
  });
});
