// Routes of reading knows: a know, its page images and previews, its thumbnail, likes, related knows and views.
import * as endpoints from '../../lib/api/endpoints';
import { z } from 'zod';
import { idParamsSchema, uuidSchema } from '../../lib/contracts/ids';
import { PAGE_IMAGE_WIDTHS, type PageImageWidth } from '../../lib/knows/image-urls';
import { knowDetailSchema, knowLikeSchema, knowPageNumberSchema } from '../../lib/contracts/know-page';
import { knowSummaryListSchema } from '../../lib/contracts/knows';
import { AppError } from '../../lib/errors';
import { getDb } from '../db';
import { getFileStorage } from '../files/storage';
import { binaryResponseSchema, defineRoute, type AnyRoute } from '../http/route';
import { recordViewEngagement } from '../payouts/earnings';
import { findViewerState, knowDetailFor } from './find-know';
import { readKnowPageImage, readKnowPagePreview, readKnowThumbnail } from './find-know-page-image';
import { findKnowViewer } from './find-know-viewer';
import { assertCanSeeKnow } from './know-entitlement';
import { isOwner } from './know-entitlement';
import { recordKnowView } from './know-views';
import { setKnowLike } from './likes';
import { getKnowPageData } from './page-cache';

const pageParams = z.object({ id: uuidSchema, n: knowPageNumberSchema });
const versionQuery = z.object({ v: z.string().max(32).optional().describe('Version from the URL the know answered with') });
const pageImageQuery = versionQuery.extend({
  w: z
    .enum(PAGE_IMAGE_WIDTHS.map(String) as [`${PageImageWidth}`, ...`${PageImageWidth}`[]])
    .optional()
    .describe("A narrower copy of the image, this many pixels wide (the know page's srcset); without it the full image"),
});

async function visibleKnowPageData(id: string, viewer: Awaited<ReturnType<typeof findKnowViewer>>) {
  const data = await getKnowPageData(await getDb(), id);
  if (!data) throw new AppError('NotFoundError', { resource: 'know' });
  assertCanSeeKnow(data.record.facts, viewer);
  return data;
}

export const getKnowRoute = defineRoute({
  endpoint: endpoints.getKnow,
  tag: 'knows',
  summary:
    'A know as the caller may see it: its pages with the full image URL only of those the caller is entitled to (the others blurred), the like and library state of a signed-in caller. Non-public knows answer only their knower (404 for anyone else).',
  params: idParamsSchema,
  response: knowDetailSchema,
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ params, headers }) => {
    const viewer = await findKnowViewer(headers);
    const data = await visibleKnowPageData(params.id, viewer);
    return knowDetailFor(data.record, viewer, await findViewerState(await getDb(), params.id, viewer.userUuid));
  },
});

export const knowPageImageRoute = defineRoute({
  endpoint: endpoints.knowPageImage,
  tag: 'knows',
  summary:
    "A page's full image (WebP), for those entitled to it: page 1 for anyone who may see the know, the others for signed-in users (bearer token or the access-token cookie) or where the know's country shows content unblurred",
  params: pageParams,
  query: pageImageQuery,
  response: binaryResponseSchema,
  binary: true,
  binaryMediaType: 'image/webp',
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError'],
  handle: async ({ params, query, headers }) =>
    readKnowPageImage(await getDb(), getFileStorage(), {
      uuid: params.id,
      pageNumber: params.n,
      viewer: await findKnowViewer(headers),
      version: query.v,
      width: query.w === undefined ? undefined : (Number(query.w) as PageImageWidth),
    }),
});

export const knowPagePreviewRoute = defineRoute({
  endpoint: endpoints.knowPagePreview,
  tag: 'knows',
  summary: "A page's small blurred preview (WebP), for anyone who may see the know",
  params: pageParams,
  query: versionQuery,
  response: binaryResponseSchema,
  binary: true,
  binaryMediaType: 'image/webp',
  errors: ['NotFoundError'],
  handle: async ({ params, query, headers }) =>
    readKnowPagePreview(await getDb(), getFileStorage(), { uuid: params.id, pageNumber: params.n, viewer: await findKnowViewer(headers), version: query.v }),
});

export const knowThumbnailRoute = defineRoute({
  endpoint: endpoints.knowThumbnail,
  tag: 'knows',
  summary: 'The card image of a know (480×360 WebP, the top of its first page that is not blank, blurred where that page is), for anyone who may see the know',
  params: idParamsSchema,
  query: versionQuery,
  response: binaryResponseSchema,
  binary: true,
  binaryMediaType: 'image/webp',
  errors: ['NotFoundError'],
  handle: async ({ params, query, headers }) =>
    readKnowThumbnail(await getDb(), getFileStorage(), { uuid: params.id, viewer: await findKnowViewer(headers), version: query.v }),
});

export const likeKnowRoute = defineRoute({
  endpoint: endpoints.likeKnow,
  tag: 'knows',
  summary: "Likes a know (idempotent: liking twice counts once); never one's own know (ForbiddenError)",
  params: idParamsSchema,
  response: knowLikeSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError'],
  handle: async ({ params, caller }) => setKnowLike(await getDb(), params.id, caller.userUuid, true),
});

export const unlikeKnowRoute = defineRoute({
  endpoint: endpoints.unlikeKnow,
  tag: 'knows',
  summary: 'Takes back a like of a know (idempotent)',
  params: idParamsSchema,
  response: knowLikeSchema,
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ params, caller }) => setKnowLike(await getDb(), params.id, caller.userUuid, false),
});

export const relatedKnowsRoute = defineRoute({
  endpoint: endpoints.relatedKnows,
  tag: 'knows',
  summary: 'Public knows of the same subject and content language, the most liked first (never the know itself)',
  params: idParamsSchema,
  response: knowSummaryListSchema,
  errors: ['NotFoundError'],
  handle: async ({ params, headers }) => ({ knows: (await visibleKnowPageData(params.id, await findKnowViewer(headers))).related }),
});

export const knowViewRoute = defineRoute({
  endpoint: endpoints.knowView,
  tag: 'knows',
  summary: 'Counts a view of a public know (the know page sends it once per browser session; one per address and know per 30 minutes counts; its knower\'s own views never count)',
  params: idParamsSchema,
  response: z.undefined(),
  status: 204,
  acceptTextPlainJson: true,
  errors: ['NotFoundError'],
  handle: async ({ params, ip, headers }) => {
    const data = await visibleKnowPageData(params.id, { userUuid: null, experiments: {} });
    // A stale token only means the view may count: the owner check never fails the call.
    const viewer = await findKnowViewer(headers).catch(() => ({ userUuid: null, experiments: {} }));
    if (isOwner(data.record.facts, viewer)) return undefined;
    const db = await getDb();
    recordKnowView(db, data.record.facts.uuid, ip);
    // What the knower earns from (issue 20): one view per know, day and device or address, of public knows only.
    const { facts } = data.record;
    const device = headers['x-device-uuid'];
    if (facts.status === 'PUBLISHED' && !facts.isPrivate)
      await recordViewEngagement(db, { knowUuid: facts.uuid, viewerUserUuid: viewer.userUuid, deviceUuid: typeof device === 'string' ? device.slice(0, 64) : null, address: ip });
    return undefined;
  },
});

export const KNOW_READ_ROUTES: AnyRoute[] = [
  getKnowRoute,
  knowPageImageRoute,
  knowPagePreviewRoute,
  knowThumbnailRoute,
  likeKnowRoute,
  unlikeKnowRoute,
  relatedKnowsRoute,
  knowViewRoute,
] as unknown as AnyRoute[];
