// The subject vocabularies, by catalogue language (the base language of a content language: en-GB → en, pt-BR → pt).
import { VOCABULARY_CS } from './cs';
import { VOCABULARY_DE } from './de';
import { VOCABULARY_EL } from './el';
import { VOCABULARY_EN } from './en';
import { VOCABULARY_ES } from './es';
import { VOCABULARY_FIL } from './fil';
import { VOCABULARY_FR } from './fr';
import { VOCABULARY_HU } from './hu';
import { VOCABULARY_IT } from './it';
import { VOCABULARY_NL } from './nl';
import { VOCABULARY_PL } from './pl';
import { VOCABULARY_PT } from './pt';
import { VOCABULARY_RO } from './ro';
import { VOCABULARY_TR } from './tr';
import type { SubjectVocabulary } from './types';

export const VOCABULARIES: Readonly<Record<string, SubjectVocabulary>> = {
  cs: VOCABULARY_CS, de: VOCABULARY_DE, el: VOCABULARY_EL, en: VOCABULARY_EN, es: VOCABULARY_ES, fil: VOCABULARY_FIL, fr: VOCABULARY_FR,
  hu: VOCABULARY_HU, it: VOCABULARY_IT, nl: VOCABULARY_NL, pl: VOCABULARY_PL, pt: VOCABULARY_PT, ro: VOCABULARY_RO, tr: VOCABULARY_TR,
};
