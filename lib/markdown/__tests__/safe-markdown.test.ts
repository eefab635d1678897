// Security issue 28 (Low): a link in rendered Markdown keeps only an http(s), mailto, in-page or site-relative address;
// protocol-relative `//host` and its backslash spellings, which browsers read as another host, become '#'.
import { describe, expect, it } from 'vitest';
import { createSafeMarkdown, isSafeHref } from '../safe-markdown';

const render = createSafeMarkdown();

describe('safe links', () => {
  it.each(['https://knowly.de/x', 'http://example.org', 'mailto:hilfe@knowly.de', '/knows/zelle', '/', '#page-3', 'HTTPS://EXAMPLE.ORG'])('keeps %s', (href) => {
    expect(isSafeHref(href)).toBe(true);
  });

  it.each(['//evil.example/login', '/\\evil.example', '\\\\evil.example', '\\/evil.example', '/\t/evil.example', '/\n/evil.example', 'javascript:alert(1)', 'data:text/html,x', 'evil.example'])(
    'refuses %j',
    (href) => {
      expect(isSafeHref(href)).toBe(false);
    },
  );

  it('renders a protocol-relative link as a dead one and a site path as it is', () => {
    expect(render('[Anmelden](//evil.example/login)')).toContain('<a href="#">Anmelden</a>');
    expect(render('[Anmelden](/\\evil.example/login)')).toContain('<a href="#">Anmelden</a>');
    expect(render('[Zelle](/knows/zelle)')).toContain('<a href="/knows/zelle">Zelle</a>');
  });
});
