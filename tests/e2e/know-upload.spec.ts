// The knower's journey on de.localhost (issue 6 acceptance): sign up, upload a real PDF (made with pdf-lib) with the
// progress bar, fill in the details while the pages are rendered, publish, see the congratulations dialog and the know
// under "my knows"; then find it by a word from inside the PDF through search, also with a one-letter typo through a
// suggestion, open it, like it, save it to a new folder and open the knower's profile. A file of the wrong type is
// refused with a clear message. (The logged-out blur on the German and Turkish sites: know-page.spec.ts.)
import library from '../../public/locales/de/library.json';
import knowStrings from '../../public/locales/de/know.json';
import upload from '../../public/locales/de/upload.json';
import { makePdf } from '../fixtures/pdf';
import { acceptNecessaryCookies, fill, submitSignUpForm } from './account-helpers';
import { expect, onHost, test } from './fixtures';

test('upload a PDF, publish it, find it by a word inside it (also misspelt), edit it from its page (its knower cannot like it), save it to a folder, see the knower', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const email = `knower${Date.now()}@example.org`;
  await page.goto(onHost(baseURL, 'de.localhost', '/auth/signup'));
  await acceptNecessaryCookies(page);
  await submitSignUpForm(page, { name: 'Lea', email, password: 'lernen2026' });
  await expect(page).toHaveURL(/\/app\/onboarding/);

  await page.goto(onHost(baseURL, 'de.localhost', '/knows/create/upload'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(upload.uploadTitle);
  const input = page.getByTestId('upload-input');

  // The wrong type is refused before anything is sent.
  await input.setInputFiles({ name: 'notizen.txt', mimeType: 'text/plain', buffer: Buffer.from('nur Text') });
  await expect(page.getByTestId('upload-problem')).toHaveText(fill(upload.problems.wrongType, { filename: 'notizen.txt' }));

  // The upload answers a little late, so that the progress bar can be seen.
  await page.route('**/api/v1/knows/uploads', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  // Every value the progress bar shows, kept in the page (the details page follows the upload's end at once, so the
  // bar at 100 may be on screen only for a moment).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    const note = (node: Node) => {
      if (!(node instanceof Element)) return;
      for (const bar of [node, ...node.querySelectorAll('[role="progressbar"]')]) {
        if (bar.getAttribute('role') === 'progressbar') seen.push(bar.getAttribute('aria-valuenow') ?? '');
      }
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') note(record.target);
        record.addedNodes.forEach(note);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  const pdf = await makePdf(['Zellbiologie: Die Mitose teilt den Zellkern in zwei genetisch gleiche Tochterkerne.', 'Prophase, Metaphase, Anaphase, Telophase']);
  await input.setInputFiles({ name: 'Zellbiologie_Kapitel-3.pdf', mimeType: 'application/pdf', buffer: pdf });
  const progress = page.getByRole('progressbar', { name: upload.progressLabel });
  await expect(progress).toBeVisible();

  // The server inspects the PDF in a sandbox process before it answers: seconds on a busy machine.
  await expect(page).toHaveURL(/\/knows\/create\/details\?knowUuid=[0-9a-f-]{36}/, { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)).toContain('100');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(upload.detailsTitle);
  await expect(page.getByLabel(upload.titleLabel)).toHaveValue('Zellbiologie Kapitel 3');
  await expect(page.getByRole('heading', { name: fill(upload.pagesCount_other, { count: 2 }) })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('page-thumbnails').getByRole('img')).toHaveCount(2);

  const title = 'Mitose einfach erklärt';
  await page.getByLabel(upload.titleLabel).fill(title);
  await page.getByLabel(upload.descriptionLabel).fill('Die Phasen der Zellteilung mit Skizzen');
  // Publishing needs a subject.
  await page.getByTestId('publish-know').click();
  await expect(page.getByText(upload.errors.subjectRequired)).toBeVisible();
  await page.getByRole('group', { name: fill(upload.subjectsLabel, { max: 3 }) }).getByRole('button').first().click();
  await page.getByTestId('publish-know').click();

  const dialog = page.getByRole('dialog', { name: upload.congratulationsTitle });
  await expect(dialog).toBeVisible();
  // The dialog says what became of the know: checked, then published, as it happens.
  await expect(dialog).toContainText(upload.publishedNote, { timeout: 30_000 });
  await expect(dialog.getByRole('button', { name: upload.congratulationsClose })).toBeFocused();
  // The address has lost its parameters: a reload would not show the dialog again.
  await expect(page).toHaveURL(/\/knows$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // In review for a moment, then published by the automatic checks.
  await expect(page.getByTestId('own-know').filter({ hasText: title })).toBeVisible();
  await expect(page.getByRole('tab', { name: `${upload.tabPublished} (1)` })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: `${upload.tabPublished} (1)` }).click();
  const item = page.getByTestId('own-know').filter({ hasText: title });
  await expect(item).toContainText(upload.status.PUBLISHED);
  await expect(item.getByRole('link', { name: upload.viewKnow })).toHaveAttribute('href', /\/knows\/mitose-einfach-erklart-[0-9a-f-]{36}$/);

  // Search finds it by a word that stands only inside the PDF (page 2), not in its title or description.
  await page.goto(onHost(baseURL, 'de.localhost', '/knows/search'));
  await page.getByRole('searchbox').fill('Telophase');
  // .first(): a retried run finds the know of the first attempt too.
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 15_000 });

  // One letter wrong: nothing as typed, so the corrected query's results are shown, and say so.
  await page.goto(onHost(baseURL, 'de.localhost', '/knows/search?query=Telofase'));
  await expect(page.getByRole('status').getByText(/telophase/)).toBeVisible();
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/knows\/mitose-einfach-erklart-[0-9a-f-]{36}/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const knowUrl = page.url();
  // Its knower edits it from here and cannot like it.
  const knowUuid = /([0-9a-f-]{36})$/.exec(new URL(knowUrl).pathname)![1]!;
  await expect(page.getByTestId('know-like')).toHaveCount(0);
  await page.getByRole('link', { name: knowStrings.edit }).first().click();
  await expect(page).toHaveURL(new RegExp(`/knows/${knowUuid}/edit$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(knowUrl);

  const saveDialog = page.getByRole('dialog', { name: library.save.title });
  await expect(async () => {
    if (!(await saveDialog.isVisible())) await page.getByRole('button', { name: library.save.button }).first().click();
    await expect(saveDialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await saveDialog.getByLabel(library.newFolder.label).fill('Bio-Klausur');
  await saveDialog.getByRole('button', { name: library.newFolder.create }).click();
  await expect(saveDialog.getByRole('radio', { name: /Bio-Klausur/ })).toBeChecked();
  await saveDialog.getByRole('button', { name: library.save.confirm }).click();
  await expect(page.getByRole('button', { name: library.save.saved }).first()).toBeVisible();

  // The folder holds it in the library.
  await page.goto(onHost(baseURL, 'de.localhost', '/app/library'));
  await page.getByRole('link', { name: /Bio-Klausur/ }).first().click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // The knower's public profile, reached from the know page.
  await page.goto(knowUrl);
  await page.getByRole('link', { name: 'Lea', exact: true }).first().click();
  await expect(page).toHaveURL(/\/knowers\/lea-[0-9a-f-]{36}\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lea' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
