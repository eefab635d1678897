import { describe, expect, it } from 'vitest';
import { apiParamsOfSearch, EMPTY_SEARCH, queryOfSearch, searchParamsFromQuery } from '../search-params';

const SUBJECT = '0b8f3c1e-6a2d-4c55-9e1f-1234567890ab';

describe('searchParamsFromQuery', () => {
  it('reads the search of the URL', () => {
    expect(searchParamsFromQuery({ query: 'Photosynthese', subjectId: SUBJECT, knowFormat: 'FLASHCARDS', page: '3', utm_content: 'navbar' }))
      .toEqual({ query: 'Photosynthese', subjectId: SUBJECT, gradeId: null, knowFormat: 'FLASHCARDS', page: 3 });
  });

  it('drops what is not valid instead of failing: bad ids, unknown formats, pages out of range, repeated values', () => {
    expect(searchParamsFromQuery({ subjectId: 'biology', gradeId: '12', knowFormat: 'PDF', page: '0' })).toEqual(EMPTY_SEARCH);
    expect(searchParamsFromQuery({ page: '51' }).page).toBe(1);
    expect(searchParamsFromQuery({ page: '2.5' }).page).toBe(1);
    expect(searchParamsFromQuery({ query: ['a', 'b'] }).query).toBe('a');
    expect(searchParamsFromQuery({ query: 'x'.repeat(300) }).query).toHaveLength(200);
  });
});

describe('queryOfSearch', () => {
  it('writes only what is set, page 1 left out, utm_content kept', () => {
    expect(queryOfSearch({ ...EMPTY_SEARCH, query: 'Zelle', page: 1 }, 'navbar')).toEqual({ query: 'Zelle', utm_content: 'navbar' });
    expect(queryOfSearch({ ...EMPTY_SEARCH, query: '  ', subjectId: SUBJECT, page: 2 })).toEqual({ subjectId: SUBJECT, page: '2' });
  });

  it('round-trips through the URL', () => {
    const search = { query: 'Weimarer Republik', subjectId: SUBJECT, gradeId: null, knowFormat: 'DOCUMENT' as const, page: 4 };
    expect(searchParamsFromQuery(queryOfSearch(search))).toEqual(search);
  });
});

describe('apiParamsOfSearch', () => {
  it('asks the API with the trimmed query and a page size, never utm_content', () => {
    expect(apiParamsOfSearch({ ...EMPTY_SEARCH, query: ' Zelle ' })).toEqual({ query: 'Zelle', pageSize: '20' });
  });
});

describe('typos: searching the original exactly (issue 15)', () => {
  it('keeps asTyped in the URL and asks the API with it, only when set', () => {
    const search = { ...EMPTY_SEARCH, query: 'Fotosyntese', asTyped: true as const };
    expect(queryOfSearch(search)).toEqual({ query: 'Fotosyntese', asTyped: 'true' });
    expect(searchParamsFromQuery(queryOfSearch(search))).toEqual(search);
    expect(apiParamsOfSearch(search)).toEqual({ query: 'Fotosyntese', asTyped: 'true', pageSize: '20' });
    expect(searchParamsFromQuery({ query: 'Zelle', asTyped: 'no' })).not.toHaveProperty('asTyped');
    expect(queryOfSearch({ ...EMPTY_SEARCH, query: 'Zelle' })).not.toHaveProperty('asTyped');
  });
});
