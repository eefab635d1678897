// Every demo know, one file per country's content language.
import { GERMAN_KNOWS } from './de';
import { AMERICAN_KNOWS } from './en';
import { BRITISH_KNOWS } from './en-gb';
import { SPANISH_KNOWS } from './es';
import { MEXICAN_KNOWS } from './es-mx';
import { FRENCH_KNOWS } from './fr';
import { ITALIAN_KNOWS } from './it';
import { POLISH_KNOWS } from './pl';
import { BRAZILIAN_KNOWS } from './pt-br';
import { TURKISH_KNOWS } from './tr';
import type { DemoKnow } from './types';

export type { DemoKnow } from './types';

export const DEMO_KNOWS: readonly DemoKnow[] = [
  ...GERMAN_KNOWS,
  ...FRENCH_KNOWS,
  ...BRITISH_KNOWS,
  ...AMERICAN_KNOWS,
  ...SPANISH_KNOWS,
  ...ITALIAN_KNOWS,
  ...POLISH_KNOWS,
  ...TURKISH_KNOWS,
  ...BRAZILIAN_KNOWS,
  ...MEXICAN_KNOWS,
];
