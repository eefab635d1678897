// The workload forecast as a bar chart: one bar per day (today first), scaled to a rounded top value so the axis reads
// well, with the total and the busiest day for the chart's summary and the date of each day for its table.

type ForecastBar = { day: number; date: Date; reviews: number; x: number; y: number; width: number; height: number };
type ForecastChart = { bars: ForecastBar[]; top: number; total: number; peak: number; width: number; height: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The smallest of 1, 2, 5 × 10^n that is at least the value (at least 5, so a quiet month still has an axis). */
export function niceTop(value: number): number {
  if (value <= 5) return 5;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}

export function forecastChart(days: readonly number[], { today, width = 600, height = 160, gap = 2 }: { today: Date; width?: number; height?: number; gap?: number }): ForecastChart {
  const reviews = days.map((count) => Math.max(0, Math.round(count)));
  const top = niceTop(Math.max(0, ...reviews));
  const slot = reviews.length > 0 ? width / reviews.length : width;
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const bars = reviews.map((count, day) => {
    const barHeight = (count / top) * height;
    // Noon of the day, so that a change to or from summer time never shifts the date shown.
    const date = new Date(start.getTime() + day * DAY_MS + DAY_MS / 2);
    return { day, date, reviews: count, x: day * slot + gap / 2, y: height - barHeight, width: Math.max(1, slot - gap), height: barHeight };
  });
  return { bars, top, total: reviews.reduce((sum, count) => sum + count, 0), peak: Math.max(0, ...reviews), width, height };
}
