// Anki's template and cloze rules, with the cases of Anki's own tests (rslib/src/cloze.rs, template.rs) where they apply.
import { describe, expect, it } from 'vitest';
import { ankiFieldIsEmpty, renderAnkiCard, type AnkiCardContext } from '../anki-template';
import { ankiClozeNumbers, hasImageOcclusion, renderAnkiCloze } from '../cloze';
import { plainTextOf, sanitizeRichText } from '../rich-text';

const context = (overrides: Partial<AnkiCardContext>): AnkiCardContext => ({
  fields: {},
  ordinal: 0,
  isCloze: false,
  tags: [],
  deck: 'Default',
  templateName: 'Card 1',
  ...overrides,
});
const plain = (html: string) => plainTextOf(sanitizeRichText(html));

describe('Anki cloze (cloze.rs)', () => {
  it('numbers every deletion, nested and multi-number ones too, and ignores c0', () => {
    expect(ankiClozeNumbers('{{c2::te}}{{c1::s}}t{{')).toEqual([1, 2]);
    expect(ankiClozeNumbers('{{c0::te}}s{{c2::t}}s')).toEqual([2]);
    expect(ankiClozeNumbers('{{c2::te{{c1::s}}}}t{{')).toEqual([1, 2]);
    expect(ankiClozeNumbers('{{c1,3::both}} and {{c2::other}}')).toEqual([1, 2, 3]);
  });

  it('hides the active deletion with all it holds on the question and shows the others (nested cases of cloze.rs)', () => {
    expect(plain(renderAnkiCloze('foo {{c1::bar {{c2::baz}}}}', 1, true))).toBe('foo [...]');
    expect(plain(renderAnkiCloze('foo {{c1::bar {{c2::baz}}}}', 1, false))).toBe('foo bar baz');
    expect(plain(renderAnkiCloze('foo {{c1::bar {{c2::baz}}::qux}}', 2, true))).toBe('foo bar [...]');
    expect(plain(renderAnkiCloze('foo {{c1::bar {{c2::baz}}::qux}}', 2, false))).toBe('foo bar baz');
    expect(plain(renderAnkiCloze('foo {{c1::bar {{c2::baz}}::qux}}', 1, true))).toBe('foo [qux]');
    expect(plain(renderAnkiCloze('foo {{c1::bar {{c2::baz}}::qux}}', 1, false))).toBe('foo bar baz');
  });

  it('shows the answer of the active deletion in bold and a hint in brackets', () => {
    expect(renderAnkiCloze('{{c1::Paris::city}} is in {{c2::France}}', 1, true)).toBe('[city] is in France');
    expect(renderAnkiCloze('{{c1::Paris::city}} is in {{c2::France}}', 1, false)).toBe('<b>Paris</b> is in France');
    expect(renderAnkiCloze('{{c1,2::both}}', 2, true)).toBe('[...]');
    expect(renderAnkiCloze('a }} b', 1, true)).toBe('a }} b');
  });

  it('tells image occlusion deletions apart', () => {
    expect(hasImageOcclusion('{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.1}}')).toBe(true);
    expect(hasImageOcclusion('{{c1::image}}')).toBe(false);
  });
});

