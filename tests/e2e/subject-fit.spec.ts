// Issue 33 "sets filed under the wrong subject" (decision 051), as a knower on fr.localhost meets it: a chemistry sheet
// filed under Histoire is published, "My knows" says it reads like Chimie and links to the edit page, which says so
// too; filed under Chimie, the note is gone.
import auth from '../../public/locales/fr/auth.json';
import shell from '../../public/locales/fr/shell.json';
import upload from '../../public/locales/fr/upload.json';
import { makePdf } from '../fixtures/pdf';
import { acceptNecessaryCookies, fill, submitSignUpForm } from './account-helpers';
import { expect, onHost, test } from './fixtures';

const CHEMISTRY_PAGES = [
  'Acides et bases - fiche de revision. Un acide libere des ions hydrogene H+ (ions oxonium H3O+), une base les capte. Le pH mesure l acidite : pH < 7 solution acide, pH = 7 neutre, pH > 7 basique.',
  'Dosage par titrage : on verse la soude goutte a goutte, l indicateur colore (BBT, phenolphtaleine) change de couleur a l equivalence. Reaction acido-basique, concentration molaire en mol/L, equation de la reaction.',
];

test('a chemistry sheet filed under Histoire: My knows and the edit page name Chimie, and filing it there clears the note', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  await page.goto(onHost(baseURL, 'fr.localhost', '/auth/signup'));
  await acceptNecessaryCookies(page, shell.cookieNecessaryOnly);
  await submitSignUpForm(page, { name: 'Inès', email: `ines${Date.now()}@example.org`, password: 'reviser2026' }, auth);
  await expect(page).toHaveURL(/\/app\/onboarding/);

  await page.goto(onHost(baseURL, 'fr.localhost', '/knows/create/upload'));
  await page.getByTestId('upload-input').setInputFiles({ name: 'fiche-acides-bases.pdf', mimeType: 'application/pdf', buffer: await makePdf(CHEMISTRY_PAGES) });
  await expect(page).toHaveURL(/\/knows\/create\/details\?knowUuid=[0-9a-f-]{36}/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: fill(upload.pagesCount_other, { count: 2 }) })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(upload.titleLabel).fill('Acides et bases fiche');
  const subjectsGroup = page.getByRole('group', { name: fill(upload.subjectsLabel, { max: 3 }) });
  await subjectsGroup.getByRole('button', { name: 'Histoire', exact: true }).click();
  await page.getByTestId('publish-know').click();
  const dialog = page.getByRole('dialog', { name: upload.congratulationsTitle });
  await expect(dialog).toContainText(upload.publishedNote, { timeout: 30_000 });
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: `${upload.tabPublished} (1)` }).click();
  const item = page.getByTestId('own-know').filter({ hasText: 'Acides et bases fiche' });
  await expect(item.getByTestId('better-subject-note')).toHaveText(`${fill(upload.betterSubject.note, { subject: 'Chimie' })} ${upload.betterSubject.change}`);
  await item.getByRole('link', { name: upload.betterSubject.change }).click();
  await expect(page).toHaveURL(/\/knows\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByTestId('better-subject-note')).toHaveText(fill(upload.betterSubject.note, { subject: 'Chimie' }));

  const editGroup = page.getByRole('group', { name: fill(upload.subjectsLabel, { max: 3 }) });
  await editGroup.getByRole('button', { name: 'Histoire', exact: true }).click();
  await editGroup.getByRole('button', { name: 'Chimie', exact: true }).click();
  await page.getByRole('button', { name: upload.saveChanges }).click();
  await expect(page.getByText(upload.saved)).toBeVisible();
  await expect(page.getByTestId('better-subject-note')).toHaveCount(0);
});
