// Where the client keeps its tokens: cookies (so that server rendering sees the user), SameSite=Lax, Secure
// outside plain-http local sites.
import Cookies from 'js-cookie';

export const ACCESS_TOKEN_COOKIE = 'knowly_access_token';
export const REFRESH_TOKEN_COOKIE = 'knowly_refresh_token';
const REFRESH_DAYS = 60;

export type TokenStore = {
  accessToken(): string | undefined;
  refreshToken(): string | undefined;
  save(tokens: { accessToken: string; refreshToken: string }): void;
  clear(): void;
};

export function cookieTokenStore(): TokenStore {
  const options = () => ({ sameSite: 'Lax' as const, secure: typeof window !== 'undefined' && window.location.protocol === 'https:' });
  return {
    accessToken: () => Cookies.get(ACCESS_TOKEN_COOKIE),
    refreshToken: () => Cookies.get(REFRESH_TOKEN_COOKIE),
    save({ accessToken, refreshToken }) {
      Cookies.set(ACCESS_TOKEN_COOKIE, accessToken, { ...options(), expires: REFRESH_DAYS });
      Cookies.set(REFRESH_TOKEN_COOKIE, refreshToken, { ...options(), expires: REFRESH_DAYS });
    },
    clear() {
      Cookies.remove(ACCESS_TOKEN_COOKIE);
      Cookies.remove(REFRESH_TOKEN_COOKIE);
    },
  };
}
