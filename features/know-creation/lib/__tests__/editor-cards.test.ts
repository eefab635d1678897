import { describe, expect, it } from 'vitest';
import { applyMark, markupFromRichText, richTextFromMarkup } from '../card-markup';
import { cardsFromPastedText, editorCardsOfPreview, emptyCard, insertPastedCards, moveCard, notesOfEditorCards, type EditorCard } from '../editor-cards';

const sides = (cards: EditorCard[] | null) => cards?.map(({ front, back }) => [front, back]);
const card = (front: string, back: string): EditorCard => ({ ...emptyCard(), front, back });

describe('pasting many lines into the editor', () => {
  it('makes one card per line, split at the first tab', () => {
    expect(sides(cardsFromPastedText('der Hund\tthe dog\r\ndie Katze\tthe cat\tanimal\n\n  \ndas Haus\t'))).toEqual([
      ['der Hund', 'the dog'],
      ['die Katze', 'the cat\tanimal'],
      ['das Haus', ''],
    ]);
  });

  it('splits at a spaced dash when no line has a tab, and keeps unspaced hyphens', () => {
    expect(sides(cardsFromPastedText('dog - der Hund\nwell-being – das Wohlbefinden\nup-to-date'))).toEqual([
      ['dog', 'der Hund'],
      ['well-being', 'das Wohlbefinden'],
      ['up-to-date', ''],
    ]);
  });

  it('leaves a paste of one line to the text field', () => {
    expect(cardsFromPastedText('der Hund\tthe dog')).toBeNull();
    expect(cardsFromPastedText('der Hund\n\n')).toBeNull();
  });

  it('replaces the blank row it was pasted into, and otherwise follows the row', () => {
    const first = card('a', 'b');
    const blank = emptyCard();
    const pasted = [card('x', '1'), card('y', '2')];
    expect(insertPastedCards([first, blank], 1, pasted).map((row) => row.front)).toEqual(['a', 'x', 'y']);
    expect(insertPastedCards([first, blank], 0, pasted).map((row) => row.front)).toEqual(['a', 'x', 'y', '']);
  });
});

describe('the rows of the editor', () => {
  it('moves a row up and down, and not past either end', () => {
    const rows = [card('1', ''), card('2', ''), card('3', '')];
    expect(moveCard(rows, 2, -1).map((row) => row.front)).toEqual(['1', '3', '2']);
    expect(moveCard(rows, 0, 1).map((row) => row.front)).toEqual(['2', '1', '3']);
    expect(moveCard(rows, 0, -1).map((row) => row.front)).toEqual(['1', '2', '3']);
  });

  it('become notes, blank rows left out, reversed where asked, cloze text needing no back', () => {
    const result = notesOfEditorCards([card('**Mitose**', 'Kernteilung'), emptyCard(), { ...card('Hund', 'dog'), reversed: true }, card('{{c1::Berlin}} ist die Hauptstadt', '')]);
    expect(result).toEqual({
      ok: true,
      notes: [
        { kind: 'basic', front: '<b>Mitose</b>', back: 'Kernteilung', frontImage: null, backImage: null },
        { kind: 'reversed', front: 'Hund', back: 'dog', frontImage: null, backImage: null },
        { kind: 'basic', front: '{{c1::Berlin}} ist die Hauptstadt', back: '', frontImage: null, backImage: null },
      ],
    });
  });

  it('names the first incomplete card as it is numbered on screen', () => {
    expect(notesOfEditorCards([card('a', 'b'), card('', 'only a back')])).toEqual({ ok: false, problem: { card: 2, problem: 'frontMissing' } });
    expect(notesOfEditorCards([card('a', '')])).toEqual({ ok: false, problem: { card: 1, problem: 'backMissing' } });
    expect(notesOfEditorCards([{ ...card('a', ''), backImage: 'data:image/png;base64,AAAA' }]).ok).toBe(true);
    expect(notesOfEditorCards([emptyCard()])).toEqual({ ok: false, problem: 'noCards' });
  });
});

describe("the editor's marks", () => {
  it('leave out an imported side’s deck classes and stylesheet reference (lib/flashcards/note-style.ts), keeping its marks', () => {
    const side = '[style:/api/v1/flashcards/imports/images/0123456789abcdef0123456789abcdef.css]<div class="ak-s-0123456789abcdef0123456789abcdef ak-card"><b class="ak-kanji">日</b> Sonne</div>';
    expect(markupFromRichText(side)).toBe('**日** Sonne');
  });

  it('become bold, italics, lists and line breaks, with everything else escaped', () => {
    expect(richTextFromMarkup('**Zelle** und _Kern_\n- eins\n- zwei\n1. erstens\n<script>x</script> a_b_c')).toBe(
      '<b>Zelle</b> und <i>Kern</i><ul><li>eins</li><li>zwei</li></ul><ol><li>erstens</li></ol>&lt;script&gt;x&lt;/script&gt; a_b_c',
    );
  });

  it('come back from rich text, so an imported card can be edited', () => {
    const html = '<b>Zelle</b> und <i>Kern</i><br>Zeile<ul><li>eins</li><li>zwei</li></ul><u>unter</u> &amp; mehr';
    expect(markupFromRichText(html)).toBe('**Zelle** und _Kern_\nZeile\n- eins\n- zwei\nunter & mehr');
    expect(richTextFromMarkup(markupFromRichText(html))).toBe('<b>Zelle</b> und <i>Kern</i><br>Zeile<ul><li>eins</li><li>zwei</li></ul>unter &amp; mehr');
  });

  it('are what the toolbar writes around the selection', () => {
    expect(applyMark('die Mitose teilt', 4, 10, 'bold')).toEqual({ value: 'die **Mitose** teilt', start: 6, end: 12 });
    expect(applyMark('die Mitose teilt', 4, 10, 'italic')).toEqual({ value: 'die _Mitose_ teilt', start: 5, end: 11 });
    expect(applyMark('eins\nzwei', 2, 7, 'list').value).toBe('- eins\n- zwei');
  });

  it('keep an imported card as it came — rich text, deck styles, kind, review history — until its row is edited', () => {
    const progress = [{ ordinal: 1, due: '2026-12-01T09:00:00.000Z', stability: 20, difficulty: 5, elapsedDays: 10, scheduledDays: 17, learningSteps: 0, reps: 5, lapses: 0, state: 2, lastReview: '2026-11-14T09:00:00.000Z' }];
    const styled = '<div class="ak-s-0123456789abcdef0123456789abcdef ak-card"><span class="ak-kanji">日</span> <u>Sonne</u></div>';
    const preview = [
      { kind: 'basic' as const, front: styled, back: 'sun', frontImage: null, backImage: null, progress },
      { kind: 'basic' as const, front: 'Hund', back: 'dog', frontImage: null, backImage: null, progress },
    ];
    const [kept, edited] = editorCardsOfPreview(preview);
    const result = notesOfEditorCards([kept!, { ...edited!, back: 'the dog' }]);
    expect(result).toEqual({
      ok: true,
      notes: [preview[0], { kind: 'basic', front: 'Hund', back: 'the dog', frontImage: null, backImage: null }],
    });
  });

  it('open an import preview in the editor, reversed notes still reversed', () => {
    const [row] = editorCardsOfPreview([{ kind: 'reversed', front: '<b>Hund</b>', back: 'dog', frontImage: null, backImage: 'data:image/png;base64,AAAA' }]);
    expect(row).toMatchObject({ front: '**Hund**', back: 'dog', reversed: true, backImage: 'data:image/png;base64,AAAA' });
  });
});
