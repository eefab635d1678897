import { describe, expect, it } from 'vitest';
import { ALL_COUNTRY_CODES } from '../countries/country-codes';
import { EXAM_BOARDS, examBoardName, examBoardsOf, isExamBoardOf } from '../exam-boards';
import { hasExamBoards } from '../feature-switches';

describe('exam boards (decision 044)', () => {
  it('are offered exactly where the switch is on', () => {
    for (const code of ALL_COUNTRY_CODES) expect(examBoardsOf(code).length > 0, code).toBe(hasExamBoards(code));
    expect(examBoardsOf('GB').map((board) => board.name)).toEqual(['AQA', 'Pearson Edexcel', 'OCR', 'WJEC / Eduqas', 'CCEA', 'SQA']);
    expect(examBoardsOf('TR').map((board) => board.id)).toEqual(['lgs', 'yks-tyt', 'yks-ayt', 'yks-ydt']);
  });

  it('have ids unique across countries, so a stored id names one board', () => {
    const ids = Object.values(EXAM_BOARDS).flat().map((board) => board.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('belong to their own country only', () => {
    expect(isExamBoardOf('GB', 'aqa')).toBe(true);
    expect(isExamBoardOf('TR', 'aqa')).toBe(false);
    expect(isExamBoardOf('DE', 'aqa')).toBe(false);
    expect(isExamBoardOf('XX', 'lgs')).toBe(false);
    expect(examBoardName('yks-tyt')).toBe('YKS – TYT');
    expect(examBoardName(null)).toBeNull();
    expect(examBoardName('gone')).toBeNull();
  });
});
