import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../lib/security-headers';
import { EMPTY_STYLE_HASH, sha256, sharedPage } from '../shared-page';

const NONCE = 'ZjY0YzM3ZTItNTk3Ny00YjQ4LTg3ZjctYjFmMjBmNzQ2ZTA1';

const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><meta property="csp-nonce" content="${nonce}"/><script nonce="${nonce}">document.documentElement.dataset.theme='dark'</script>` +
  `<style data-styled="" data-styled-version="6.1.19" nonce="${nonce}">.a{color:red}</style><noscript data-n-css="${nonce}"></noscript>` +
  `<script src="/_next/static/chunks/main.js" nonce="${nonce}" defer=""></script></head><body><div id="__next"></div>` +
  `<script id="__NEXT_DATA__" type="application/json" nonce="${nonce}">{"props":{}}</script></body></html>`;

describe('sharedPage (decision 040)', () => {
  it('gives two renders with different nonces the same bytes and the same hashes', () => {
    const first = sharedPage(page(NONCE), NONCE)!;
    const second = sharedPage(page('b3RoZXItbm9uY2UtZm9yLWFub3RoZXItdmlzaXRvci0xMjM0'), 'b3RoZXItbm9uY2UtZm9yLWFub3RoZXItdmlzaXRvci0xMjM0')!;
    expect(first.html).toBe(second.html);
    expect(first.html).not.toContain('nonce');
    expect(first.html).toContain('<noscript data-n-css=""></noscript>');
    expect(first.scriptHashes).toEqual(second.scriptHashes);
  });

  it('hashes the inline scripts that run and every inline style, not script files nor JSON data', () => {
    const shared = sharedPage(page(NONCE), NONCE)!;
    expect(shared.scriptHashes).toEqual([sha256("document.documentElement.dataset.theme='dark'")]);
    expect(shared.styleHashes).toEqual([EMPTY_STYLE_HASH, sha256('.a{color:red}')]);
    // The hash of the empty text, as a browser computes it.
    expect(EMPTY_STYLE_HASH).toBe('47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });

  it('refuses a page in which the nonce is left anywhere else (it would be the same for every visitor)', () => {
    expect(sharedPage(`${page(NONCE)}<p>${NONCE}</p>`, NONCE)).toBeNull();
  });

  it('builds a policy as strict as the nonce one: no unsafe-inline, no other host, only the page’s own inline code', () => {
    const shared = sharedPage(page(NONCE), NONCE)!;
    const policy = contentSecurityPolicy(shared, { dev: false });
    expect(policy).toContain(`script-src 'self' 'sha256-${shared.scriptHashes[0]}';`);
    expect(policy).toContain(`style-src 'self' 'sha256-${EMPTY_STYLE_HASH}' 'sha256-${sha256('.a{color:red}')}';`);
    const scriptAndStyle = policy.split('; ').filter((part) => /^(script|style)-src /.test(part)).join('; ');
    expect(scriptAndStyle).not.toMatch(/unsafe|nonce|\*|https?:/);
    const nonced = contentSecurityPolicy('abc', { dev: false });
    const rest = (csp: string) => csp.split('; ').filter((part) => !/^(script|style)-src /.test(part));
    expect(rest(policy)).toEqual(rest(nonced));
  });
});
