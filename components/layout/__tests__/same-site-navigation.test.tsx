// @vitest-environment jsdom
// Decisions 008 and 038: Next's router sends a navigation whose locale is another domain's default to that domain (a
// router.push on /en/… of the German site went to the international site, signed out). The shell tells the router this
// domain is no "locale domain", the one condition of that jump in next/dist/shared/lib/router/router.js.
import { cleanup, render } from '@testing-library/react';
import Router from 'next/router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSameSiteNavigation } from '../same-site-navigation';

afterEach(() => {
  cleanup();
  Router.router = null;
});

function Shell() {
  useSameSiteNavigation();
  return null;
}

describe('navigation stays on the site', () => {
  it('turns off the router’s jump to the domain of a locale once the shell is there', () => {
    const router = { isLocaleDomain: true };
    Router.router = router as unknown as typeof Router.router;
    render(<Shell />);
    expect(router.isLocaleDomain).toBe(false);
  });

  it('checks the condition it relies on in the installed Next: the jump needs isLocaleDomain', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync('node_modules/next/dist/shared/lib/router/router.js', 'utf8');
    expect(source).toMatch(/detectedDomain && this\.isLocaleDomain && self\.location\.hostname !== detectedDomain\.domain/);
  });
});
