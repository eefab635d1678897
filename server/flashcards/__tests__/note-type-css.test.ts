// An Anki note type's CSS on our pages (issue 31): scoped to its cards' wrapper, sanitised of what could reach outside
// a card or the network, night mode as our dark theme, Anki's stock CSS no stylesheet at all.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isNoteStyle, MAX_NOTE_STYLE_CHARS, noteStyleOf } from '../anki/note-type-css';

/** The stylesheet with its hash written as `S` (so expectations read as CSS). */
function scoped(css: string): string {
  const style = noteStyleOf(css);
  if (style === null || style === 'too-large') throw new Error(`no stylesheet: ${String(style)}`);
  return style.css.replaceAll(`.ak-s-${style.hash}`, '.S');
}

describe('noteStyleOf', () => {
  it('makes no stylesheet of Anki’s stock CSS, in any version’s wording', () => {
    expect(noteStyleOf('.card {\n font-family: arial;\n font-size: 20px;\n text-align: center;\n color: black;\n background-color: white;\n}\n')).toBeNull();
    expect(noteStyleOf('.card {\n    font-family: arial;\n    font-size: 20px;\n    line-height: 1.5;\n    text-align: center;\n    color: black;\n    background-color: white;\n}\n')).toBeNull();
    expect(noteStyleOf('.card { font-family: arial; }\n.cloze {\n font-weight: bold;\n color: blue;\n}\n.nightMode .cloze {\n color: lightblue;\n}')).toBeNull();
    expect(noteStyleOf('')).toBeNull();
  });

  it('scopes every rule to the card and prefixes the deck’s classes as its HTML is kept', () => {
    expect(scoped('.kanji { font-size: 48px; color: #b22222 } .card > .front b { font-style: italic } * { margin: 0 }')).toBe(
      '.S .ak-kanji{font-size:48px;color:#b22222}.S>.ak-front b{font-style:italic}.S *{margin:0}',
    );
    expect(scoped(':is(.a, .b) + span:not(.c) { margin: 0 }')).toBe('.S :is(.ak-a,.ak-b)+span:not(.ak-c){margin:0}');
  });

  it('leaves the card’s own colours and type to the app, and keeps the deck’s alignment and spacing', () => {
    expect(scoped('.card { font-family: "Noto Sans JP"; font-size: 30px; color: #222; background: #fffbe6; text-align: left; padding: 8px }')).toBe('.S{text-align:left;padding:8px}');
    expect(scoped('html, body, :root { text-align: right }')).toBe('.S,.S,.S{text-align:right}');
  });

  it('applies night-mode rules in the dark theme, chosen or the device’s', () => {
    expect(scoped('.nightMode .kanji, .night_mode .kanji { color: #ff8a80 } .card.nightMode { text-align: left }')).toBe(
      ':root[data-theme=dark] .S .ak-kanji,:root[data-theme=dark] .S .ak-kanji{color:#ff8a80}@media (prefers-color-scheme:dark){:root:not([data-theme=light]) .S .ak-kanji,:root:not([data-theme=light]) .S .ak-kanji{color:#ff8a80}}' +
        ':root[data-theme=dark] .S{text-align:left}@media (prefers-color-scheme:dark){:root:not([data-theme=light]) .S{text-align:left}}',
    );
  });

  it('drops whatever loads from the network, hides in escapes or reaches outside the card', () => {
    const hostile = [
      '@import url("https://fonts.example/x.css");',
      '@font-face { font-family: x; src: url(x.woff2) }',
      '@keyframes spin { from { opacity: 0 } }',
      '.a { background: #fff url(https://tracker.example/p.gif) }',
      '.b { background-image: image-set("x.png" 1x) }',
      '.c { color: u\\72l(x) }',
      '.d { --bg: url(y.png) }',
      '.e { behavior: url(x.htc); -moz-binding: url(x.xml) }',
      '.f { position: fixed } .g { position: sticky }',
      '.h ~ html .x { color: red } .i :root { color: red } #qa { color: red } .j:has(body) { color: red }',
      '.card + .k { color: red }',
      '.l { .m { color: red } }',
      '@supports (background: url(x)) { .n { color: red } }',
      '@page { margin: 0 }',
    ].join('\n');
    expect(noteStyleOf(hostile)).toBeNull();
    expect(scoped(`${hostile}\n.ok { color: green; position: relative }\n@media (max-width: 600px) { .card { text-align: left } .big { font-size: 30px } body { color: red } }`)).toBe(
      '.S .ak-ok{color:green;position:relative}@media (max-width:600px){.S{text-align:left}.S .ak-big{font-size:30px}}',
    );
  });

  it('names a stylesheet by its content, and refuses one past its limit', () => {
    const first = noteStyleOf('.kanji { font-size: 48px }');
    expect(first).toEqual(noteStyleOf('.kanji{font-size:48px}'));
    expect(first).not.toEqual(noteStyleOf('.kanji { font-size: 40px }'));
    expect(noteStyleOf(`.x { color: red }\n`.repeat(Math.ceil(MAX_NOTE_STYLE_CHARS / 20)))).toBe('too-large');
    expect(noteStyleOf(`.x { color: red } /* ${'x'.repeat(300_000)} */`)).toBe('too-large');
  });
});

describe('isNoteStyle', () => {
  const style = noteStyleOf('.kanji { font-size: 48px } .nightMode .kanji { color: #ff8a80 }');
  if (style === null || style === 'too-large') throw new Error('no stylesheet');

  it('takes what noteStyleOf made, by its hash', () => {
    expect(isNoteStyle(style.css, style.hash)).toBe(true);
  });

  it('refuses a stylesheet changed after it was made, or made up as one', () => {
    expect(isNoteStyle(`${style.css}body{display:none}`, style.hash)).toBe(false);
    expect(isNoteStyle(style.css.replace('48px', '480px'), style.hash)).toBe(false);
    expect(isNoteStyle(style.css, 'f'.repeat(32))).toBe(false);
    // A stylesheet named by its own content that reaches outside the card, or loads: still refused.
    const forged = (css: string, hash: string) => css.replaceAll('H', hash);
    for (const body of ['body{display:none}', '.ak-s-H .x{background:url(https://t.example/p)}', '@import "x.css";.ak-s-H{color:red}']) {
      const hash = createHashOf(body);
      expect(isNoteStyle(forged(body, hash), hash)).toBe(false);
    }
  });
});

function createHashOf(body: string): string {
  // The hash isNoteStyle expects: of the text with the scope as noteStyleOf writes it before naming it.
  return createHash('sha256').update(body.replaceAll('.ak-s-H', '.ak-s-__scope__')).digest('hex').slice(0, 32);
}
