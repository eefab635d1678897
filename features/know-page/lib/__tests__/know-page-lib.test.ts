import { describe, expect, it } from 'vitest';
import { hasMilestonesAfter, milestonesPassed } from '../content-duration';
import { knowBreadcrumbs } from '../know-breadcrumbs';
import { knowShareUrl } from '../share-link';

describe('content-duration milestones', () => {
  it('passes each of 5, 10, 15, 30, 60, 90 and 120 s exactly once, at the exact second', () => {
    expect(milestonesPassed(0, 4)).toEqual([]);
    expect(milestonesPassed(4, 5)).toEqual([5]);
    expect(milestonesPassed(5, 6)).toEqual([]);
    expect(milestonesPassed(9, 31)).toEqual([10, 15, 30]);
    expect(milestonesPassed(0, 500)).toEqual([5, 10, 15, 30, 60, 90, 120]);
  });

  it('stops counting after 120 s', () => {
    expect(hasMilestonesAfter(119)).toBe(true);
    expect(hasMilestonesAfter(120)).toBe(false);
  });
});

describe('share link', () => {
  it("carries the sharer's opaque share id as sid and share as source, and no uuid at all", () => {
    const shareId = 'q3Vx9kLm2PzR8sTw4YbN1A';
    const href = knowShareUrl({ origin: 'https://knowly.de', path: '/knows/photosynthese-1', shareId });
    const url = new URL(href);
    expect(url.pathname).toBe('/knows/photosynthese-1');
    expect(url.searchParams.get('sid')).toBe(shareId);
    expect(url.searchParams.get('utm_source')).toBe('share');
    expect(href).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
  });

  it("uses 'web' as sid for a visitor who is not signed in", () => {
    expect(new URL(knowShareUrl({ origin: 'http://de.localhost:3000', path: '/knows/x', shareId: null })).searchParams.get('sid')).toBe('web');
  });
});

describe('know breadcrumbs (issue 15: the same whichever experiment variant is shown)', () => {
  const know = {
    title: 'Photosynthese',
    path: '/knows/photosynthese-1',
    subjects: [{ id: 's', slug: 'biologie', name: 'Biologie', color: 'green' as const }],
  };
  const names = { homeName: 'Start', subjectsName: 'Fächer' };

  it('leads through the subjects page and the know’s subject to the know, the current page last', () => {
    expect(knowBreadcrumbs(know, names)).toEqual([
      { name: 'Start', path: '/' },
      { name: 'Fächer', path: '/subjects' },
      { name: 'Biologie', path: '/subjects/biologie' },
      { name: 'Photosynthese', path: '/knows/photosynthese-1' },
    ]);
  });

  it('goes from home straight to a know without a subject', () => {
    expect(knowBreadcrumbs({ ...know, subjects: [] }, names).map((crumb) => crumb.path)).toEqual(['/', '/knows/photosynthese-1']);
  });
});
