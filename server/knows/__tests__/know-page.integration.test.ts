import { eq } from 'drizzle-orm';
import { experimentSigner } from '../../experiments/experiment-signer';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import { insertKnow, insertSubject, type KnowFixture } from '../../../tests/fixtures/knows';
import type { KnowDetail, KnowLike } from '../../../lib/contracts/know-page';
import type { KnowSummary } from '../../../lib/contracts/knows';
import { getDb } from '../../db';
import { knowers, knowLikes, knowPages, knows, libraryFolders, libraryItems } from '../../db/schema';
import { MemoryStorage } from '../../files/memory-storage';
import { setFileStorage } from '../../files/storage';
import { signupRoute } from '../../users/routes';
import { isEveryOtherKnow } from '../know-entitlement';
import { flushKnowViews, resetKnowViews } from '../know-views';
import { clearKnowPageCache } from '../page-cache';
import {
  getKnowRoute,
  knowPageImageRoute,
  knowPagePreviewRoute,
  knowThumbnailRoute,
  knowViewRoute,
  likeKnowRoute,
  relatedKnowsRoute,
  unlikeKnowRoute,
} from '../read-routes';

type Session = { accessToken: string; user: { uuid: string } };

const storage = new MemoryStorage();
const PAGE_TEXTS = ['Photosynthese Einleitung Lichtreaktion', 'Chlorophyllmolekül Thylakoidmembran', 'Calvinzyklus Zusammenfassung'];

async function newUser(name = 'Mia'): Promise<Session> {
  const response = await callRoute(signupRoute, { body: { email: uniqueEmail('know'), name, password: 'reviser2026' } });
  expect(response.status).toBe(201);
  return response.body as Session;
}

async function newKnower(name = 'Lena Vogel') {
  const session = await newUser(name);
  const [knower] = await (await getDb()).insert(knowers).values({ userUuid: session.user.uuid }).returning();
  return { session, knower: knower! };
}

const webp = (width: number, height: number, r: number) => sharp({ create: { width, height, channels: 3, background: { r, g: 200, b: 120 } } }).webp().toBuffer();

/** A know with `pages` pages, each with its image and preview in storage and its own text. */
async function knowWithPages(knowerUuid: string, values: Partial<KnowFixture> = {}, pages = 3) {
  const db = await getDb();
  const know = await insertKnow(db, { knowerUuid, title: 'Photosynthese Zusammenfassung', pageCount: pages, ...values });
  for (let number = 1; number <= pages; number++) {
    const imageKey = `knows/${know.uuid}/page-${number}.webp`;
    const previewKey = `knows/${know.uuid}/preview-${number}.webp`;
    await storage.put(imageKey, await webp(800, 1131, number * 40), 'image/webp');
    await storage.put(previewKey, await webp(40, 56, 10), 'image/webp');
    await db.insert(knowPages).values({ knowUuid: know.uuid, pageNumber: number, imageKey, previewKey, width: 800, height: 1131, text: PAGE_TEXTS[number - 1] ?? '' });
  }
  return know;
}

const pageImage = (id: string, n: number, options: Parameters<typeof callRoute>[1] = {}) =>
  callRoute(knowPageImageRoute, { params: { id, n: String(n) }, ...options });

let owner: Awaited<ReturnType<typeof newKnower>>;
let reader: Session;

beforeAll(async () => {
  setFileStorage(storage);
  owner = await newKnower();
  reader = await newUser('Ben');
});

afterAll(() => setFileStorage(undefined));

beforeEach(() => clearKnowPageCache());

