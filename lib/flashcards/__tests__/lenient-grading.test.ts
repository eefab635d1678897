import { describe, expect, it } from 'vitest';
import { gradeWrittenAnswer, normalizeAnswer } from '../lenient-grading';

describe('gradeWrittenAnswer', () => {
  it('ignores case, accents, punctuation and spacing', () => {
    expect(gradeWrittenAnswer('  la  FENETRE ', 'la fenêtre')).toBe('correct');
    expect(gradeWrittenAnswer('Muller', 'Müller!')).toBe('correct');
    expect(gradeWrittenAnswer('strasse', 'Straße')).toBe('correct');
    expect(gradeWrittenAnswer('mitochondrion', '<b>Mitochondrion</b>')).toBe('correct');
    expect(gradeWrittenAnswer('well known', 'well-known')).toBe('correct');
  });

  it('accepts one small typo as a typo: a letter missing, extra, wrong, or two swapped', () => {
    expect(gradeWrittenAnswer('photosynthesis', 'photosynthesis')).toBe('correct');
    expect(gradeWrittenAnswer('photosynthsis', 'photosynthesis')).toBe('typo');
    expect(gradeWrittenAnswer('photosyntheesis', 'photosynthesis')).toBe('typo');
    expect(gradeWrittenAnswer('photosynthesus', 'photosynthesis')).toBe('typo');
    expect(gradeWrittenAnswer('photosytnhesis', 'photosynthesis')).toBe('typo');
  });

  it('refuses two typos, typos in short answers and wrong numbers', () => {
    expect(gradeWrittenAnswer('fotosyntesis', 'photosynthesis')).toBe('wrong');
    expect(gradeWrittenAnswer('car', 'cat')).toBe('wrong');
    expect(gradeWrittenAnswer('1798', '1789')).toBe('wrong');
    expect(gradeWrittenAnswer('1788', '1789')).toBe('wrong');
    expect(gradeWrittenAnswer('', 'anything')).toBe('wrong');
  });

  it('allows exactly one edit at the four-letter boundary', () => {
    expect(gradeWrittenAnswer('hose', 'house')).toBe('typo');
    expect(gradeWrittenAnswer('hous', 'haus')).toBe('typo');
    expect(gradeWrittenAnswer('hou', 'hau')).toBe('wrong');
  });

  it('normalises to lower-case letters and single spaces', () => {
    expect(normalizeAnswer('  Ça, c’est «bien»!  ')).toBe('ca c est bien');
  });
});
