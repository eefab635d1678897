// @vitest-environment jsdom
// An operation of the API reference as a reader sees it, drawn from the model the server reads from the OpenAPI
// description: who may call, the parameters, nested answer fields under their parent, the variants of a union, the
// precedence of a crossing path, and the error types of each refusal status — in the page's language.
import { cleanup, render, screen, within } from '@testing-library/react';
import fs from 'node:fs';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiOperation as Operation } from '../../lib/contracts/api-reference';
import { getApiReference } from '../../server/system/api-reference';
import { theme } from '../../styles/theme';
import { ApiOperation } from '../../features/developers/components/api-operation';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

const developers = JSON.parse(fs.readFileSync('public/locales/fr/developers.json', 'utf8')) as Record<string, unknown> & { auth: { visitor: string } };
const operations = getApiReference().tags.flatMap(({ operations: list }) => list);
const find = (method: string, path: string) => operations.find((operation) => operation.method === method && operation.path === path)!;

async function renderOperation(operation: Operation) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { developers } }, defaultNS: 'developers', interpolation: { escapeValue: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <ApiOperation operation={operation} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return screen.getByTestId('api-operation');
}

describe('ApiOperation', () => {
  it('shows the method and path, who may call, the parameters and the nested answer fields', async () => {
    const article = await renderOperation(find('GET', '/api/v1/knows/{id}'));
    expect(article.id).toBe('getApiV1KnowsId');
    expect(within(article).getByRole('heading', { level: 2 }).textContent).toBe('GET/api/v1/knows/{id}');
    expect(within(article).getByText(developers.auth.visitor)).toBeTruthy();
    const tables = within(article).getAllByRole('table');
    expect(within(tables[0]!).getByRole('cell', { name: 'id' })).toBeTruthy();
    expect(within(tables[1]!).getByRole('cell', { name: 'knowFormat' })).toBeTruthy();
    expect(within(tables[1]!).getByRole('cell', { name: 'subjects' })).toBeTruthy();
    expect(within(article).getAllByText('NotFoundError').length).toBeGreaterThan(0);
  });

  it('says which crossing path a URL goes to first, and a redirect answers with no body', async () => {
    const article = await renderOperation(find('GET', '/api/auth/oidc/{provider}/callback'));
    expect(within(article).getByText('Réponse 303')).toBeTruthy();
    expect(within(article).getByText('Pas de corps')).toBeTruthy();
    cleanup();
    const username = await renderOperation(find('PATCH', '/api/v1/users/{id}/username'));
    expect(within(username).getByText('Une URL qui correspond aussi à /api/v1/users/usernames/{name} reçoit sa réponse de là.')).toBeTruthy();
  });
});
