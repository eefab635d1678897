import { describe, expect, it } from 'vitest';
import { clozeAnswered, clozeNumbers, renderCloze } from '../cloze';
import { plainTextOf, richTextFromPlainText, sanitizeRichText } from '../rich-text';

describe('sanitizeRichText', () => {
  it('keeps bold, italic, lists and line breaks without attributes', () => {
    expect(sanitizeRichText('<b class="x">bold</b> <i>it</i><br/>next<ul><li onclick="x()">one</li><li>two</li></ul>')).toBe(
      '<b>bold</b> <i>it</i><br>next<ul><li>one</li><li>two</li></ul>',
    );
  });

  it('drops scripts with their content, unknown tags without theirs, and closes what is left open', () => {
    expect(sanitizeRichText('<script>alert(1)</script><span style="color:red">red</span> <a href="javascript:x">link</a><b>open')).toBe('red link<b>open</b>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>text')).toBe('text');
  });

  it('escapes text and keeps entities as the characters they stand for', () => {
    expect(sanitizeRichText('a &lt; b &amp;&amp; c > d "q"')).toBe('a &lt; b &amp;&amp; c &gt; d "q"');
    expect(sanitizeRichText('x</i>y')).toBe('xy');
  });

  it('turns pasted plain text into rich text with its line breaks', () => {
    expect(richTextFromPlainText('line 1\r\nline <2>\n')).toBe('line 1<br>line &lt;2&gt;');
    expect(plainTextOf('<ul><li>one</li><li>two &amp; three</li></ul>')).toBe('one\ntwo & three');
  });
});

describe('cloze', () => {
  const text = 'The {{c1::mitochondrion}} makes {{c2::ATP::a molecule}}; {{c1::it}} has two membranes.';

  it('finds each cloze number once, in order', () => {
    expect(clozeNumbers(text)).toEqual([1, 2]);
    expect(clozeNumbers('no cloze')).toEqual([]);
  });

  it('hides the deletions of the card on the front (hint or […]) and shows the others', () => {
    expect(renderCloze(text, 1, 'front')).toBe('The […] makes ATP; […] has two membranes.');
    expect(renderCloze(text, 2, 'front')).toBe('The mitochondrion makes [a molecule]; it has two membranes.');
    expect(renderCloze(text, 2, 'back')).toBe('The mitochondrion makes <b>ATP</b>; it has two membranes.');
    expect(clozeAnswered(text)).toBe('The mitochondrion makes ATP; it has two membranes.');
  });
});
