import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site with their query', () => {
    expect(safeRedirect('/app/profile?tab=1', '/')).toBe('/app/profile?tab=1');
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/ok\nLocation: x', '', 42, undefined, ['/a']])(
    'falls back for %j',
    (value) => {
      expect(safeRedirect(value, '/')).toBe('/');
    },
  );
});
