import { describe, expect, it } from 'vitest';
import { clip, labelEvery, niceMax, ticks } from '../chart-scale';

describe('chart scales', () => {
  it('rounds the axis top up to a round number', () => {
    expect([0, 1, 2, 3, 7, 10, 11, 180, 201, 220, 4999].map(niceMax)).toEqual([1, 1, 2, 3, 8, 10, 15, 200, 250, 250, 5000]);
  });

  it('spaces ticks in round, whole steps from zero to the top', () => {
    expect(ticks(1)).toEqual([0, 1]);
    expect(ticks(3)).toEqual([0, 1, 2, 3]);
    expect(ticks(8)).toEqual([0, 2, 4, 6, 8]);
    expect(ticks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(ticks(15)).toEqual([0, 5, 10, 15]);
    expect(ticks(250)).toEqual([0, 50, 100, 150, 200, 250]);
    expect(ticks(600)).toEqual([0, 200, 400, 600]);
  });

  it('labels every bar while they fit, and every n-th when they crowd', () => {
    expect(labelEvery(7, 700)).toBe(1);
    expect(labelEvery(30, 700)).toBe(3);
    expect(labelEvery(90, 300)).toBe(15);
  });

  it('clips long texts with an ellipsis', () => {
    expect(clip('photosynthese', 20)).toBe('photosynthese');
    expect(clip('quadratische funktionen scheitelpunkt', 12)).toBe('quadratisch…');
  });
});
