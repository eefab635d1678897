import { describe, expect, it } from 'vitest';
import { LANDING_LAST_SEGMENTS, pageLayoutFor } from '../page-layout';

const kind = (path: string) => pageLayoutFor(path).kind;

describe('layout rules (spec §2)', () => {
  it('makes the home page landing-style with no page margin and the special navbar, without the bottom widget (its own section has the app links)', () => {
    expect(pageLayoutFor('/')).toEqual({ kind: 'landing', pageMargin: false, navbar: 'special', footer: true, bottomWidget: false });
    expect(pageLayoutFor('/subjects').bottomWidget).toBe(true);
    expect(kind('/fr')).toBe('landing');
    expect(kind('/es-MX/')).toBe('landing');
  });

  it.each([
    'advertise', 'download', 'pro-plan', 'checkout', 'success', 'activate', 'profile', 'company', 'university',
    'ai-summary', 'uni-gpt', 'mock-exam', 'signin', 'signup', 'confirm', 'reset-password', 'forgot-password',
    'careers', 'search', 'subjects', 'parent', 'safety',
  ])('makes a page whose last segment is "%s" landing-style', (segment) => {
    expect(LANDING_LAST_SEGMENTS.has(segment)).toBe(true);
    expect(kind(`/somewhere/${segment}`)).toBe('landing');
    expect(kind(`/de/somewhere/${segment}?utm_content=x`)).toBe('landing');
  });

  it.each([
    ['know page', '/knows/3f2504e0-4f89-41d3-9a0c-0305e82c3301'],
    ['know viewer', '/knows/3f2504e0-4f89-41d3-9a0c-0305e82c3301/view'],
    ['topic page', '/topics/biology/photosynthesis'],
    ['legal page', '/legal/imprint'],
    ['subject page', '/subjects/mathematics'],
    ['knowledge page', '/knowledge/science/biology/cell'],
  ])('makes the %s landing-style', (_label, path) => {
    expect(kind(path)).toBe('landing');
  });

  it.each(['/app/feeds', '/app/profile', '/app/knows/create', '/de/app/chat', '/app/payouts/request'])(
    'hides navbar, footer and bottom widget on the app-area page %s',
    (path) => {
      expect(pageLayoutFor(path)).toEqual({ kind: 'app', pageMargin: true, navbar: 'hidden', footer: false, bottomWidget: false });
    },
  );

  it.each(['/knows/create/upload', '/knows/create/details', '/chat', '/users/3f2504e0-4f89-41d3-9a0c-0305e82c3301', '/polls/x'])(
    'keeps the standard layout with a page margin on %s',
    (path) => {
      expect(pageLayoutFor(path)).toEqual({ kind: 'standard', pageMargin: true, navbar: 'standard', footer: true, bottomWidget: true });
    },
  );

  it('does not take a page segment that merely looks like a locale for a prefix', () => {
    expect(kind('/legal/de')).toBe('landing');
    expect(kind('/chats/fr')).toBe('standard');
  });
});
