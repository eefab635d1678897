// @vitest-environment jsdom
// Issue 33: the delete-account button was not red in dark mode. Both of its buttons are the danger button, whose colour
// is the danger token (light and dark values in config/ui.ts), never a literal.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DARK_PALETTE, PALETTE } from '../../../../config/palette';
import type { User } from '../../../../lib/contracts/users';
import common from '../../../../public/locales/en/common.json';
import profile from '../../../../public/locales/en/profile.json';
import { theme } from '../../../../styles/theme';
import { DeleteAccountSection } from '../delete-account-section';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { profile, common } }, defaultNS: 'profile', interpolation: { escapeValue: false } });
});
afterEach(cleanup);
// The first render loads styled-components, React Query and the section: slow on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

const router = { prefetch: () => Promise.resolve(), push: () => Promise.resolve(true), asPath: '/app/profile', pathname: '/app/profile', query: {}, locale: 'en', isReady: true } as unknown as NextRouter;
const user = { uuid: '0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a', accountUuid: '1b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a', knowerUuid: null, twoFactorEnabled: false, name: 'Mia' } as unknown as User;

describe('the delete-account section', () => {
  it('draws its buttons in the danger colour token, which is red in light and dark', () => {
    render(
      <RouterContext.Provider value={router}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={new QueryClient()}>
            <ThemeProvider theme={theme}>
              <DeleteAccountSection user={user} onLeaving={() => undefined} />
            </ThemeProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </RouterContext.Provider>,
    );
    const start = screen.getByRole('button', { name: profile.startDelete });
    expect(getComputedStyle(start).color).toBe(theme.colors.danger);
    fireEvent.click(start);
    expect(getComputedStyle(screen.getByRole('button', { name: profile.confirmDelete })).color).toBe(theme.colors.danger);
    expect(theme.colors.danger).toMatch(/^var\(--/);
    for (const palette of [PALETTE, DARK_PALETTE]) {
      const [red, green, blue] = [1, 3, 5].map((at) => parseInt(palette.danger.slice(at, at + 2), 16));
      expect(red).toBeGreaterThan(Math.max(green!, blue!) + 80);
    }
  });
});
