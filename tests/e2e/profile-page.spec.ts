// Issue 33's untested row /profile: a visitor is sent to sign in and back; signed in, the page is the user's own
// ("Dein Profil", noindex), links their public profile (/users/{uuid}), shows no Pro badge for an account without the
// pro plan, and signs out. German site.
import deProfile from '../../public/locales/de/profile.json';
import { expect, onHost, siteHeaders, test } from './fixtures';
import { signInPage, signUpOnSite } from './signed-in-browsers';

const host = 'de.localhost';

test('/profile: the signed-in user’s own profile, linking their public one; a visitor is sent to sign in', async ({ page, request, baseURL }) => {
  const visitor = await request.get('/profile', { headers: siteHeaders(baseURL, host), maxRedirects: 0 });
  expect(visitor.status()).toBe(307);
  expect(new URL(visitor.headers().location!, baseURL).searchParams.get('redirect')).toBe('/profile');

  const account = await signUpOnSite(request, baseURL, host, 'Nora Jansen');
  await signInPage(page, baseURL, host, account);
  await page.goto(onHost(baseURL, host, '/profile'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(deProfile.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('link', { name: deProfile.viewPublicProfile })).toHaveAttribute('href', `/users/${account.user.uuid}`);
  await expect(page.getByTestId('pro-badge')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: deProfile.signOut, exact: true })).toBeVisible();
});
