// What the import page says when the server refuses a file outright.
import { describe, expect, it } from 'vitest';
import { importErrorOf } from '../import-errors';

describe('importErrorOf', () => {
  it('says a file is too complex when the sandbox or a package cap refused it, whichever limit it names', () => {
    for (const limit of ['memory', 'cpuTime', 'wallTime', 'notes', 'collectionBytes']) {
      expect(importErrorOf({ type: 'BadRequestError', data: { reason: 'FILE_TOO_COMPLEX', limit } })).toBe('fileTooComplex');
    }
  });

  it('keeps the unreadable Anki file and the other refusals apart', () => {
    expect(importErrorOf({ type: 'BadRequestError', data: { reason: 'UNREADABLE_APKG' } })).toBe('unreadableApkg');
    expect(importErrorOf({ type: 'BadRequestError', data: {} })).toBe('unreadableFile');
    expect(importErrorOf({ type: 'TooManyRequestsError', data: { retryAfterSeconds: 60 } })).toBeNull();
  });
});
