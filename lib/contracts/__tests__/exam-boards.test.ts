import { describe, expect, it } from 'vitest';
import { examBoardIdSchema } from '../exam-boards';
import { updateUserBodySchema } from '../users';
import { searchKnowsQuerySchema } from '../search';

describe('an exam board at the API’s edges (decision 044)', () => {
  it('is any known board’s id, exactly as written', () => {
    expect(examBoardIdSchema.safeParse('ocr').success).toBe(true);
    expect(examBoardIdSchema.safeParse('yks-ayt').success).toBe(true);
    expect(examBoardIdSchema.safeParse('OCR').success).toBe(false);
    expect(examBoardIdSchema.safeParse('').success).toBe(false);
  });

  it('is optional in a search and nullable in the profile', () => {
    expect(searchKnowsQuerySchema.parse({}).examBoard).toBeUndefined();
    expect(searchKnowsQuerySchema.parse({ examBoard: 'lgs' }).examBoard).toBe('lgs');
    expect(searchKnowsQuerySchema.safeParse({ examBoard: 'nope' }).success).toBe(false);
    expect(updateUserBodySchema.parse({ examBoard: null })).toEqual({ examBoard: null });
    expect(updateUserBodySchema.safeParse({ examBoard: 'gcse' }).success).toBe(false);
  });
});
