// The keys of the review screen: space shows the answer (and the question again), 1–4 grade a shown answer (again,
// hard, good, easy), z takes the last answer back. Keys typed into a field, or with Ctrl/Cmd/Alt, are left alone, and
// space or Enter on a focused button or link does what that button does.
import type { Rating } from './answer-queue';

type StudyKeyAction = { type: 'flip' } | { type: 'grade'; rating: Rating } | { type: 'undo' };

type StudyKeyEvent = {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The tag name of the focused element the key went to (INPUT, BUTTON…), and whether it is editable. */
  targetTag?: string;
  targetEditable?: boolean;
};

const TEXT_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
const ACTIVATED_BY_SPACE = new Set(['BUTTON', 'A', 'SUMMARY']);

export function studyKeyAction(event: StudyKeyEvent, { flipped, canUndo }: { flipped: boolean; canUndo: boolean }): StudyKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const tag = event.targetTag?.toUpperCase() ?? '';
  if (TEXT_TAGS.has(tag) || event.targetEditable) return null;
  if (event.key === ' ' || event.key === 'Spacebar') return ACTIVATED_BY_SPACE.has(tag) ? null : { type: 'flip' };
  if (['1', '2', '3', '4'].includes(event.key)) return flipped ? { type: 'grade', rating: Number(event.key) as Rating } : null;
  if (event.key === 'z' || event.key === 'Z') return canUndo ? { type: 'undo' } : null;
  return null;
}
