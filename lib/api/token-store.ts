// Where the browser keeps its sign-in (decision 020): the access token in a cookie the client writes, so that server
// rendering sees the user (SameSite=Lax, Secure outside plain-http local sites); the refresh token in an HttpOnly
// cookie that only the auth service sets and reads, which no script can see.
import { SERVICE_BASES } from './endpoints';
import Cookies from 'js-cookie';

export const ACCESS_TOKEN_COOKIE = 'knowly_access_token';
/** Set by the auth service only: HttpOnly, SameSite=Strict, path /api/auth (server/auth/refresh-token-cookie.ts). */
export const REFRESH_TOKEN_COOKIE = 'knowly_refresh';
export const REFRESH_TOKEN_COOKIE_PATH = SERVICE_BASES.auth;
/** Where the refresh token was kept before decision 020 (script-readable, path /): the auth service moves it over. */
export const LEGACY_REFRESH_TOKEN_COOKIE = 'knowly_refresh_token';
/** The access-token cookie outlives its 15-minute token: it tells the server render that this browser is signed in. */
export const ACCESS_COOKIE_DAYS = 60;

export type TokenStore = {
  accessToken(): string | undefined;
  save(tokens: { accessToken: string }): void;
  clear(): void;
};

export function cookieTokenStore(): TokenStore {
  const options = () => ({ sameSite: 'Lax' as const, secure: typeof window !== 'undefined' && window.location.protocol === 'https:' });
  return {
    accessToken: () => Cookies.get(ACCESS_TOKEN_COOKIE),
    save({ accessToken }) {
      Cookies.set(ACCESS_TOKEN_COOKIE, accessToken, { ...options(), expires: ACCESS_COOKIE_DAYS });
    },
    clear() {
      Cookies.remove(ACCESS_TOKEN_COOKIE);
      Cookies.remove(LEGACY_REFRESH_TOKEN_COOKIE);
    },
  };
}
