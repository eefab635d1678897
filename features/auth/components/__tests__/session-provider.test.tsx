// @vitest-environment jsdom
// The shell's session without React Query: the server render's user from the first render, GET users/me asked by the
// browser only when the server did not read the session, and an ended session (logout, refused refresh) signs out.
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../../lib/api/session-events';
import type { User } from '../../../../lib/contracts/users';

const mocks = vi.hoisted(() => ({ hasSession: vi.fn(() => false), callApi: vi.fn(), showErrorToast: vi.fn() }));
vi.mock('../../../../lib/api/clients', () => ({ hasSession: mocks.hasSession, callApi: mocks.callApi }));
vi.mock('../../../../lib/api/show-error-toast', () => ({ showErrorToast: mocks.showErrorToast }));
vi.mock('next-i18next/pages', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { t: (key: string) => key } }) }));

const { SessionProvider } = await import('../session-provider');
const { useSetUser, useUser } = await import('../../lib/session-user-store');

const ada = { uuid: '0d6f3c57-5f7a-4b43-9a57-1d0c1f2a3b4c', name: 'Ada' } as User;

function WhoIsSignedIn() {
  const { data, isPending } = useUser();
  if (isPending) return <p>unknown</p>;
  return <p>{data ? `signed in as ${data.name}` : 'signed out'}</p>;
}

function SignInAs({ user }: { user: User }) {
  const setUser = useSetUser();
  return <button onClick={() => setUser(user)}>sign in</button>;
}

beforeEach(() => {
  mocks.hasSession.mockReturnValue(false);
  mocks.callApi.mockReset();
  mocks.showErrorToast.mockReset();
});
afterEach(cleanup);

describe('SessionProvider', () => {
  it('renders the user of the server render on the server, without asking the API', () => {
    const html = renderToString(<SessionProvider initialUser={ada}><WhoIsSignedIn /></SessionProvider>);
    expect(html).toContain('signed in as Ada');
    expect(mocks.callApi).not.toHaveBeenCalled();
  });

  it('keeps the server’s user in the browser and drops it when the session ends', async () => {
    render(<SessionProvider initialUser={ada}><WhoIsSignedIn /></SessionProvider>);
    expect(screen.getByText('signed in as Ada')).toBeTruthy();
    expect(mocks.callApi).not.toHaveBeenCalled();
    act(() => endSession());
    expect(screen.getByText('signed out')).toBeTruthy();
  });

  it('without a token, a page the server rendered without the session shows the visitor signed out and calls nothing', async () => {
    render(<SessionProvider><WhoIsSignedIn /></SessionProvider>);
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(mocks.callApi).not.toHaveBeenCalled();
  });

  it('with a token, a page the server rendered without the session asks GET users/me once', async () => {
    mocks.hasSession.mockReturnValue(true);
    mocks.callApi.mockResolvedValue(ada);
    render(<SessionProvider><WhoIsSignedIn /></SessionProvider>);
    expect(screen.getByText('unknown')).toBeTruthy();
    expect(await screen.findByText('signed in as Ada')).toBeTruthy();
    expect(mocks.callApi).toHaveBeenCalledTimes(1);
  });

  it('shows the error toast and the visitor signed out when users/me fails', async () => {
    mocks.hasSession.mockReturnValue(true);
    mocks.callApi.mockRejectedValue(new Error('network down'));
    render(<SessionProvider><WhoIsSignedIn /></SessionProvider>);
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(mocks.showErrorToast).toHaveBeenCalledTimes(1);
  });

  it('shows a user put in by a sign-in at once', async () => {
    render(<SessionProvider initialUser={null}><WhoIsSignedIn /><SignInAs user={ada} /></SessionProvider>);
    expect(await screen.findByText('signed out')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'sign in' }).click());
    expect(screen.getByText('signed in as Ada')).toBeTruthy();
  });
});
