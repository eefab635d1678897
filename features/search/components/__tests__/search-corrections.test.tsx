// @vitest-environment jsdom
// Issue 15, search: "Showing results for …" with a link to search the original exactly, and format filters that offer
// only the formats that exist.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../../styles/theme';
import { SearchFilters, type SearchFilterValues } from '../search-filters';
import { CorrectedQueryNotice } from '../search-suggestions';

afterEach(cleanup);

const router = { prefetch: () => Promise.resolve(), push: () => Promise.resolve(true), asPath: '/knows/search', pathname: '/knows/search', query: {}, locale: 'de', isReady: true } as unknown as NextRouter;

const NO_FILTERS: SearchFilterValues = { subjectId: null, gradeId: null, knowFormat: null };

describe('typos: "Showing results for …"', () => {
  it('names the corrected query and links to the original searched exactly', () => {
    const onSearchAsTyped = vi.fn();
    render(
      <RouterContext.Provider value={router}>
        <ThemeProvider theme={theme}>
          <CorrectedQueryNotice correctedQuery="fotosynthese" query="Fotosyntese" href="/knows/search?query=Fotosyntese&asTyped=true" onSearchAsTyped={onSearchAsTyped} />
        </ThemeProvider>
      </RouterContext.Provider>,
    );
    expect(screen.getByText('fotosynthese')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Fotosyntese' });
    expect(link.getAttribute('href')).toBe('/knows/search?query=Fotosyntese&asTyped=true');
    fireEvent.click(link);
    expect(onSearchAsTyped).toHaveBeenCalledTimes(1);
  });
});

describe('format filters offer only formats that exist', () => {
  const renderFilters = (formats: Parameters<typeof SearchFilters>[0]['formats'], values = NO_FILTERS) =>
    render(
      <ThemeProvider theme={theme}>
        <SearchFilters subjects={[]} grades={[]} formats={formats} values={values} onChange={() => {}} />
      </ThemeProvider>,
    );
  const options = () => [...document.querySelectorAll('option')].map((option) => option.value);

  it('lists the formats of the scope only', () => {
    renderFilters(['DOCUMENT', 'FLASHCARDS']);
    expect(options()).toEqual(['', 'DOCUMENT', 'FLASHCARDS']);
  });

  it('shows no format filter when there is nothing to choose between', () => {
    renderFilters(['DOCUMENT']);
    expect(document.querySelector('select')).toBeNull();
  });

  it('keeps a format chosen in the URL selectable, so that it can be taken off', () => {
    renderFilters(['DOCUMENT'], { ...NO_FILTERS, knowFormat: 'VIDEO' });
    expect(options()).toEqual(['', 'DOCUMENT', 'VIDEO']);
  });
});
