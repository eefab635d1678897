// A knower who uploads a PDF that is too costly to render (a decompression bomb, or scans at an absurd resolution) is
// told so in their language and can choose another file. (That the server stays responsive meanwhile is measured by
// server/knows/__tests__/upload-abuse.integration.test.ts: the PDF is read in a sandbox process.)
import auth from '../../public/locales/fr/auth.json';
import shell from '../../public/locales/fr/shell.json';
import upload from '../../public/locales/fr/upload.json';
import { makeImageBombPdf, makePdf } from '../fixtures/pdf';
import { acceptNecessaryCookies, submitSignUpForm } from './account-helpers';
import { expect, onHost, test } from './fixtures';

test('a PDF with an image too large to show is refused with a clear message in French; a good PDF is then accepted', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.goto(onHost(baseURL, 'fr.localhost', '/auth/signup'));
  await acceptNecessaryCookies(page, shell.cookieNecessaryOnly);
  await submitSignUpForm(page, { name: 'Chloé', email: `bombe${Date.now()}@example.org`, password: 'reviser2026' }, auth);
  await expect(page).toHaveURL(/\/app\/onboarding/);

  await page.goto(onHost(baseURL, 'fr.localhost', '/knows/create/upload'));
  const input = page.getByTestId('upload-input');
  await input.setInputFiles({ name: 'scan-geant.pdf', mimeType: 'application/pdf', buffer: await makeImageBombPdf({ side: 10_000 }) });
  // The server reads the PDF in a sandbox process, which it may first have to start: seconds on a busy machine.
  await expect(page.getByTestId('upload-problem')).toHaveText(upload.problems.pdfTooComplex, { timeout: 20_000 });

  await input.setInputFiles({ name: 'La_Revolution_francaise.pdf', mimeType: 'application/pdf', buffer: await makePdf(['La Révolution française commence en 1789.']) });
  await expect(page).toHaveURL(/\/knows\/create\/details\?knowUuid=[0-9a-f-]{36}/);
});
