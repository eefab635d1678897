// One colour per group of the event catalogue, the same in the bars and the legend: the theme's fixed chart series
// (components/theme/fixed-colors.ts), and the one dark navy that follows the theme (light in the dark one).
import { CHART_SERIES } from '../../../components/theme/fixed-colors';
import type { EventGroup } from '../../../lib/contracts/dashboard-groups';
import { COLOR_REFERENCES } from '../../../styles/colors';

export const GROUP_COLORS: Record<EventGroup, string> = {
  app: CHART_SERIES.blue,
  account: COLOR_REFERENCES.businessBlue,
  onboarding: CHART_SERIES.violet,
  uploads: CHART_SERIES.green,
  knows: CHART_SERIES.sky,
  flashcards: CHART_SERIES.yellow,
  search: CHART_SERIES.orange,
  aiChat: CHART_SERIES.magenta,
  plans: CHART_SERIES.teal,
  cookieBanner: CHART_SERIES.grey,
  payouts: CHART_SERIES.red,
};
