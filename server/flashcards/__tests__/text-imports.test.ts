import { describe, expect, it } from 'vitest';
import { parseCsvFile } from '../import/parse-csv-file';
import { parseQuizletText } from '../import/parse-quizlet-text';

const sides = (result: { cards: { front: string; back: string }[] }) => result.cards.map((card) => [card.front, card.back]);

describe('parseQuizletText', () => {
  it("reads Quizlet's default export: tab between term and definition, a card per line", () => {
    expect(sides(parseQuizletText('der Hund\tthe dog\ndie Katze\tthe cat'))).toEqual([['der Hund', 'the dog'], ['die Katze', 'the cat']]);
  });

  it('accepts a BOM, Windows line ends and empty lines without reporting them', () => {
    const result = parseQuizletText('\uFEFFder Hund\tthe dog\r\n\r\n  \r\ndie Katze\tthe cat\r\n');
    expect(sides(result)).toEqual([['der Hund', 'the dog'], ['die Katze', 'the cat']]);
    expect(result.problems).toEqual([]);
  });

  it('keeps separators inside a definition: everything after the first term separator is the definition', () => {
    expect(sides(parseQuizletText('apple,Apfel, der\npear,Birne', { termSeparator: 'comma' }))).toEqual([['apple', 'Apfel, der'], ['pear', 'Birne']]);
  });

  it('reads quoted fields with separators and line breaks inside, and quotes that are only text', () => {
    expect(sides(parseQuizletText('"a, b",c\n"multi\nline","x ""y"""', { termSeparator: 'comma' }))).toEqual([['a, b', 'c'], ['multi<br>line', 'x "y"']]);
    expect(sides(parseQuizletText('"Carpe diem" (Horace)\tseize the day\nveni\t"I came'))).toEqual([['"Carpe diem" (Horace)', 'seize the day'], ['veni', '"I came']]);
  });

  it('splits cards at semicolons or a custom separator, keeping line breaks inside a card', () => {
    expect(sides(parseQuizletText('sun\tSonne;moon\tMond\nder Mond;', { cardSeparator: 'semicolon' }))).toEqual([['sun', 'Sonne'], ['moon', 'Mond<br>der Mond']]);
    expect(sides(parseQuizletText('1 :: one ## 2 :: two', { termSeparator: ' :: ', cardSeparator: ' ## ' }))).toEqual([['1', 'one'], ['2', 'two']]);
  });

  it('reports each line it cannot read with its reason, and keeps the others', () => {
    const result = parseQuizletText('ok\tfine\nno definition\n\tno term\nalso ok\tyes');
    expect(sides(result)).toEqual([['ok', 'fine'], ['also ok', 'yes']]);
    expect(result.problems).toEqual([{ reason: 'EMPTY_BACK', count: 1, examples: [{ line: 2 }] }, { reason: 'EMPTY_FRONT', count: 1, examples: [{ line: 3 }] }]);
  });

  it('numbers problems by card when cards are not separated by line ends', () => {
    expect(parseQuizletText('a\tb;c;d\te', { cardSeparator: 'semicolon' }).problems).toEqual([{ reason: 'EMPTY_BACK', count: 1, examples: [{ line: 2 }] }]);
  });

  it('turns a term with cloze deletions into a cloze note', () => {
    const [note] = parseQuizletText('The {{c1::heart}} pumps {{c2::blood}}.\textra').cards;
    expect(note).toMatchObject({ kind: 'cloze', front: 'The {{c1::heart}} pumps {{c2::blood}}.', back: 'extra' });
  });
});

describe('parseCsvFile', () => {
  it('detects a header, maps its columns and skips it', () => {
    const result = parseCsvFile('Tags;Answer;Question\nbio;Zellkern;Nucleus\nbio;"Zelle; die";Cell\n');
    expect(result.hasHeader).toBe(true);
    expect(result.columns).toEqual(['Tags', 'Answer', 'Question']);
    expect(result.mapping).toEqual({ front: 2, back: 1 });
    expect(sides(result)).toEqual([['Nucleus', 'Zellkern'], ['Cell', 'Zelle; die']]);
  });

  it('reads a file without a header as front and back in the first two columns, or the columns chosen', () => {
    const text = 'Hund,dog,noun\nKatze,cat,noun';
    expect(parseCsvFile(text).hasHeader).toBe(false);
    expect(sides(parseCsvFile(text))).toEqual([['Hund', 'dog'], ['Katze', 'cat']]);
    expect(sides(parseCsvFile(text, { mapping: { front: 1, back: 2 } }))).toEqual([['dog', 'noun'], ['cat', 'noun']]);
    expect(parseCsvFile(text).columns).toEqual(['1', '2', '3']);
  });

  it('reads a semicolon file with a final newline (a German Excel export) as two columns, quotes and all', () => {
    const result = parseCsvFile('Begriff;Erklärung\r\nOsmose;Wasser wandert\r\n"Diffusion; passiv";Ausgleich\r\n', { fileName: 'karten.csv' });
    expect(result.hasHeader).toBe(true);
    expect(result.cards.map((card) => [card.front, card.back])).toEqual([['Osmose', 'Wasser wandert'], ['Diffusion; passiv', 'Ausgleich']]);
    expect(result.problems).toEqual([]);
  });

  it('splits a .tsv file at tabs whatever else it holds', () => {
    expect(sides(parseCsvFile('Begriff\tDefinition\r\na, b\tc; d\r\n', { fileName: 'karten.TSV' }))).toEqual([['a, b', 'c; d']]);
  });

  it('reports a row with an unclosed quote and the rows without a side', () => {
    const result = parseCsvFile('front,back\nok,fine\nmissing,\n"open,quote\n');
    expect(sides(result)).toEqual([['ok', 'fine']]);
    expect(result.problems).toEqual([{ reason: 'EMPTY_BACK', count: 1, examples: [{ line: 3 }] }, { reason: 'UNCLOSED_QUOTE', count: 1, examples: [{ line: 4 }] }]);
  });
});
