import { describe, expect, it } from 'vitest';
import type { AiPage } from '../../provider';
import { withoutFurniture } from '../page-furniture';

const KNOW = '33333333-3333-4333-8333-333333333333';
const page = (number: number, text: string): AiPage => ({ knowUuid: KNOW, knowTitle: 'Die Zelle – Aufbau und Funktion', page: number, text, language: 'de' });

// As the PDF text layer of a demo know reads (tests/ai-eval/text-layer.json): subject band, title, subtitle, content,
// footer with the page number; the running title on the next page.
const FIRST = page(1, [
  'BIOLOGIE · KLASSE 7 · KLASSE 8',
  'Die Zelle – Aufbau und Funktion',
  'Zellorganellen und Prokaryoten auf einen Blick.',
  'Die Zelle als Grundbaustein',
  'Alle Lebewesen bestehen aus Zellen. Die Zelle ist die kleinste Einheit des Lebens.',
  'Knowly · Lena Vogel 1 / 2',
].join('\n'));
const SECOND = page(2, [
  'Die Zelle – Aufbau und Funktion',
  'Zusätzlich in der Pflanzenzelle',
  '• Zellwand: feste Hülle aus Cellulose; sie gibt Form und Stabilität. Ein Beispiel: a =',
  '2',
  'Knowly · Lena Vogel 2 / 2',
].join('\n'));

describe('page furniture', () => {
  it('drops the subject band, the title, the subtitle, running titles and footers, and keeps the content line for line', () => {
    const [first, second] = withoutFurniture([FIRST, SECOND]);
    expect(first!.text).toBe('Die Zelle als Grundbaustein\nAlle Lebewesen bestehen aus Zellen. Die Zelle ist die kleinste Einheit des Lebens.');
    expect(second!.text).toBe('Zusätzlich in der Pflanzenzelle\n• Zellwand: feste Hülle aus Cellulose; sie gibt Form und Stabilität. Ein Beispiel: a =\n2');
  });

  it('leaves a page without furniture as it is, and another know’s pages apart', () => {
    const plain = { ...page(1, 'Mitochondrien\nSie liefern Energie.'), knowUuid: '44444444-4444-4444-8444-444444444444', knowTitle: 'Andere Notizen' };
    expect(withoutFurniture([plain, FIRST])[0]).toBe(plain);
  });
});
