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
  it('carries the sharing user as sid and share as source', () => {
    const url = new URL(knowShareUrl({ origin: 'https://knowly.de', path: '/knows/photosynthese-1', userUuid: 'u-1' }));
    expect(url.pathname).toBe('/knows/photosynthese-1');
    expect(url.searchParams.get('sid')).toBe('u-1');
    expect(url.searchParams.get('utm_source')).toBe('share');
  });

  it("uses 'web' as sid for a visitor who is not signed in", () => {
    expect(new URL(knowShareUrl({ origin: 'http://de.localhost:3000', path: '/knows/x', userUuid: null })).searchParams.get('sid')).toBe('web');
  });
});

describe('know breadcrumbs', () => {
  const know = {
    title: 'Photosynthese',
    path: '/knows/photosynthese-1',
    subjects: [{ id: 's', slug: 'biologie', name: 'Biologie', color: 'green' as const }],
    knowledgeBreadcrumbs: [
      { name: 'Naturwissenschaften', path: '/knowledge/nawi' },
      { name: 'Biologie', path: '/knowledge/nawi/bio' },
      { name: 'Stoffwechsel', path: '/knowledge/nawi/bio/stoffwechsel' },
    ],
  };
  const names = { homeName: 'Start', subjectsName: 'Fächer' };

  it('leads through the subject in the control', () => {
    expect(knowBreadcrumbs(know, { knowledgeArea: false, ...names }).map((crumb) => crumb.path)).toEqual(['/', '/subjects', '/subjects/biologie', '/knows/photosynthese-1']);
  });

  it('leads through knowledge area, domain and item in the treatment', () => {
    expect(knowBreadcrumbs(know, { knowledgeArea: true, ...names }).map((crumb) => crumb.name)).toEqual(['Start', 'Naturwissenschaften', 'Biologie', 'Stoffwechsel', 'Photosynthese']);
  });

  it('falls back to the subject when the know is not in the knowledge tree', () => {
    expect(knowBreadcrumbs({ ...know, knowledgeBreadcrumbs: [] }, { knowledgeArea: true, ...names })).toHaveLength(4);
  });
});
