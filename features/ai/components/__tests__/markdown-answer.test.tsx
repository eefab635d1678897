// @vitest-environment jsdom
// An AI answer loads its Markdown renderer when it is first shown (issue 29: marked is not on the AI pages' first
// load), and renders as before once it has: Markdown as HTML, citation marks as links to the cited page.
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ai from '../../../../public/locales/de/ai.json';
import { theme } from '../../../../styles/theme';
import { MarkdownAnswer } from '../markdown-answer';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'de', resources: { de: { ai } }, defaultNS: 'ai', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const KNOW = { uuid: '0b7c7f0e-0000-4000-8000-000000000001', title: 'Photosynthese einfach erklärt', slug: 'photosynthese-einfach-erklart' };

describe('an AI answer on screen', () => {
  it('renders its Markdown and citation marks once the renderer has loaded', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <MarkdownAnswer text={'Pflanzen nutzen **Licht** [1].\n\n<script>alert(1)</script>'} citations={[{ knowUuid: KNOW.uuid, page: 3, quote: 'Licht' }]} knows={[KNOW]} />
        </ThemeProvider>
      </I18nextProvider>,
    );
    const citation = await screen.findByRole('link', { name: i18n.t('citations.mark', { number: 1 }) });
    expect(citation.getAttribute('href')).toBe(`/knows/photosynthese-einfach-erklart-${KNOW.uuid}#page-3`);
    expect(screen.getByText('Licht').tagName).toBe('STRONG');
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });
});
