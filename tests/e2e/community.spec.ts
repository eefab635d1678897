// Polls and topic quizzes (issue 21 acceptance). On de.localhost a student becomes a knower (a flashcard set), posts a
// poll on her profile, and another student votes on its public page: the counts appear after the vote and there is
// no second vote. On fr.localhost a visitor takes the quiz of a demo topic from the topic page and gets a score.
import catalogueFr from '../../public/locales/fr/catalogue.json';
import pollsDe from '../../public/locales/de/polls.json';
import quizFr from '../../public/locales/fr/quiz.json';
import { knowerProfilePath } from '../../lib/knows/paths';
import { acceptNecessaryCookies } from './account-helpers';
import { expect, onHost, siteHeaders, test } from './fixtures';
import { browserOf, signUpOnSite, type SignedUp } from './signed-in-browsers';

test('a knower posts a poll on her profile; another student votes once and sees the results', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const host = 'de.localhost';
  const [lena, mia] = await Promise.all([signUpOnSite(request, baseURL, host, 'Lena Vogel'), signUpOnSite(request, baseURL, host, 'Mia Sommer')]);
  const auth = (account: SignedUp) => ({ ...siteHeaders(baseURL, host), authorization: `Bearer ${account.accessToken}` });
  // A flashcard set makes Lena a knower.
  const set = await request.post('/api/v1/knows/flashcards', { headers: auth(lena), data: { title: 'Zellbiologie', cards: [{ front: 'Mitochondrium', back: 'Kraftwerk der Zelle' }] } });
  expect(set.status()).toBe(201);
  const me = (await (await request.get('/api/v1/users/me', { headers: auth(lena) })).json()) as { knowerUuid: string };

  const lenaPage = await browserOf(browser, baseURL, host, lena);
  await lenaPage.goto(onHost(baseURL, host, knowerProfilePath({ uuid: me.knowerUuid, name: 'Lena Vogel' })));
  await acceptNecessaryCookies(lenaPage);
  await lenaPage.getByTestId('poll-question').fill('Was lernst du heute?');
  await lenaPage.getByLabel(pollsDe.option.replace('{{n}}', '1')).fill('Bio');
  await lenaPage.getByLabel(pollsDe.option.replace('{{n}}', '2')).fill('Mathe');
  await lenaPage.getByRole('button', { name: pollsDe.post }).click();
  await expect(lenaPage.getByTestId('poll').first()).toContainText('Was lernst du heute?');
  await lenaPage.getByTestId('poll').first().getByRole('link', { name: pollsDe.open }).click();
  await expect(lenaPage).toHaveURL(/\/polls\/[0-9a-f-]{36}$/);
  const pollUrl = lenaPage.url();

  const miaPage = await browserOf(browser, baseURL, host, mia);
  await miaPage.goto(pollUrl);
  await acceptNecessaryCookies(miaPage);
  await expect(miaPage.getByRole('heading', { name: 'Was lernst du heute?' })).toBeVisible();
  await expect(miaPage.getByText(pollsDe.voteToSee)).toBeVisible();
  await miaPage.getByRole('button', { name: 'Mathe' }).click();
  await expect(miaPage.getByTestId('poll-result')).toHaveCount(2);
  await expect(miaPage.getByTestId('poll-result').nth(1)).toContainText('100 %');
  await expect(miaPage.getByRole('button', { name: 'Bio' })).toHaveCount(0);
  const again = await request.post(`/api/v1/polls/${pollUrl.split('/').pop()}/votes`, { headers: auth(mia), data: { optionId: 1 } });
  expect(((await again.json()) as { error: { type: string } }).error.type).toBe('DuplicateError');
  await lenaPage.context().close();
  await miaPage.context().close();
});

test('a visitor takes the quiz of a topic on fr.localhost and gets a score', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const host = 'fr.localhost';
  await page.goto(onHost(baseURL, host, '/topics/svt'));
  await acceptNecessaryCookies(page);
  await page.getByRole('link', { name: catalogueFr.topic.quiz }).click();
  await expect(page).toHaveURL(/\/user-topic\/[0-9a-f-]{36}\/quiz$/);
  const questions = page.getByTestId('quiz-question');
  await expect(questions.first()).toBeVisible({ timeout: 30_000 });
  const count = await questions.count();
  for (let index = 0; index < count; index += 1) {
    const question = questions.nth(index);
    if ((await question.getByRole('radio').count()) > 0) await question.getByRole('radio').first().check();
    else await question.getByRole('textbox').fill('cellule');
  }
  await page.getByTestId('quiz-submit').click();
  await expect(page.getByTestId('quiz-score')).toContainText(new RegExp(quizFr.score.replace('{{score}}', '\\d+').replace('{{total}}', String(count))));
  await expect(page.getByRole('button', { name: quizFr.share })).toBeVisible();
});
