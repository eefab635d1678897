// Type-in answers compared as Anki's rslib typeanswer.rs compares them; the diffs are what its tests and Python's
// difflib give for these strings.
import { describe, expect, it } from 'vitest';
import { gradeWrittenAnswer } from '../lenient-grading';
import { plainTextOf } from '../rich-text';
import { compareTypedAnswer, strippedExpected, typedAnswerMarker, typedAnswerOf } from '../type-answer';

describe('compareTypedAnswer', () => {
  it('is right only to the letter: case, spaces and accents count (Anki forgives nothing)', () => {
    expect(compareTypedAnswer('Rhythmus', 'Rhythmus').correct).toBe(true);
    for (const typed of ['rhythmus', 'Rhythmus ', 'Rythmus', 'Rhytmus']) expect(compareTypedAnswer('Rhythmus', typed).correct, typed).toBe(false);
    // NFC on both sides: a decomposed é is the same letter.
    expect(compareTypedAnswer('café', 'cafe\u0301').correct).toBe(true);
    // {{type:nc:…}}: combining marks do not count.
    expect(compareTypedAnswer('café', 'cafe', false).correct).toBe(true);
    expect(compareTypedAnswer('café', 'cafe', true).correct).toBe(false);
  });

  it('compares with what the expected field shows: no sound, no HTML, line breaks as a space, trimmed', () => {
    expect(strippedExpected(' <b>der</b> Hund<br>bellt [sound:hund.mp3] &amp; beißt\n')).toBe('der Hund bellt  & beißt');
    expect(compareTypedAnswer('<div>Dativ</div><div>Akkusativ</div>', 'Dativ Akkusativ').correct).toBe(true);
  });

  it("gives the diff Anki shows (rslib typeanswer.rs's own tests): typed line good, bad and '-' for what is missing", () => {
    const good = (text: string) => ({ kind: 'good', text });
    const bad = (text: string) => ({ kind: 'bad', text });
    const missing = (text: string) => ({ kind: 'missing', text });
    expect(compareTypedAnswer('¿Y ahora qué vamos a hacer?', 'y ahora qe vamosa hacer')).toEqual({
      correct: false,
      typed: [bad('y'), good(' ahora q'), bad('e'), good(' vamos'), missing('-'), good('a hacer'), missing('-')],
      expected: [missing('¿Y'), good(' ahora q'), missing('ué'), good(' vamos'), missing(' '), good('a hacer'), missing('?')],
    });
    expect(compareTypedAnswer('[sound:foo.mp3]<b>1</b> &nbsp;2', '1  2').correct).toBe(true);
    expect(compareTypedAnswer('1', '23').typed).toEqual([bad('23')]);
    expect(compareTypedAnswer('12', '1').typed).toEqual([good('1'), missing('-')]);
    expect(compareTypedAnswer('нос', 'нс').typed).toEqual([good('н'), missing('-'), good('с')]);
  });
});

describe('the type-in marker of a rendered answer', () => {
  it('reads back, reads as its answer, and makes Learn grade as Anki does', () => {
    const back = `Zwei h: ${typedAnswerMarker('Rhythmus', true)}`;
    expect(typedAnswerOf(back)).toEqual({ expected: 'Rhythmus', combining: true });
    expect(typedAnswerOf(typedAnswerMarker('a]]b', false))).toEqual({ expected: 'a] ]b', combining: false });
    expect(plainTextOf(back)).toBe('Zwei h: Rhythmus');
    expect(gradeWrittenAnswer('Rhythmus', typedAnswerMarker('Rhythmus', true))).toBe('correct');
    expect(gradeWrittenAnswer('Rhytmus', typedAnswerMarker('Rhythmus', true))).toBe('wrong');
    // Without the marker, Learn's own lenient grading: a small typo is forgiven.
    expect(gradeWrittenAnswer('Rhytmus', 'Rhythmus')).toBe('typo');
  });
});
