// Every demo flashcard set, one file per language.
import { GERMAN_FLASHCARD_SETS } from './de';
import { ENGLISH_FLASHCARD_SETS } from './en';
import { SPANISH_FLASHCARD_SETS } from './es';
import { FRENCH_FLASHCARD_SETS } from './fr';
import { ITALIAN_FLASHCARD_SETS } from './it';
import { POLISH_FLASHCARD_SETS } from './pl';
import { TURKISH_FLASHCARD_SETS } from './tr';
import type { DemoFlashcardSet } from './types';

export type { DemoFlashcardSet } from './types';

export const DEMO_FLASHCARD_SETS: readonly DemoFlashcardSet[] = [
  ...GERMAN_FLASHCARD_SETS,
  ...FRENCH_FLASHCARD_SETS,
  ...ENGLISH_FLASHCARD_SETS,
  ...SPANISH_FLASHCARD_SETS,
  ...ITALIAN_FLASHCARD_SETS,
  ...POLISH_FLASHCARD_SETS,
  ...TURKISH_FLASHCARD_SETS,
];
