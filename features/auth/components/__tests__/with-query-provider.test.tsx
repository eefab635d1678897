// @vitest-environment jsdom
// Issue 29: a page that brings React Query's provider in its own chunks (withQueryProvider) gets a client without
// _app's, says so to _app (ownQueryProvider), and shares the browser's one client with every other page, so the
// cache outlives a navigation as it did with _app's provider.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withQueryProvider } from '../with-query-provider';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { common: {} } }, defaultNS: 'common' });
});
afterEach(cleanup);

const clients: QueryClient[] = [];
function ClientOf({ label }: { label: string }) {
  clients.push(useQueryClient());
  return <p>{label}</p>;
}

describe('withQueryProvider', () => {
  it('renders the page inside a React Query client, marks it for _app and keeps one client across pages', () => {
    const First = withQueryProvider(ClientOf);
    const Second = withQueryProvider(({ label }: { label: string }) => <ClientOf label={`${label}!`} />);
    expect(First.ownQueryProvider).toBe(true);
    const { unmount } = render(<I18nextProvider i18n={i18n}><First label="first page" /></I18nextProvider>);
    expect(screen.getByText('first page')).toBeTruthy();
    unmount();
    render(<I18nextProvider i18n={i18n}><Second label="second page" /></I18nextProvider>);
    expect(screen.getByText('second page!')).toBeTruthy();
    expect(clients).toHaveLength(2);
    expect(clients[1]).toBe(clients[0]);
  });
});
