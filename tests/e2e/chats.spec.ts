// Chats between users (issue 21 acceptance) on de.localhost, in two browsers: Mia opens a demo knower's profile and
// starts a chat from "Nachricht"; then she writes to Ole, whose navbar badge and chat list show the request; he
// accepts and replies, and each message appears in the other browser without a reload. Mia shares a know from its
// page ("In einem Chat senden"), which arrives in Ole's chat as a card, and a picture (a PNG named .jpg), which Ole
// sees as an image. Ole blocks Mia: her chat says so at once and she can no longer write. Mia blocks the knower:
// "Nachricht" on the profile then shows the typed error as a toast.
import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import chatsDe from '../../public/locales/de/chats.json';
import knowDe from '../../public/locales/de/know.json';
import shellDe from '../../public/locales/de/shell.json';
import { acceptNecessaryCookies } from './account-helpers';
import { expect, onHost, siteHeaders, test } from './fixtures';
import { browserOf, signUpOnSite } from './signed-in-browsers';

type FoundKnow = { uuid: string; path: string; title: string; knower: { profilePath: string | null; name: string } };

const host = 'de.localhost';

async function demoKnow(request: APIRequestContext, baseURL: string | undefined): Promise<FoundKnow> {
  const response = await request.get(`/api/v1/knows/search?query=${encodeURIComponent('Photosynthese')}`, { headers: siteHeaders(baseURL, host) });
  expect(response.status()).toBe(200);
  const know = ((await response.json()) as { knows: FoundKnow[] }).knows.find((found) => found.knower.profilePath);
  expect(know, 'a demo know with a knower profile').toBeTruthy();
  return know!;
}

