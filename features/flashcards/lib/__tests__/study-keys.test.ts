import { describe, expect, it } from 'vitest';
import { studyKeyAction } from '../study-keys';

const question = { flipped: false, canUndo: true };
const answer = { flipped: true, canUndo: true };

describe('the keys of the review screen', () => {
  it('space flips the card, on the question and on the answer', () => {
    expect(studyKeyAction({ key: ' ' }, question)).toEqual({ type: 'flip' });
    expect(studyKeyAction({ key: ' ' }, answer)).toEqual({ type: 'flip' });
  });

  it('1–4 grade a shown answer (again, hard, good, easy), and do nothing on the question', () => {
    expect(studyKeyAction({ key: '1' }, answer)).toEqual({ type: 'grade', rating: 1 });
    expect(studyKeyAction({ key: '4' }, answer)).toEqual({ type: 'grade', rating: 4 });
    expect(studyKeyAction({ key: '3' }, question)).toBeNull();
    expect(studyKeyAction({ key: '5' }, answer)).toBeNull();
  });

  it('z takes the last answer back when there is one', () => {
    expect(studyKeyAction({ key: 'z' }, question)).toEqual({ type: 'undo' });
    expect(studyKeyAction({ key: 'Z' }, answer)).toEqual({ type: 'undo' });
    expect(studyKeyAction({ key: 'z' }, { flipped: false, canUndo: false })).toBeNull();
  });

  it('leaves keys typed into a field, and shortcuts with Ctrl, Cmd or Alt, alone', () => {
    expect(studyKeyAction({ key: '3', targetTag: 'INPUT' }, answer)).toBeNull();
    expect(studyKeyAction({ key: ' ', targetTag: 'textarea' }, question)).toBeNull();
    expect(studyKeyAction({ key: 'z', targetEditable: true }, question)).toBeNull();
    expect(studyKeyAction({ key: 'z', ctrlKey: true }, question)).toBeNull();
    expect(studyKeyAction({ key: '1', metaKey: true }, answer)).toBeNull();
  });

  it('lets space press a focused button or link itself, while the number keys still grade', () => {
    expect(studyKeyAction({ key: ' ', targetTag: 'BUTTON' }, question)).toBeNull();
    expect(studyKeyAction({ key: ' ', targetTag: 'A' }, question)).toBeNull();
    expect(studyKeyAction({ key: '2', targetTag: 'BUTTON' }, answer)).toEqual({ type: 'grade', rating: 2 });
  });
});
