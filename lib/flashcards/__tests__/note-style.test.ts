// A deck's classes and its note type's stylesheet on a card side (issue 31): the sanitiser keeps only prefixed classes,
// the API's `[style:…]` references are linked only when they are URLs of ours, and no reader ever sees them as text.
import { describe, expect, it } from 'vitest';
import { flashcardImportImage, flashcardStyle } from '../../api/endpoints';
import { importStyleUrl, noteStyleNamesOf, noteStyleUrl, splitStyleReferences, styleRouteOf, withDeckClasses, withoutNoteStyle, withStyleReferences, wrapInNoteStyle } from '../note-style';
import { plainTextOf, sanitizeRichText } from '../rich-text';

const HASH = '0123456789abcdef0123456789abcdef';
const KNOW = '5f0c6f3e-3c1d-4c5e-9b7a-2f1e0d9c8b7a';

describe('a deck’s classes', () => {
  it('are prefixed as a field or rendered template arrives, in every way HTML quotes them', () => {
    expect(withDeckClasses(`<div class=front><span class="big  red">x</span><b class='c'>y</b></div><img class="a" src="y">`)).toBe(
      '<div class="ak-front"><span class="ak-big ak-red">x</span><b class="ak-c">y</b></div><img class="ak-a" src="y">',
    );
  });

  it('are the only attribute the sanitiser keeps, and a span stays only with one', () => {
    expect(sanitizeRichText('<span class="cloze">a</span>')).toBe('a');
    expect(sanitizeRichText('<span class="ak-x" style="color:red" onclick="steal()">a<span>b</span>c</span>d')).toBe('<span class="ak-x">abc</span>d');
    expect(sanitizeRichText('<p class="ak-a&quot; onmouseover=&quot;steal()">z</p>')).toBe('<p>z</p>');
    expect(sanitizeRichText('<div class="ak-a ak-a nope ak-b">z</div>')).toBe('<div class="ak-a ak-b">z</div>');
    expect(sanitizeRichText('<a class="ak-a" href="javascript:x">z</a>')).toBe('z');
  });
});

describe('a note type’s stylesheet', () => {
  const side = wrapInNoteStyle('<div class="ak-kanji">日</div>', HASH);

  it('wraps a side that shows something, and is named by its scope class', () => {
    expect(side).toBe(`<div class="ak-s-${HASH} ak-card"><div class="ak-kanji">日</div></div>`);
    expect(wrapInNoteStyle('  ', HASH)).toBe('  ');
    expect(wrapInNoteStyle('x', null)).toBe('x');
    expect(noteStyleNamesOf(`${side}<br>${side}`)).toEqual([`${HASH}.css`]);
    expect(withoutNoteStyle(side, `${HASH}.css`)).toBe('<div class="ak-card"><div class="ak-kanji">日</div></div>');
  });

  it('is named in front of a side as the API answers it, and linked only when the URL is ours', () => {
    const answered = withStyleReferences(side, (name) => noteStyleUrl(KNOW, name));
    expect(answered).toBe(`[style:/api/v1/knows/${KNOW}/flashcard-styles/${HASH}.css]${side}`);
    expect(splitStyleReferences(answered)).toEqual({ html: side, stylesheets: [noteStyleUrl(KNOW, `${HASH}.css`)] });
    expect(splitStyleReferences(`[style:${importStyleUrl(`${HASH}.css`)}]x`).stylesheets).toEqual([`/api/v1/flashcards/imports/images/${HASH}.css`]);
    for (const foreign of ['https://evil.example/x.css', `/api/v1/knows/${KNOW}/flashcard-styles/../../x.css`, `/api/v1/flashcards/imports/images/${'a'.repeat(64)}.mp3`, 'javascript:alert(1)']) {
      expect(splitStyleReferences(`[style:${foreign}]x`)).toEqual({ html: 'x', stylesheets: [] });
    }
  });

  it('is loaded through the route its URL names, with that route’s parameters', () => {
    expect(styleRouteOf(noteStyleUrl(KNOW, `${HASH}.css`))).toEqual({ endpoint: flashcardStyle, params: { id: KNOW, name: `${HASH}.css` } });
    expect(styleRouteOf(importStyleUrl(`${HASH}.css`))).toEqual({ endpoint: flashcardImportImage, params: { name: `${HASH}.css` } });
    expect(styleRouteOf(`https://evil.example${importStyleUrl(`${HASH}.css`)}`)).toBeNull();
  });

  it('is no text a reader sees', () => {
    expect(plainTextOf(`[style:${noteStyleUrl(KNOW, `${HASH}.css`)}]${side}`)).toBe('日');
  });
});
