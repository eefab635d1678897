// The sign-up heading keys: only the product's own, and the sign-up link carries them.
import { describe, expect, it } from 'vitest';
import { isSignUpTitle, routes } from '../page-routes';

describe('sign-up titles', () => {
  it('accepts the known keys only, never free text', () => {
    expect(isSignUpTitle('readWholeKnow')).toBe(true);
    for (const value of ['Your account is locked', 'readwholeknow', '', undefined, ['readWholeKnow']]) expect(isSignUpTitle(value)).toBe(false);
  });

  it('the sign-up link carries the key with the redirect', () => {
    expect(routes.signUp({ redirect: '/knows/a-1', title: 'readWholeKnow' })).toBe('/auth/signup?redirect=%2Fknows%2Fa-1&title=readWholeKnow');
  });
});
