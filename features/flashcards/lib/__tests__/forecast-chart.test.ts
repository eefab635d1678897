import { describe, expect, it } from 'vitest';
import { forecastChart, niceTop } from '../forecast-chart';

const today = new Date(2026, 10, 30, 15, 30);

describe('the workload forecast chart', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten, at least 5', () => {
    expect(niceTop(0)).toBe(5);
    expect(niceTop(3)).toBe(5);
    expect(niceTop(7)).toBe(10);
    expect(niceTop(12)).toBe(20);
    expect(niceTop(50)).toBe(50);
    expect(niceTop(51)).toBe(100);
    expect(niceTop(180)).toBe(200);
  });

  it('draws one bar per day, today first, scaled to the axis, with the total and the busiest day', () => {
    const days = Array.from({ length: 30 }, (_, day) => (day === 0 ? 12 : day === 3 ? 20 : 1));
    const chart = forecastChart(days, { today, width: 300, height: 100, gap: 2 });
    expect(chart.bars).toHaveLength(30);
    expect(chart.top).toBe(20);
    expect(chart.total).toBe(12 + 20 + 28);
    expect(chart.peak).toBe(20);
    const busiest = chart.bars[3]!;
    expect(busiest.height).toBe(100);
    expect(busiest.y).toBe(0);
    expect(chart.bars[0]!.height).toBe(60);
    expect(chart.bars[0]!.x).toBe(1);
    expect(chart.bars[1]!.x).toBe(11);
    expect(chart.bars[0]!.width).toBe(8);
  });

  it('dates each bar by calendar day from today, also across a change of summer time', () => {
    const chart = forecastChart(Array(30).fill(0), { today });
    expect(chart.bars[0]!.date.getDate()).toBe(30);
    expect(chart.bars[1]!.date.getDate()).toBe(1);
    expect(chart.bars[1]!.date.getMonth()).toBe(11);
    const spring = forecastChart(Array(30).fill(0), { today: new Date(2026, 2, 20) });
    expect(spring.bars.map((bar) => bar.date.getDate())).toEqual(Array.from({ length: 30 }, (_, day) => new Date(2026, 2, 20 + day).getDate()));
  });

  it('draws nothing below zero and an empty month with its axis', () => {
    const chart = forecastChart([-2, 0, 0], { today, height: 100 });
    expect(chart.bars.every((bar) => bar.height === 0 && bar.y === 100)).toBe(true);
    expect(chart.top).toBe(5);
    expect(chart.total).toBe(0);
  });
});
