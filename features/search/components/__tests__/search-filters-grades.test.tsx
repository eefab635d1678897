// @vitest-environment jsdom
// Issue 33 "showGrades read where grades show": the search offers a grade filter only where the site shows grades
// (spec §3 showGrades); the subject and format filters stay.
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import search from '../../../../public/locales/de/search.json';
import { SiteProvider } from '../../../../components/site-context';
import { countryConfigFor } from '../../../../lib/country/resolve-country';
import { buildSite } from '../../../../lib/site/site';
import { theme } from '../../../../styles/theme';
import { SearchFilters } from '../search-filters';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'de', resources: { de: { search } }, defaultNS: 'search', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const GRADES = [
  { id: '6b1e4d2f-3c5e-4f70-9bac-1d2e3f4a5b6c', name: 'Klasse 9' },
  { id: '7c2f5e30-4d6f-4081-acbd-2e3f4a5b6c7d', name: 'Klasse 10' },
];

function showFilters(showGrades: boolean) {
  const site = buildSite({ ...countryConfigFor('DE', 'local'), showGrades }, { appEnv: 'local', host: 'de.localhost:3000', locale: 'de', path: '/knows/search' });
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <SiteProvider site={site}>
          <SearchFilters subjects={[{ id: 'bio', name: 'Biologie' }]} grades={GRADES} formats={['DOCUMENT', 'FLASHCARDS']}
            values={{ subjectId: null, gradeId: null, knowFormat: null }} onChange={() => {}} />
        </SiteProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('the grade filter of a search (spec §3 showGrades)', () => {
  it('is offered where the site shows grades', () => {
    showFilters(true);
    expect(screen.getByLabelText(search.filters.grade)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Klasse 9' })).toBeTruthy();
  });

  it('is not offered where the site does not show grades; subjects and formats still are', () => {
    showFilters(false);
    expect(screen.queryByLabelText(search.filters.grade)).toBeNull();
    expect(screen.queryByRole('option', { name: 'Klasse 9' })).toBeNull();
    expect(screen.getByLabelText(search.filters.format)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Biologie' })).toBeTruthy();
  });
});
