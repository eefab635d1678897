// Spec §2: /app/ai-summary?filenames=… opens the summary with the user's own knows of those file names.
import { describe, expect, it } from 'vitest';
import { filenamesOfQuery, knowsNamedIn } from '../own-material';

const own = [
  { uuid: 'a', title: 'Zellbiologie', slug: 'zellbiologie', filename: 'Zellen Klasse 7.pdf' },
  { uuid: 'b', title: 'Brüche', slug: 'brueche', filename: 'brueche.pdf' },
  { uuid: 'c', title: 'Französische Revolution', slug: 'revolution' },
];

describe('the filenames parameter of the AI summary', () => {
  it('reads repeated and comma-separated values, trimmed, each once', () => {
    expect(filenamesOfQuery(undefined)).toEqual([]);
    expect(filenamesOfQuery('brueche.pdf')).toEqual(['brueche.pdf']);
    expect(filenamesOfQuery('brueche.pdf, Zellen Klasse 7.pdf')).toEqual(['brueche.pdf', 'Zellen Klasse 7.pdf']);
    expect(filenamesOfQuery(['brueche.pdf', 'brueche.pdf', ''])).toEqual(['brueche.pdf']);
  });

  it('picks the own knows of those names in the order given, by title where a know has no file name, ignoring case', () => {
    expect(knowsNamedIn(own, ['zellen klasse 7.pdf', 'Französische Revolution']).map((know) => know.uuid)).toEqual(['a', 'c']);
  });

  it('picks nothing for a name that is not among the own knows', () => {
    expect(knowsNamedIn(own, ['someone-else.pdf'])).toEqual([]);
  });
});
