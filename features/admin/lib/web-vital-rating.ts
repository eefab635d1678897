// How a web vital rates: web.dev's thresholds (as the web-vitals library exports them), good up to the first, poor
// above the second; the assessment uses the 75th percentile.
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import type { WEB_VITAL_METRICS } from '../../../config/analytics-events';

export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];
export type WebVitalRating = 'good' | 'needsImprovement' | 'poor';

export const WEB_VITAL_THRESHOLDS: Record<WebVitalMetric, readonly [good: number, poor: number]> = {
  CLS: CLSThresholds as [number, number],
  FCP: FCPThresholds as [number, number],
  INP: INPThresholds as [number, number],
  LCP: LCPThresholds as [number, number],
  TTFB: TTFBThresholds as [number, number],
};

export function rateWebVital(metric: WebVitalMetric, value: number): WebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needsImprovement' : 'poor';
}
