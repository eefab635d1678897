import { describe, expect, it } from 'vitest';
import { knowPageImageSrcSet } from '../image-urls';

describe('knowPageImageSrcSet', () => {
  it('offers the narrower copies and the image itself at its own width', () => {
    expect(knowPageImageSrcSet('/api/v1/knows/k/pages/1/image?v=abc', 1240)).toBe(
      '/api/v1/knows/k/pages/1/image?v=abc&w=480 480w, /api/v1/knows/k/pages/1/image?v=abc&w=720 720w, /api/v1/knows/k/pages/1/image?v=abc&w=960 960w, /api/v1/knows/k/pages/1/image?v=abc 1240w',
    );
  });

  it('offers no copy as wide as the image or wider (a narrow scan)', () => {
    expect(knowPageImageSrcSet('/i?v=1', 720)).toBe('/i?v=1&w=480 480w, /i?v=1 720w');
    expect(knowPageImageSrcSet('/i?v=1', 400)).toBe('/i?v=1 400w');
  });
});
