// Web vitals as analytics events (spec §7): CLS, FCP, INP, LCP and TTFB from the web-vitals library, loaded only
// when analytics is on, each reported as `web_vital` with the metric's name in valueId and its value in value.
import type { Metric } from 'web-vitals';
import { track } from './track';

/** Milliseconds to whole ms; CLS (a unitless score) to three decimals. */
export function webVitalValue(metric: Pick<Metric, 'name' | 'value'>): number {
  return metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
}

export async function reportWebVitals(): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: Metric) => track('web_vital', { valueId: metric.name, value: webVitalValue(metric) });
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
}
