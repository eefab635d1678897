// The browser's sign-in: its tokens (cookies) and whether there is one — without any HTTP client, so every page
// may use it.
import type { TokenResponse } from '../contracts/auth';
import { cookieTokenStore } from './token-store';

export const tokens = cookieTokenStore();

/** Stores the tokens of a sign-in (password grant, sign-up, password change). */
export function startSession(response: TokenResponse): void {
  tokens.save(response);
}

/** Whether this browser holds any token. */
export const hasSession = (): boolean => Boolean(tokens.accessToken() || tokens.refreshToken());