describe('GET /api/v1/knows/{id}', () => {
  it('shows a visitor page 1 of a German know and blurs the rest, with no text of the other pages', async () => {
    const know = await knowWithPages(owner.knower.uuid, { country: 'DE' });
    const response = await callRoute(getKnowRoute, { params: { id: know.uuid } });
    expect(response.status).toBe(200);
    const detail = response.body as KnowDetail;
    expect(detail.pages.map((page) => page.blurred)).toEqual([false, true, true]);
    expect(detail.pages[0]!.imageUrl).toMatch(new RegExp(`^/api/v1/knows/${know.uuid}/pages/1/image\\?v=`));
    expect(detail.pages[1]!.imageUrl).toBeNull();
    expect(detail.pages[1]!.previewUrl).toMatch(/\/pages\/2\/preview\?v=/);
    expect(detail.firstPageText).toBe(PAGE_TEXTS[0]);
    const serialized = JSON.stringify(detail);
    expect(serialized).not.toContain('Chlorophyllmolekül');
    expect(serialized).not.toContain('Calvinzyklus');
    expect(detail.viewer).toEqual({ isSignedIn: false, isOwner: false, isLiked: false, isSaved: false, savedFolderUuid: null });
  });

  it('shows every page of a Turkish know to a visitor, whatever site is asked', async () => {
    const know = await knowWithPages(owner.knower.uuid, { country: 'TR', contentLanguage: 'tr' });
    for (const host of ['tr.localhost:3000', 'de.localhost:3000']) {
      const detail = (await callRoute(getKnowRoute, { params: { id: know.uuid }, host })).body as KnowDetail;
      expect(detail.pages.every((page) => !page.blurred && page.imageUrl !== null)).toBe(true);
    }
  });

  it('keeps a German know blurred when the Turkish site is asked', async () => {
    const know = await knowWithPages(owner.knower.uuid, { country: 'DE' });
    const detail = (await callRoute(getKnowRoute, { params: { id: know.uuid }, host: 'tr.localhost:3000' })).body as KnowDetail;
    expect(detail.pages[1]!.blurred).toBe(true);
    expect((await pageImage(know.uuid, 2, { host: 'tr.localhost:3000' })).status).toBe(401);
  });

  it('shows every page to a signed-in user, with their like and library state', async () => {
    const know = await knowWithPages(owner.knower.uuid);
    const db = await getDb();
    const [folder] = await db.insert(libraryFolders).values({ userUuid: reader.user.uuid, name: 'Bio' }).returning();
    await db.insert(libraryItems).values({ userUuid: reader.user.uuid, knowUuid: know.uuid, folderUuid: folder!.uuid });
    await db.insert(knowLikes).values({ userUuid: reader.user.uuid, knowUuid: know.uuid });
    const detail = (await callRoute(getKnowRoute, { params: { id: know.uuid }, token: reader.accessToken })).body as KnowDetail;
    expect(detail.pages.every((page) => !page.blurred)).toBe(true);
    expect(detail.viewer).toEqual({ isSignedIn: true, isOwner: false, isLiked: true, isSaved: true, savedFolderUuid: folder!.uuid });
  });

  it('unblurs every other know for visitors in the unblur experiment treatment, and no other', async () => {
    // Uuids are random: make knows until there is one of each half (six in a row on one side happen 3 % of the time).
    const made: Awaited<ReturnType<typeof knowWithPages>>[] = [];
    while (made.length < 40 && !(made.some((know) => isEveryOtherKnow(know.uuid)) && made.some((know) => !isEveryOtherKnow(know.uuid)))) {
      made.push(await knowWithPages(owner.knower.uuid, { country: 'DE' }, 2));
    }
    const even = made.find((know) => isEveryOtherKnow(know.uuid));
    const odd = made.find((know) => !isEveryOtherKnow(know.uuid));
    expect(even && odd).toBeTruthy();
    const signed = (encoded: string) => `knowly_experiments=${encoded}!${experimentSigner.sign(encoded)}`;
    const treatment = { cookie: signed('ueg.treatment') };
    const control = { cookie: signed('ueg.control') };
    const blurredOf = async (id: string, headers: Record<string, string>) =>
      ((await callRoute(getKnowRoute, { params: { id }, headers })).body as KnowDetail).pages[1]!.blurred;
    expect(await blurredOf(even!.uuid, treatment)).toBe(false);
    expect(await blurredOf(odd!.uuid, treatment)).toBe(true);
    expect(await blurredOf(even!.uuid, control)).toBe(true);
    expect((await pageImage(even!.uuid, 2, { headers: treatment })).status).toBe(200);
    expect((await pageImage(even!.uuid, 2, { headers: control })).status).toBe(401);
  });

  it('Blur bypass by the experiment cookie: a forged treatment cookie or header unblurs nothing', async () => {
    const made: Awaited<ReturnType<typeof knowWithPages>>[] = [];
    while (made.length < 40 && !made.some((know) => isEveryOtherKnow(know.uuid))) made.push(await knowWithPages(owner.knower.uuid, { country: 'DE' }, 2));
    const even = made.find((know) => isEveryOtherKnow(know.uuid))!;
    for (const headers of <Record<string, string>[]>[
      { cookie: 'knowly_experiments=ueg.treatment' },
      { cookie: 'knowly_experiments=ueg.treatment!AAAAAAAAAAAAAAAAAAAAAA' },
      { 'x-knowly-experiments': 'ueg.treatment' },
    ]) {
      const detail = (await callRoute(getKnowRoute, { params: { id: even.uuid }, headers })).body as KnowDetail;
      expect(detail.pages[1]!.blurred, JSON.stringify(headers)).toBe(true);
      expect((await pageImage(even.uuid, 2, { headers })).status, JSON.stringify(headers)).toBe(401);
    }
  });

  it('answers a private or unpublished know to its knower only (404 for anyone else)', async () => {
    for (const values of [{ isPrivate: true }, { status: 'DRAFT' as const }, { status: 'IN_REVIEW' as const }, { status: 'REJECTED' as const }]) {
      const know = await knowWithPages(owner.knower.uuid, values, 2);
      const mine = await callRoute(getKnowRoute, { params: { id: know.uuid }, token: owner.session.accessToken });
      expect(mine.status).toBe(200);
      expect((mine.body as KnowDetail).viewer.isOwner).toBe(true);
      expect((mine.body as KnowDetail).isPublic).toBe(false);
      for (const token of [reader.accessToken, undefined]) {
        const other = await callRoute(getKnowRoute, { params: { id: know.uuid }, token });
        expect(other.status).toBe(404);
        expect(errorType(other)).toBe('NotFoundError');
        expect((await pageImage(know.uuid, 1, { token })).status).toBe(404);
        expect((await callRoute(knowPagePreviewRoute, { params: { id: know.uuid, n: '1' }, token })).status).toBe(404);
        expect((await callRoute(knowThumbnailRoute, { params: { id: know.uuid }, token })).status).toBe(404);
      }
      const image = await pageImage(know.uuid, 2, { token: owner.session.accessToken });
      expect(image.status).toBe(200);
      expect(image.headers['Cache-Control']).toMatch(/^private/);
    }
  });

  it('answers 404 for an unknown know and 400 for an id that is not a uuid', async () => {
    expect((await callRoute(getKnowRoute, { params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await callRoute(getKnowRoute, { params: { id: 'photosynthese' } })).status).toBe(400);
    expect((await pageImage('not-a-uuid', 1)).status).toBe(400);
  });

  it('refuses a bad bearer token with AuthorizationError', async () => {
    const know = await knowWithPages(owner.knower.uuid, {}, 1);
    const response = await callRoute(getKnowRoute, { params: { id: know.uuid }, token: 'forged' });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/v1/knows/{id}/pages/{n}/image and /preview', () => {
  it('serves page 1 to anyone, cached publicly for a year with the current version', async () => {
    const know = await knowWithPages(owner.knower.uuid);
    const detail = (await callRoute(getKnowRoute, { params: { id: know.uuid } })).body as KnowDetail;
    const v = new URL(detail.pages[0]!.imageUrl!, 'http://x').searchParams.get('v')!;
    const response = await pageImage(know.uuid, 1, { query: { v } });
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('image/webp');
    expect(response.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(response.body as Buffer).metadata()).width).toBe(800);
    expect((await pageImage(know.uuid, 1, { query: { v: 'old' } })).headers['Cache-Control']).toBe('public, max-age=300');
  });

  it('refuses page 2 of a German know to a visitor (401) and serves it to a signed-in user by token or cookie, privately', async () => {
    const know = await knowWithPages(owner.knower.uuid, { country: 'DE' });
    const refused = await pageImage(know.uuid, 2);
    expect(refused.status).toBe(401);
    expect(errorType(refused)).toBe('AuthorizationError');
    expect((await pageImage(know.uuid, 2, { headers: { cookie: 'knowly_access_token=forged' } })).status).toBe(401);
    const byToken = await pageImage(know.uuid, 2, { token: reader.accessToken });
    expect(byToken.status).toBe(200);
    expect(byToken.headers['Cache-Control']).toMatch(/^private/);
    const byCookie = await pageImage(know.uuid, 2, { headers: { cookie: `other=1; knowly_access_token=${reader.accessToken}` } });
    expect(byCookie.status).toBe(200);
  });

  it('serves every page of a Turkish know to a visitor, publicly cached', async () => {
    const know = await knowWithPages(owner.knower.uuid, { country: 'TR', contentLanguage: 'tr' });
    const response = await pageImage(know.uuid, 3);
    expect(response.status).toBe(200);
    expect(response.headers['Cache-Control']).toMatch(/^public/);
  });

  it('serves a narrower copy (?w=) made on the first request and kept, under the same blur rule; other widths are a FormValidationError', async () => {
    const know = await knowWithPages(owner.knower.uuid, { country: 'DE' });
    const first = await pageImage(know.uuid, 1, { query: { w: '480' } });
    expect(first.status).toBe(200);
    expect(first.headers['Content-Type']).toBe('image/webp');
    expect(await sharp(first.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 480, height: 679 });
    const [row] = await (await getDb()).select({ updatedOn: knows.updatedOn }).from(knows).where(eq(knows.uuid, know.uuid));
    expect(await storage.get(`knows/${know.uuid}/page-1-${row!.updatedOn.getTime().toString(36)}-w480.webp`)).not.toBeNull();
    expect(Buffer.compare((await pageImage(know.uuid, 1, { query: { w: '480' } })).body as Buffer, first.body as Buffer)).toBe(0);
    // Never wider than the page itself (800 px here).
    expect((await sharp((await pageImage(know.uuid, 1, { query: { w: '960' } })).body as Buffer).metadata()).width).toBe(800);
    expect((await pageImage(know.uuid, 2, { query: { w: '720' } })).status).toBe(401);
    expect((await sharp((await pageImage(know.uuid, 2, { query: { w: '720' }, token: reader.accessToken })).body as Buffer).metadata()).width).toBe(720);
    const odd = await pageImage(know.uuid, 1, { query: { w: '500' } });
    expect(odd.status).toBe(400);
    expect(errorType(odd)).toBe('FormValidationError');
  });

  it('serves the blurred preview of any page to a visitor, and 404 for a page that does not exist', async () => {
    const know = await knowWithPages(owner.knower.uuid, { country: 'DE' });
    const preview = await callRoute(knowPagePreviewRoute, { params: { id: know.uuid, n: '3' } });
    expect(preview.status).toBe(200);
    expect((await sharp(preview.body as Buffer).metadata()).width).toBe(40);
    expect((await callRoute(knowPagePreviewRoute, { params: { id: know.uuid, n: '4' } })).status).toBe(404);
    expect((await pageImage(know.uuid, 4, { token: reader.accessToken })).status).toBe(404);
    expect((await callRoute(knowPagePreviewRoute, { params: { id: know.uuid, n: '0' } })).status).toBe(400);
  });
});

describe('GET /api/v1/knows/{id}/thumbnail', () => {
  it('makes a 480×360 WebP of page 1 on the first request and keeps it in storage', async () => {
    const know = await knowWithPages(owner.knower.uuid);
    const first = await callRoute(knowThumbnailRoute, { params: { id: know.uuid } });
    expect(first.status).toBe(200);
    expect(await sharp(first.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
    const [row] = await (await getDb()).select({ updatedOn: knows.updatedOn }).from(knows).where(eq(knows.uuid, know.uuid));
    const key = `knows/${know.uuid}/thumbnail-${row!.updatedOn.getTime().toString(36)}.webp`;
    expect(await storage.get(key)).not.toBeNull();
    const second = await callRoute(knowThumbnailRoute, { params: { id: know.uuid } });
    expect(Buffer.compare(second.body as Buffer, first.body as Buffer)).toBe(0);
  });
});

describe('POST and DELETE /api/v1/knows/{id}/like', () => {
  it('counts likes of two users once each, whatever how often they click, also in parallel', async () => {
    const know = await knowWithPages(owner.knower.uuid, {}, 1);
    const other = await newUser('Ada');
    const like = (session: Session) => callRoute(likeKnowRoute, { params: { id: know.uuid }, token: session.accessToken });
    const results = await Promise.all([like(reader), like(reader), like(other), like(other), like(reader)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await (await getDb()).select({ likeCount: knows.likeCount }).from(knows).where(eq(knows.uuid, know.uuid));
    expect(row!.likeCount).toBe(2);
    expect((await like(reader)).body).toEqual({ liked: true, likeCount: 2 });

    const unlike = (session: Session) => callRoute(unlikeKnowRoute, { params: { id: know.uuid }, token: session.accessToken });
    await Promise.all([unlike(reader), unlike(reader)]);
    expect((await unlike(reader)).body).toEqual({ liked: false, likeCount: 1 } satisfies KnowLike);
    const detail = (await callRoute(getKnowRoute, { params: { id: know.uuid }, token: other.accessToken })).body as KnowDetail;
    expect(detail.likeCount).toBe(1);
    expect(detail.viewer.isLiked).toBe(true);
  });

  it('needs a sign-in, and a know the user may see', async () => {
    const know = await knowWithPages(owner.knower.uuid, {}, 1);
    const anonymous = await callRoute(likeKnowRoute, { params: { id: know.uuid } });
    expect(anonymous.status).toBe(401);
    const hidden = await knowWithPages(owner.knower.uuid, { isPrivate: true }, 1);
    expect((await callRoute(likeKnowRoute, { params: { id: hidden.uuid }, token: reader.accessToken })).status).toBe(404);
  });

  it("refuses the knower's like of their own know (ForbiddenError), public or private; taking back an old like works", async () => {
    const know = await knowWithPages(owner.knower.uuid, {}, 1);
    const hidden = await knowWithPages(owner.knower.uuid, { isPrivate: true }, 1);
    for (const id of [know.uuid, hidden.uuid]) {
      const response = await callRoute(likeKnowRoute, { params: { id }, token: owner.session.accessToken });
      expect([response.status, (response.body as { error?: { type: string } }).error?.type]).toEqual([403, 'ForbiddenError']);
    }
    expect((await callRoute(unlikeKnowRoute, { params: { id: know.uuid }, token: owner.session.accessToken })).body).toEqual({ liked: false, likeCount: 0 });
  });
});

describe('GET /api/v1/knows/{id}/related', () => {
  it('lists public knows of the same subject and language, never the know itself', async () => {
    const db = await getDb();
    const biology = await insertSubject(db, { name: 'Biologie' });
    const history = await insertSubject(db, { name: 'Geschichte' });
    const know = await insertKnow(db, { knowerUuid: owner.knower.uuid, subjectIds: [biology.id] });
    const liked = await insertKnow(db, { knowerUuid: owner.knower.uuid, subjectIds: [biology.id], likeCount: 50 });
    const plain = await insertKnow(db, { knowerUuid: owner.knower.uuid, subjectIds: [biology.id] });
    await insertKnow(db, { knowerUuid: owner.knower.uuid, subjectIds: [biology.id], isPrivate: true });
    await insertKnow(db, { knowerUuid: owner.knower.uuid, subjectIds: [biology.id], contentLanguage: 'fr' });
    await insertKnow(db, { knowerUuid: owner.knower.uuid, subjectIds: [history.id] });
    const response = await callRoute(relatedKnowsRoute, { params: { id: know.uuid } });
    expect(response.status).toBe(200);
    const related = (response.body as { knows: KnowSummary[] }).knows.map((k) => k.uuid);
    expect(related).toEqual([liked.uuid, plain.uuid]);
  });
});

describe('POST /api/v1/knows/{id}/views', () => {
  it('counts one view per address and know in 30 minutes, written in a batch', async () => {
    resetKnowViews();
    const know = await knowWithPages(owner.knower.uuid, {}, 1);
    for (const ip of ['10.0.0.1', '10.0.0.1', '10.0.0.2']) {
      expect((await callRoute(knowViewRoute, { params: { id: know.uuid }, ip })).status).toBe(204);
    }
    await flushKnowViews(await getDb());
    const [row] = await (await getDb()).select({ viewCount: knows.viewCount }).from(knows).where(eq(knows.uuid, know.uuid));
    expect(row!.viewCount).toBe(2);
    const hidden = await knowWithPages(owner.knower.uuid, { isPrivate: true }, 1);
    expect((await callRoute(knowViewRoute, { params: { id: hidden.uuid } })).status).toBe(404);
  });

  it("never counts the knower's own views (bearer token or the page's cookie); a stale token still counts as a visitor", async () => {
    resetKnowViews();
    const know = await knowWithPages(owner.knower.uuid, {}, 1);
    const asOwner = [{ token: owner.session.accessToken }, { headers: { cookie: `knowly_access_token=${owner.session.accessToken}` } }];
    for (const [index, credentials] of asOwner.entries()) {
      expect((await callRoute(knowViewRoute, { params: { id: know.uuid }, ip: `10.1.0.${index + 1}`, ...credentials })).status).toBe(204);
    }
    expect((await callRoute(knowViewRoute, { params: { id: know.uuid }, ip: '10.1.0.9', token: 'not-a-token' })).status).toBe(204);
    await flushKnowViews(await getDb());
    const [row] = await (await getDb()).select({ viewCount: knows.viewCount }).from(knows).where(eq(knows.uuid, know.uuid));
    expect(row!.viewCount).toBe(1);
  });
});
