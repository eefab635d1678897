// @vitest-environment jsdom
// Issue 15 "BreadcrumbList JSON-LD matches what is shown": the structured data of a trail names the crumbs the page
// shows, in order, and each item's URL is the address its link shows — also in an interface language by prefix.
import { cleanup, render } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteProvider } from '../../components/site-context';
import { Breadcrumbs } from '../../features/catalogue/components/catalogue-markup';
import { KnowBreadcrumbs } from '../../features/know-page/components/know-header';
import { countryConfigFor } from '../../lib/country/resolve-country';
import { breadcrumbListJsonLd, type Crumb } from '../../lib/seo/breadcrumbs';
import { buildSite, type Site } from '../../lib/site/site';
import { theme } from '../../styles/theme';

afterEach(cleanup);

const router = { prefetch: () => Promise.resolve(), push: () => Promise.resolve(true), asPath: '/', pathname: '/', query: {}, locale: 'de', isReady: true } as unknown as NextRouter;

const crumbs: Crumb[] = [
  { name: 'Start', path: '/' },
  { name: 'Fächer', path: '/subjects' },
  { name: 'Biologie', path: '/subjects/biologie' },
  { name: 'Photosynthese', path: '/knows/photosynthese-0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a' },
];

const german = (path: string, locale: 'de' | 'fr') => buildSite(countryConfigFor('DE', 'local'), { appEnv: 'local', host: 'de.localhost:3000', locale, path });

/** What the rendered trail shows: each crumb's name and the absolute address of its link (the page's own for the last). */
function shownTrail(element: HTMLElement, site: Site, pagePath: string) {
  return [...element.querySelectorAll('li')].map((item) => {
    const link = item.querySelector('a');
    return { name: item.textContent, item: link ? new URL(link.getAttribute('href')!, site.origin).href : new URL(pagePath, site.origin).href };
  });
}

const trailOf = (data: ReturnType<typeof breadcrumbListJsonLd>) => data.itemListElement.map(({ name, item }) => ({ name, item }));

describe('BreadcrumbList JSON-LD matches what is shown', () => {
  it.each([
    ['the catalogue trail', Breadcrumbs],
    ['the know page trail', KnowBreadcrumbs],
  ] as const)('%s on the site’s own language and by prefix', (_name, Trail) => {
    for (const [locale, pagePath] of [['de', crumbs.at(-1)!.path], ['fr', `/fr${crumbs.at(-1)!.path}`]] as const) {
      const site = german(pagePath, locale);
      const { container } = render(
        <RouterContext.Provider value={{ ...router, asPath: pagePath }}>
          <ThemeProvider theme={theme}>
            <SiteProvider site={site}>
              <Trail crumbs={crumbs} />
            </SiteProvider>
          </ThemeProvider>
        </RouterContext.Provider>,
      );
      expect(trailOf(breadcrumbListJsonLd(crumbs, site))).toEqual(shownTrail(container, site, pagePath));
      cleanup();
    }
  });

  it('numbers the items from 1', () => {
    expect(breadcrumbListJsonLd(crumbs, german('/', 'de')).itemListElement.map(({ position }) => position)).toEqual([1, 2, 3, 4]);
  });
});
