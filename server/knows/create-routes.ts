// Routes of creating, editing, publishing and deleting knows (/api/v1/knows, /api/v1/knowers/{id}/knows/status-stats,
// /api/v1/knowers/me/knows). Every route needs a signed-in user; the ones about one know are for its knower only.
import * as endpoints from '../../lib/api/endpoints';
import { signedInCaller } from '../auth/caller';
import { requireParentalConsent } from '../auth/parental-consent';
import { z } from 'zod';
import { KNOW_UPLOAD_MAX_BYTES, KNOW_UPLOAD_TYPES } from '../../config/know-uploads';
import { idParamsSchema } from '../../lib/contracts/ids';
import {
  knowDraftSchema,
  knowStatusStatsSchema,
  knowUploadResponseSchema,
  ownKnowListSchema,
  ownKnowsQuerySchema,
  updateKnowBodySchema,
} from '../../lib/contracts/know-creation';
import { getDb } from '../db';
import { getFileStorage } from '../files/storage';
import { defineRoute, type AnyRoute } from '../http/route';
import { deleteKnow } from './delete-know';
import { UPLOAD_FIELD, readUploadFiles } from './documents/read-upload-files';
import { findKnowStatusStats } from './know-status-stats';
import { findKnowDraft, findOwnKnowList } from './own-knows';
import { publishKnow } from './publish-know';
import { updateKnow } from './update-know';
import { uploadQuota } from './upload-quota';
import { uploadKnow } from './upload-know';

/** Room for the multipart framing around files of the full size. */
const UPLOAD_BODY_LIMIT = KNOW_UPLOAD_MAX_BYTES + 1024 * 1024;

export const uploadKnowRoute = defineRoute({
  endpoint: endpoints.uploadKnow,
  tag: 'knows',
  summary:
    'Uploads a document as a new DRAFT know (multipart, one or more parts "file"): one PDF (≤ 30 MB, ≤ 200 pages) or up to 30 JPEG, PNG or WebP images (≤ 15 MB each) as its pages. The pages are rendered in the background; poll GET /api/v1/knows/{id}/draft.',
  response: knowUploadResponseSchema,
  status: 201,
  bodyLimit: UPLOAD_BODY_LIMIT,
  // Before the body is read: the caller is signed in, may publish (a parent agreed where one must, decision 029) and
  // is within their upload quota.
  admit: async ({ headers }) => {
    const { userUuid } = await signedInCaller(headers);
    await requireParentalConsent(await getDb(), userUuid);
    await uploadQuota().count(userUuid);
  },
  upload: { field: UPLOAD_FIELD, mediaTypes: KNOW_UPLOAD_TYPES, description: 'The document; its type is read from its content. Repeat the field for several images.' },
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError', 'InvalidMIMETypeError', 'PayloadTooLargeError', 'TooManyRequestsError'],
  handle: async ({ headers, rawBody, bodyStream, caller }) => {
    const { userUuid } = caller;
    const files = await readUploadFiles(bodyStream ?? rawBody, headers['content-type'], UPLOAD_BODY_LIMIT);
    const know = await uploadKnow(await getDb(), getFileStorage(), userUuid, files);
    return { knowUuid: know.uuid, know };
  },
});

export const knowDraftRoute = defineRoute({
  endpoint: endpoints.knowDraft,
  tag: 'knows',
  summary: 'Your know as you edit it: details, status, document state and pages once processed (any status)',
  params: idParamsSchema,
  response: knowDraftSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError'],
  handle: async ({ params, caller }) => findKnowDraft(await getDb(), params.id, caller.userUuid),
});

export const updateKnowRoute = defineRoute({
  endpoint: endpoints.updateKnow,
  tag: 'knows',
  summary: "Changes your know's details: title, description, subjects, grades, school type, content language, private",
  params: idParamsSchema,
  body: updateKnowBodySchema,
  response: knowDraftSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError'],
  handle: async ({ params, body, caller }) => updateKnow(await getDb(), params.id, caller.userUuid, body),
});

export const deleteKnowRoute = defineRoute({
  endpoint: endpoints.deleteKnow,
  tag: 'knows',
  summary: 'Deletes your know with its pages; refused for a know published over 14 days ago that others liked or saved',
  params: idParamsSchema,
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError', 'KnowIsUndeletableError'],
  handle: async ({ params, caller }) => {
    const { userUuid } = caller;
    await deleteKnow(await getDb(), getFileStorage(), params.id, userUuid);
    return undefined;
  },
});

export const publishKnowRoute = defineRoute({
  endpoint: endpoints.publishKnow,
  tag: 'knows',
  summary: 'Asks for your know to be published: IN_REVIEW until the automatic checks end in PUBLISHED or REJECTED',
  params: idParamsSchema,
  response: knowDraftSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError'],
  handle: async ({ params, caller }) => publishKnow(await getDb(), params.id, caller.userUuid),
});

export const knowStatusStatsRoute = defineRoute({
  endpoint: endpoints.knowStatusStats,
  tag: 'knowers',
  summary: 'How many of your knows are drafts, in review, published and rejected (the knower themself only)',
  params: idParamsSchema,
  response: knowStatusStatsSchema,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError'],
  handle: async ({ params, caller }) => findKnowStatusStats(await getDb(), params.id, caller.userUuid),
});

export const ownKnowsRoute = defineRoute({
  endpoint: endpoints.ownKnows,
  tag: 'knowers',
  summary: 'Your own knows, last changed first, optionally of one status (empty before your first upload)',
  query: ownKnowsQuerySchema,
  response: ownKnowListSchema,
  errors: ['AuthorizationError'],
  handle: async ({ query, caller }) => findOwnKnowList(await getDb(), caller.userUuid, query),
});

export const KNOW_CREATE_ROUTES: AnyRoute[] = [
  uploadKnowRoute,
  knowDraftRoute,
  updateKnowRoute,
  deleteKnowRoute,
  publishKnowRoute,
  knowStatusStatsRoute,
  ownKnowsRoute,
] as unknown as AnyRoute[];
