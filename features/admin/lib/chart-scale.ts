// Scales of the dashboard's charts: a round top for the value axis and which day labels fit under the bars.

// Round tops of the value axis (× a power of ten) and how many steps divide each into round ticks.
const NICE_STEPS: [top: number, steps: number][] = [[1, 5], [1.5, 3], [2, 4], [2.5, 5], [3, 3], [4, 4], [5, 5], [6, 3], [8, 4], [10, 5]];

/** The smallest round top at or above the value (at least 1): 1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × 10^n. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const [factor] = NICE_STEPS.find(([top]) => top * power >= value - 1e-9)!;
  return Math.round(factor * power * 1000) / 1000;
}

/** Ticks from 0 to a niceMax top in round steps; below 5 one per whole number. */
export function ticks(top: number): number[] {
  const power = 10 ** Math.floor(Math.log10(top));
  const steps = top < 5 ? top : (NICE_STEPS.find(([factor]) => Math.abs(factor * power - top) < 1e-9)?.[1] ?? 4);
  return Array.from({ length: steps + 1 }, (_, index) => (top * index) / steps);
}

/** Every how many bars a label fits when each label needs `labelWidth` px. */
export function labelEvery(bars: number, plotWidth: number, labelWidth = 48): number {
  if (bars <= 0) return 1;
  return Math.max(1, Math.ceil((labelWidth * bars) / Math.max(plotWidth, 1)));
}

/** A text cut to `max` characters with an ellipsis. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1))}…`;
}
