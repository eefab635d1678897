// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '../../lib/site/site';
import { Link } from '../link';
import { SiteProvider } from '../site-context';

let intersect: () => void = () => {};
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        intersect = () => callback([{ isIntersecting: true }]);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fakeRouter() {
  return {
    pathname: '/', asPath: '/', route: '/', query: {}, basePath: '', isReady: true, isFallback: false, isPreview: false, isLocaleDomain: true,
    push: vi.fn(async () => true), replace: vi.fn(async () => true), prefetch: vi.fn(async () => {}), beforePopState: vi.fn(), back: vi.fn(), forward: vi.fn(), reload: vi.fn(),
    events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
  } satisfies Partial<NextRouter>;
}

const GERMAN = { locale: 'de', defaultLocale: 'de', isLocalePrefixed: false } as Site;

function renderLink(link: ReactNode, site: Site | null = GERMAN) {
  const router = fakeRouter();
  render(
    <RouterContext.Provider value={router as unknown as NextRouter}>
      <SiteProvider site={site}>{link}</SiteProvider>
    </RouterContext.Provider>,
  );
  return router;
}

describe('Link (spec §2: prefetch, replace, scroll, locale)', () => {
  it('navigates in the app, pushing by default and replacing when asked, with the scroll option', () => {
    const router = renderLink(
      <>
        <Link href="/subjects">Subjects</Link>
        <Link href="/knows/search" replace scroll={false}>Search</Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Subjects' }));
    expect(router.push).toHaveBeenCalledWith('/subjects', '/subjects', expect.objectContaining({ scroll: true }));
    fireEvent.click(screen.getByRole('link', { name: 'Search' }));
    expect(router.replace).toHaveBeenCalledWith('/knows/search', '/knows/search', expect.objectContaining({ scroll: false }));
  });

  it('leaves a modified click, another target, a download and a click the page handled to the browser (next/link\'s rules)', () => {
    const handled = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const router = renderLink(
      <>
        <Link href="/subjects">Subjects</Link>
        <Link href="/subjects" target="_blank">New tab</Link>
        <Link href="/subjects" download>Download</Link>
        <Link href="/subjects" onClick={handled}>Handled</Link>
      </>,
    );
    const subjects = screen.getByRole('link', { name: 'Subjects' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) fireEvent.click(subjects, modifier);
    fireEvent.click(screen.getByRole('link', { name: 'New tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'Download' }));
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    expect(handled).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
    fireEvent.click(subjects);
    expect(router.push).toHaveBeenCalledTimes(1);
  });

  it('prefetches the target when the pointer comes over it or a finger touches it, unless told not to', () => {
    const router = renderLink(<Link href="/subjects">Subjects</Link>);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Subjects' }));
    expect(router.prefetch).toHaveBeenCalledWith('/subjects');
    fireEvent.touchStart(screen.getByRole('link', { name: 'Subjects' }));
    expect(router.prefetch).toHaveBeenCalledTimes(2);
    cleanup();
    const quiet = renderLink(<Link href="/subjects" prefetch={false}>Subjects</Link>);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Subjects' }));
    expect(quiet.prefetch).not.toHaveBeenCalled();
  });

  it('prefetches the target once it comes near the viewport, unless told not to', () => {
    const router = renderLink(<Link href="/subjects">Subjects</Link>);
    expect(router.prefetch).not.toHaveBeenCalled();
    intersect();
    expect(router.prefetch).toHaveBeenCalledWith('/subjects');

    cleanup();
    const quiet = renderLink(<Link href="/subjects" prefetch={false}>Subjects</Link>);
    intersect();
    expect(quiet.prefetch).not.toHaveBeenCalled();
  });

  it('leads to another interface language by its path prefix, as a full page load', () => {
    const router = renderLink(<Link href="/subjects" locale="en">Subjects in English</Link>);
    const link = screen.getByRole('link', { name: 'Subjects in English' });
    expect(link.getAttribute('href')).toBe('/en/subjects');
    fireEvent.click(link);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('keeps the prefix of a prefixed interface language, and leaves an href that carries its own alone', () => {
    renderLink(
      <>
        <Link href="/subjects">Fächer</Link>
        <Link href="/en/legal/imprint" locale={false}>Imprint</Link>
      </>,
      { locale: 'en', defaultLocale: 'de', isLocalePrefixed: true } as Site,
    );
    expect(screen.getByRole('link', { name: 'Fächer' }).getAttribute('href')).toBe('/en/subjects');
    expect(screen.getByRole('link', { name: 'Imprint' }).getAttribute('href')).toBe('/en/legal/imprint');
  });

  it('opens another site as a plain anchor that does not pass the opener on', () => {
    renderLink(<Link href="https://example.org/help">Help</Link>);
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('rel')).toBe('noopener noreferrer');
  });
});
