import { describe, expect, it } from 'vitest';
import { knowerNameSlug, knowerProfilePath, knowPath, parseSlugAndUuid, slugify } from '../paths';

const UUID = '3f2b8c1e-4d5a-4e6f-9a7b-0c1d2e3f4a5b';

describe('slugify', () => {
  it('folds accents and ß, lowercases, joins words with one hyphen', () => {
    expect(slugify('Photosynthese – Zusammenfassung!')).toBe('photosynthese-zusammenfassung');
    expect(slugify('Größe & Maße: Übung')).toBe('grosse-masse-ubung');
    expect(slugify('La Révolution française (1789)')).toBe('la-revolution-francaise-1789');
  });
  it('keeps letters of other scripts', () => {
    expect(slugify('Φωτοσύνθεση')).toBe('φωτοσυνθεση');
  });
  it('cuts long titles on a word boundary without a trailing hyphen', () => {
    const slug = slugify('word '.repeat(40), 22);
    expect(slug.length).toBeLessThanOrEqual(22);
    expect(slug.endsWith('-')).toBe(false);
  });
  it('gives an empty slug for a title without letters or digits', () => {
    expect(slugify('!!! ???')).toBe('');
  });
});

describe('knower profile path', () => {
  it('lowercases the name, turns spaces into hyphens and strips other characters (spec §2)', () => {
    expect(knowerNameSlug('Lena Vogel')).toBe('lena-vogel');
    expect(knowerNameSlug("O'Brien, Máire")).toBe('obrien-máire');
    expect(knowerProfilePath({ uuid: UUID, name: 'Lena Vogel' })).toBe(`/knowers/lena-vogel-${UUID}/profile`);
    expect(knowerProfilePath({ uuid: UUID, name: 'Lena Vogel' }, { app: true })).toBe(`/app/knowers/lena-vogel-${UUID}/profile`);
  });
});

describe('know path and its parsing', () => {
  it('puts the slug before the uuid', () => {
    expect(knowPath({ uuid: UUID, slug: 'photosynthese' })).toBe(`/knows/photosynthese-${UUID}`);
    expect(knowPath({ uuid: UUID, slug: '' })).toBe(`/knows/${UUID}`);
  });
  it('reads the uuid and slug back from a segment', () => {
    expect(parseSlugAndUuid(`photosynthese-${UUID}`)).toEqual({ slug: 'photosynthese', uuid: UUID });
    expect(parseSlugAndUuid(UUID)).toEqual({ slug: '', uuid: UUID });
    expect(parseSlugAndUuid(`x-${UUID.toUpperCase()}`)).toEqual({ slug: 'x', uuid: UUID });
  });
  it('refuses segments without a well-formed uuid at the end', () => {
    expect(parseSlugAndUuid('photosynthese')).toBeNull();
    expect(parseSlugAndUuid(`abc${UUID}`)).toBeNull();
    expect(parseSlugAndUuid(`${UUID}-x`)).toBeNull();
  });
});
