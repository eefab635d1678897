// @vitest-environment jsdom
// Issue 33 "showGrades read where grades show": the school tutor asks for a grade only where the site shows grades
// (spec §3 showGrades); elsewhere the subject alone starts it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ai from '../../../../public/locales/de/ai.json';
import common from '../../../../public/locales/de/common.json';
import { SiteProvider } from '../../../../components/site-context';
import { countryConfigFor } from '../../../../lib/country/resolve-country';
import { buildSite } from '../../../../lib/site/site';
import { theme } from '../../../../styles/theme';
import { SchoolSetup, schoolTutorChat } from '../tutor-page';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'de', resources: { de: { ai, common } }, defaultNS: 'ai', interpolation: { escapeValue: false } });
});
afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

function showSetup(showGrades: boolean) {
  const site = buildSite({ ...countryConfigFor('DE', 'local'), showGrades }, { appEnv: 'local', host: 'de.localhost:3000', locale: 'de', path: '/app/school-gpt' });
  const queryClient = new QueryClient();
  queryClient.setQueryData(['grades'], [{ id: '6b1e4d2f-3c5e-4f70-9bac-1d2e3f4a5b6c', level: 9, name: 'Klasse 9' }]);
  queryClient.setQueryData(['subjects', 'de'], [{ id: '5a0f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b', slug: 'biologie', name: 'Biologie', color: 'green' }]);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <SiteProvider site={site}>
            <SchoolSetup subjectId="" gradeId="" onChange={() => {}} />
          </SiteProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the school tutor setup (spec §3 showGrades)', () => {
  it('asks for the subject and the grade where the site shows grades', () => {
    showSetup(true);
    expect(screen.getByTestId('ai-subject')).toBeTruthy();
    expect(screen.getByTestId('ai-grade')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Klasse 9' })).toBeTruthy();
  });

  it('asks for the subject alone where the site does not show grades', () => {
    showSetup(false);
    expect(screen.getByRole('option', { name: 'Biologie' })).toBeTruthy();
    expect(screen.queryByTestId('ai-grade')).toBeNull();
    expect(screen.queryByRole('option', { name: 'Klasse 9' })).toBeNull();
  });

  it('starts the chat with subject and grade, or with the subject alone where the site does not show grades', () => {
    const subjectId = '5a0f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b';
    const gradeId = '6b1e4d2f-3c5e-4f70-9bac-1d2e3f4a5b6c';
    expect(schoolTutorChat({ subjectId, gradeId: '' }, true)).toBeNull();
    expect(schoolTutorChat({ subjectId, gradeId }, true)).toEqual({ subjectId, gradeId, promptVariant: 'school-gpt' });
    expect(schoolTutorChat({ subjectId, gradeId: '' }, false)).toEqual({ subjectId, promptVariant: 'school-gpt' });
    expect(schoolTutorChat({ subjectId: '', gradeId: '' }, false)).toBeNull();
  });
});