test('two browsers chat live, share a know and an image, and one blocks the other', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const know = await demoKnow(request, baseURL);
  const [mia, ole] = await Promise.all([signUpOnSite(request, baseURL, host, 'Mia Sommer'), signUpOnSite(request, baseURL, host, 'Ole Berg')]);
  const miaPage = await browserOf(browser, baseURL, host, mia);
  const olePage = await browserOf(browser, baseURL, host, ole);

  // From a knower's profile, "Nachricht" opens a chat with the knower.
  await miaPage.goto(onHost(baseURL, host, know.knower.profilePath!));
  await acceptNecessaryCookies(miaPage);
  await miaPage.getByTestId('start-chat').click();
  await expect(miaPage).toHaveURL(/\/chats\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(miaPage.getByRole('heading', { level: 1, name: know.knower.name })).toBeVisible();
  const knowersChatUuid = new URL(miaPage.url()).pathname.split('/').pop()!;

  // Mia writes to Ole (a chat started through the API, as from his profile): a request for him.
  const started = await request.post('/api/v1/chats', { headers: { ...siteHeaders(baseURL, host), authorization: `Bearer ${mia.accessToken}` }, data: { chatPartnerUuid: ole.user.uuid } });
  expect(started.status()).toBe(201);
  const { chatUuid } = (await started.json()) as { chatUuid: string };
  await miaPage.goto(onHost(baseURL, host, `/chats/${chatUuid}`));
  await expect(miaPage.getByText(chatsDe.request.waiting.replace('{{name}}', 'Ole Berg'))).toBeVisible();
  await miaPage.getByRole('textbox', { name: chatsDe.composer.label }).fill('Hallo Ole, hast du Bio verstanden?');
  await miaPage.getByRole('button', { name: chatsDe.composer.send }).click();
  await expect(miaPage.getByTestId('chat-message').last()).toContainText('Hallo Ole, hast du Bio verstanden?');

  // Ole sees the badge in the app navigation, and the request in his chats.
  await olePage.goto(onHost(baseURL, host, '/app/library'));
  await acceptNecessaryCookies(olePage);
  const oleNavigation = olePage.getByRole('navigation', { name: shellDe.app.navigation });
  await expect(oleNavigation.getByTestId('unread-chats-badge')).toBeVisible();
  await oleNavigation.getByRole('link', { name: shellDe.app.chats }).click();
  await expect(olePage).toHaveURL(/\/chat$/, { timeout: 20_000 });
  await expect(olePage.getByRole('heading', { name: chatsDe.list.requests })).toBeVisible();
  await olePage.getByTestId('chat-row').filter({ hasText: 'Mia Sommer' }).click();
  await expect(olePage.getByTestId('chat-message')).toContainText('Hallo Ole, hast du Bio verstanden?');
  await olePage.getByTestId('chat-accept').click();

  // Live both ways, without a reload.
  await olePage.getByRole('textbox', { name: chatsDe.composer.label }).fill('Ja! Schau dir die Zusammenfassung an.');
  await olePage.getByRole('button', { name: chatsDe.composer.send }).click();
  await expect(olePage.getByTestId('chat-message').last()).toContainText('Ja! Schau dir die Zusammenfassung an.', { timeout: 15_000 });
  await expect(miaPage.getByTestId('chat-message').last()).toContainText('Ja! Schau dir die Zusammenfassung an.', { timeout: 15_000 });
  await expect(miaPage.getByText(chatsDe.request.waiting.replace('{{name}}', 'Ole Berg'))).toHaveCount(0);

  // Mia shares a know from its page; Ole's open chat shows it as a card.
  await miaPage.goto(onHost(baseURL, host, know.path));
  await miaPage.getByRole('link', { name: knowDe.sendInChat }).click();
  await expect(miaPage).toHaveURL(/\/chat\?knowUuid=/, { timeout: 20_000 });
  await expect(miaPage.getByText(chatsDe.list.shareKnow)).toBeVisible();
  await miaPage.getByTestId('chat-row').filter({ hasText: 'Ole Berg' }).click();
  await expect(miaPage.getByTestId('chat-attached-know')).toContainText(know.title);
  await miaPage.getByRole('button', { name: chatsDe.composer.send }).click();
  await expect(olePage.getByTestId('chat-know-card').last()).toContainText(know.title, { timeout: 15_000 });

  // Mia sends a picture (a PNG named .jpg: the server reads the type from the content); Ole sees it with its alt text.
  const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 40, g: 160, b: 90 } } }).png().toBuffer();
  await miaPage.getByTestId('chat-image-input').setInputFiles({ name: 'tafel.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(miaPage.getByTestId('chat-attached-image')).toContainText('tafel.jpg');
  await miaPage.getByRole('button', { name: chatsDe.composer.send }).click();
  const seen = olePage.getByRole('img', { name: chatsDe.image.alt.replace('{{name}}', 'Mia Sommer') }).last();
  await expect(seen).toBeVisible({ timeout: 15_000 });
  expect(await seen.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
  await expect(miaPage.getByRole('img', { name: chatsDe.image.altMine }).last()).toBeVisible({ timeout: 15_000 });

  // Ole blocks Mia: her chat tells her at once, and her composer is gone.
  olePage.once('dialog', (dialog) => void dialog.accept());
  await olePage.getByTestId('chat-block').click();
  await expect(olePage.getByText(chatsDe.block.youBlocked.replace('{{name}}', 'Mia Sommer'))).toBeVisible();
  await expect(miaPage.getByText(chatsDe.block.blockedYou)).toBeVisible({ timeout: 15_000 });
  await expect(miaPage.getByRole('textbox', { name: chatsDe.composer.label })).toHaveCount(0);
  const refused = await request.post(`/api/v1/chats/${chatUuid}/messages`, {
    headers: { ...siteHeaders(baseURL, host), authorization: `Bearer ${mia.accessToken}` },
    data: { text: 'Hallo?', manualChatMessageUuid: crypto.randomUUID() },
  });
  expect(refused.status()).toBe(403);

  // Mia blocks the knower; "Nachricht" on the profile then says why no chat opens.
  const auth = { ...siteHeaders(baseURL, host), authorization: `Bearer ${mia.accessToken}` };
  const knowersChat = (await (await request.get(`/api/v1/chats/${knowersChatUuid}`, { headers: auth })).json()) as { chatPartner: { uuid: string } };
  expect((await request.post('/api/v1/blocks', { headers: auth, data: { userUuid: knowersChat.chatPartner.uuid } })).status()).toBe(204);
  await miaPage.goto(onHost(baseURL, host, know.knower.profilePath!));
  await miaPage.getByTestId('start-chat').click();
  await expect(miaPage.getByText(chatsDe.errors.forbidden)).toBeVisible({ timeout: 15_000 });
  await expect(miaPage).not.toHaveURL(/\/chats\//);
  await miaPage.context().close();
  await olePage.context().close();
});