describe('renderAnkiCard (template.rs)', () => {
  it('replaces fields, keeps the answer after <hr id=answer> and leaves {{FrontSide}} to the question shown above', () => {
    const card = renderAnkiCard(
      { qfmt: '<h2>{{Word}}</h2> ({{Gender}})', afmt: '{{FrontSide}}\n<hr id=answer>\n{{Meaning}}<br>{{Example}}', name: 'Card 1' },
      context({ fields: { Word: 'Hund', Gender: 'der', Meaning: 'dog', Example: '<i>Der Hund bellt.</i>' } }),
    );
    expect(card.question).toBe('<h2>Hund</h2> (der)');
    expect(card.answer).toBe('\ndog<br><i>Der Hund bellt.</i>');
    expect(card.typedField).toBeNull();
  });

  it('shows {{#F}} sections when the field has content and {{^F}} ones when it is empty (whitespace, <br>, <div> are empty)', () => {
    const template = { qfmt: '{{Front}}{{#Hint}} – hint: {{Hint}}{{/Hint}}{{^Hint}} (no hint){{/Hint}}', afmt: '{{Back}}', name: 'Card 1' };
    expect(renderAnkiCard(template, context({ fields: { Front: 'Q', Hint: 'H', Back: 'A' } })).question).toBe('Q – hint: H');
    expect(renderAnkiCard(template, context({ fields: { Front: 'Q', Hint: ' <br><div></div> ', Back: 'A' } })).question).toBe('Q (no hint)');
    expect(ankiFieldIsEmpty('<br />')).toBe(true);
    expect(ankiFieldIsEmpty('<b></b>')).toBe(false);
  });

  it('applies filters from the field outwards: text:, hint:, furigana:, kana:, kanji:, and unknown ones leave the text', () => {
    const fields = { Word: '<b>日本[にほん]</b>', Note: 'look at the map' };
    const card = (qfmt: string) => renderAnkiCard({ qfmt, afmt: '', name: 'Card 1' }, context({ fields })).question;
    expect(card('{{text:Word}}')).toBe('日本[にほん]');
    expect(card('{{furigana:Word}}')).toBe('<b><ruby><rb>日本</rb><rt>にほん</rt></ruby></b>');
    expect(card('{{kana:Word}}')).toBe('<b>にほん</b>');
    expect(card('{{kanji:Word}}')).toBe('<b>日本</b>');
    expect(card('{{text:kana:Word}}')).toBe('にほん');
    expect(card('{{tts en_US:Note}}')).toBe('look at the map');
    expect(sanitizeRichText(card('{{hint:Note}}'))).toBe('<details><summary>Note</summary>look at the map</details>');
  });

  it('fills {{Tags}}, {{Deck}}, {{Subdeck}} and {{Card}}', () => {
    const card = renderAnkiCard(
      { qfmt: '{{Tags}}|{{Deck}}|{{Subdeck}}|{{Card}}', afmt: '', name: 'Recognition' },
      context({ tags: ['bio', 'cell'], deck: 'Biology::Cells', templateName: 'Recognition' }),
    );
    expect(card.question).toBe('bio cell|Biology::Cells|Cells|Recognition');
  });

  it('asks nothing for {{type:F}} on the question, marks the expected answer on the answer and names the typed field', () => {
    const card = renderAnkiCard({ qfmt: '{{Front}}\n{{type:Back}}', afmt: '{{Front}}<hr id=answer>{{type:Back}}', name: 'Card 1' }, context({ fields: { Front: '2 + 2', Back: '<b>4</b>' } }));
    expect(card.question).toBe('2 + 2\n');
    expect(card.answer).toBe('[[type:4]]');
    expect(card.typedField).toBe('Back');
    // {{type:nc:F}} compares without combining marks; {{type:cloze:Text}} asks the card's deletions (extract_cloze_for_typing).
    expect(renderAnkiCard({ qfmt: '{{type:nc:Back}}', afmt: '{{type:nc:Back}}' }, context({ fields: { Back: 'café' } })).answer).toBe('[[type-nc:café]]');
    const cloze = { qfmt: '{{cloze:Text}}{{type:cloze:Text}}', afmt: '{{cloze:Text}}<hr id=answer>{{type:cloze:Text}}' };
    const fields = { Text: '{{c1::Paris}} und {{c1::Lyon}}, {{c2::Rom {{c3::Italien}}}} und {{c2::Rom {{c3::Italien}}}}' };
    expect(renderAnkiCard(cloze, context({ fields, isCloze: true, ordinal: 0 })).answer).toContain('[[type:Paris, Lyon]]');
    expect(renderAnkiCard(cloze, context({ fields, isCloze: true, ordinal: 1 })).answer).toContain('[[type:Rom Italien]]');
    expect(renderAnkiCard(cloze, context({ fields, isCloze: true, ordinal: 2 })).answer).toContain('[[type:Italien]]');
  });

  it('renders cloze across two fields for the card of each cloze number, with {{#c2}} sections', () => {
    const template = { qfmt: '{{cloze:Text}}<br>{{cloze:Text2}}{{#c2}} (second){{/c2}}', afmt: '{{cloze:Text}}<br>{{cloze:Text2}}<hr id=answer>{{Extra}}', name: 'Cloze' };
    const fields = { Text: '{{c1::Paris::city}} is in {{c2::France}}', Text2: '{{c3::Berlin}} is in {{c2::Germany}}', Extra: 'Europe' };
    const second = renderAnkiCard(template, context({ fields, isCloze: true, ordinal: 1 }));
    expect(second.question).toBe('Paris is in [...]<br>Berlin is in [...] (second)');
    expect(renderAnkiCard(template, context({ fields, isCloze: true, ordinal: 2 })).question).toBe('Paris is in France<br>[...] is in Germany');
    // The revealed text above the rule is an answer, not a repeat: it stays, above a plain rule.
    expect(second.answer).toBe('Paris is in <b>France</b><br>Berlin is in <b>Germany</b><hr>Europe');
  });
});

describe('sanitizeRichText keeps what Anki decks format with', () => {
  it('keeps headings, tables, ruby, code, emphasis and rules without attributes', () => {
    expect(sanitizeRichText('<h1 style="x">Title</h1><table class="t"><tr><th>a</th><td>b</td></tr></table><ruby>漢<rt>kan</rt></ruby><code>x</code><s>old</s><hr id=answer>')).toBe(
      '<h1>Title</h1><table><tr><th>a</th><td>b</td></tr></table><ruby>漢<rt>kan</rt></ruby><code>x</code><s>old</s><hr>',
    );
  });
});
