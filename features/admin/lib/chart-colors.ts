// One colour per group of the event catalogue, the same in the bars and the legend; the rating colours of web vitals.
// Fixed colours that read on both themes; the one dark navy follows the theme (light in the dark one).
import type { EventGroup } from '../../../lib/contracts/analytics';
import { COLOR_REFERENCES } from '../../../styles/colors';
import type { WebVitalRating } from './web-vital-rating';

export const GROUP_COLORS: Record<EventGroup, string> = {
  app: '#3c5cff',
  account: COLOR_REFERENCES.businessBlue,
  onboarding: '#7b61ff',
  uploads: '#1fbf75',
  knows: '#2b9bf4',
  flashcards: '#f5b800',
  search: '#ff7a45',
  aiChat: '#c23bd4',
  plans: '#0f9d9a',
  cookieBanner: '#8a94b8',
  payouts: '#d62d4b',
};

export const RATING_COLORS: Record<WebVitalRating, { fill: string; text: string }> = {
  good: { fill: '#c9f0dc', text: '#0d6b41' },
  needsImprovement: { fill: '#ffe8b0', text: '#7a5200' },
  poor: { fill: '#ffd0d8', text: '#a3122e' },
};
