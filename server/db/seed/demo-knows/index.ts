// Every demo know, one file per country's content language (the South American Spanish sites share one), the
// production-only Dutch and Hungarian sites included.
import { GERMAN_KNOWS } from './de';
import { AMERICAN_KNOWS } from './en';
import { BRITISH_KNOWS } from './en-gb';
import { SPANISH_KNOWS } from './es';
import { SOUTH_AMERICAN_KNOWS } from './es-latam';
import { MEXICAN_KNOWS } from './es-mx';
import { FRENCH_KNOWS } from './fr';
import { ITALIAN_KNOWS } from './it';
import { POLISH_KNOWS } from './pl';
import { PORTUGUESE_KNOWS } from './pt';
import { CZECH_KNOWS } from './cs';
import { GREEK_KNOWS } from './el';
import { FILIPINO_KNOWS } from './fil';
import { BRAZILIAN_KNOWS } from './pt-br';
import { ROMANIAN_KNOWS } from './ro';
import { TURKISH_KNOWS } from './tr';
import { DUTCH_KNOWS } from './nl';
import { HUNGARIAN_KNOWS } from './hu';
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
  ...ROMANIAN_KNOWS,
  ...GREEK_KNOWS,
  ...CZECH_KNOWS,
  ...PORTUGUESE_KNOWS,
  ...FILIPINO_KNOWS,
  ...SOUTH_AMERICAN_KNOWS,
  ...DUTCH_KNOWS,
  ...HUNGARIAN_KNOWS,
];
