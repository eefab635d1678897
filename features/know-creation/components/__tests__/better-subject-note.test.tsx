// @vitest-environment jsdom
// The note a knower reads when their published know reads like another subject (decision 051).
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import upload from '../../../../public/locales/en/upload.json';
import type { OwnKnow } from '../../../../lib/contracts/know-creation';
import { theme } from '../../../../styles/theme';
import { BetterSubjectNote } from '../better-subject-note';

vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/knows', query: {}, asPath: '/knows', push: async () => true, prefetch: async () => undefined, locale: 'en', isReady: true }) }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { upload } }, defaultNS: 'upload', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const KNOW_UUID = '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f';
const know = (betterSubject: OwnKnow['betterSubject']) => ({ uuid: KNOW_UUID, betterSubject }) as OwnKnow;
const chemistry = { id: '0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f', slug: 'chemistry', name: 'Chemistry', color: 'green' as const };

function show(props: Parameters<typeof BetterSubjectNote>[0]) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <BetterSubjectNote {...props} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('BetterSubjectNote', () => {
  it('names the subject the know reads like, and on the list links to the edit page', () => {
    show({ know: know(chemistry), linkToEdit: true });
    expect(screen.getByTestId('better-subject-note').textContent).toBe(`${upload.betterSubject.note.replaceAll('{{subject}}', 'Chemistry')} ${upload.betterSubject.change}`);
    expect(screen.getByRole('link', { name: upload.betterSubject.change }).getAttribute('href')).toBe(`/knows/${KNOW_UUID}/edit`);
  });

  it('has no link on the edit page itself, and says nothing for a know that fits', () => {
    show({ know: know(chemistry) });
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    show({ know: know(null) });
    expect(screen.queryByTestId('better-subject-note')).toBeNull();
  });
});
