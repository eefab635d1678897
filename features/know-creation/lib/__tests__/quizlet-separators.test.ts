import { describe, expect, it } from 'vitest';
import { quizletImportRequest } from '../quizlet-separators';

const TEXT = 'Hund\tdog\nKatze\tcat';
const tab = { choice: 'tab', custom: '' } as const;
const newline = { choice: 'newline', custom: '' } as const;

describe("Quizlet's separator choices become the import request", () => {
  it("sends Quizlet's defaults, tab and new line, by name", () => {
    expect(quizletImportRequest(TEXT, tab, newline)).toEqual({ ok: true, body: { format: 'quizlet', text: TEXT, termSeparator: 'tab', cardSeparator: 'newline' } });
  });

  it('sends comma and semicolon by name', () => {
    const request = quizletImportRequest('Hund,dog;Katze,cat', { choice: 'comma', custom: '' }, { choice: 'semicolon', custom: '' });
    expect(request).toEqual({ ok: true, body: { format: 'quizlet', text: 'Hund,dog;Katze,cat', termSeparator: 'comma', cardSeparator: 'semicolon' } });
  });

  it('sends a custom separator as typed, with \\t and \\n standing for a tab and a line end', () => {
    const request = quizletImportRequest('Hund = dog ## Katze = cat', { choice: 'custom', custom: ' = ' }, { choice: 'custom', custom: ' ## ' });
    expect(request).toEqual({ ok: true, body: { format: 'quizlet', text: 'Hund = dog ## Katze = cat', termSeparator: ' = ', cardSeparator: ' ## ' } });
    const escaped = quizletImportRequest(TEXT, { choice: 'custom', custom: '\\t' }, { choice: 'custom', custom: '\\n\\n' });
    expect(escaped.ok && escaped.body).toMatchObject({ termSeparator: '\t', cardSeparator: '\n\n' });
  });

  it('keeps the custom text of a choice that is not custom out of the request', () => {
    const request = quizletImportRequest(TEXT, { choice: 'tab', custom: ' - ' }, { choice: 'newline', custom: ';;' });
    expect(request.ok && request.body).toMatchObject({ termSeparator: 'tab', cardSeparator: 'newline' });
  });

  it('asks for what is missing instead of sending a request', () => {
    expect(quizletImportRequest('  \n ', tab, newline)).toEqual({ ok: false, problem: 'emptyText' });
    expect(quizletImportRequest(TEXT, { choice: 'custom', custom: '' }, newline)).toEqual({ ok: false, problem: 'customTermSeparatorMissing' });
    expect(quizletImportRequest(TEXT, tab, { choice: 'custom', custom: '' })).toEqual({ ok: false, problem: 'customCardSeparatorMissing' });
  });

  it('takes a custom separator of exactly 10 characters and refuses 11', () => {
    expect(quizletImportRequest(TEXT, { choice: 'custom', custom: '0123456789' }, newline).ok).toBe(true);
    expect(quizletImportRequest(TEXT, { choice: 'custom', custom: '0123456789a' }, newline)).toEqual({ ok: false, problem: 'customSeparatorTooLong' });
  });

  it('refuses the same separator between terms and between cards, named or typed', () => {
    expect(quizletImportRequest(TEXT, { choice: 'comma', custom: '' }, { choice: 'custom', custom: ',' })).toEqual({ ok: false, problem: 'sameSeparators' });
    expect(quizletImportRequest(TEXT, { choice: 'custom', custom: '\\n' }, newline)).toEqual({ ok: false, problem: 'sameSeparators' });
  });
});
