// Every reason the review can reject a know for is told to the knower in every locale (the status note and the list of
// their knows read `upload:rejection.<CODE>`; a missing key would fall back to the vague UNKNOWN text).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../config/locales';
import { REJECTION_REASONS } from '../review-rules';

describe('rejection reasons', () => {
  it.each(LOCALES.map((locale) => [locale]))('are all explained in %s', (locale) => {
    const upload = JSON.parse(fs.readFileSync(path.join('public', 'locales', locale, 'upload.json'), 'utf8')) as { rejection: Record<string, string> };
    for (const code of Object.values(REJECTION_REASONS)) expect(upload.rejection[code], `${locale} ${code}`).toMatch(/\p{L}{3}/u);
  });
});
