// Routes of profile pictures (spec §7: GET/POST users/{id}/profilepicture; DELETE to remove one).
import { z } from 'zod';
import * as endpoints from '../../lib/api/endpoints';
import { idParamsSchema } from '../../lib/contracts/ids';
import { userSchema } from '../../lib/contracts/users';
import { requireParentalConsent } from '../auth/parental-consent';
import { getDb } from '../db';
import { getFileStorage } from '../files/storage';
import { parseMultipartFile } from '../http/multipart';
import { binaryResponseSchema, defineRoute } from '../http/route';
import { deleteProfilePicture, PROFILE_PICTURE_CONTENT_TYPE, PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES, readProfilePicture, setProfilePicture } from './profile-picture';

/** Room for the multipart framing around a file of the full size. */
const UPLOAD_BODY_LIMIT = PROFILE_PICTURE_MAX_BYTES + 64 * 1024;

export const uploadProfilePictureRoute = defineRoute({
  endpoint: endpoints.uploadProfilePicture,
  tag: 'users',
  summary: 'Sets your profile picture (multipart field "file"; JPEG, PNG, WebP, GIF or AVIF up to 5 MB), stored as a 400×400 WebP',
  params: idParamsSchema,
  response: userSchema,
  bodyLimit: UPLOAD_BODY_LIMIT,
  upload: { field: 'file', mediaTypes: PROFILE_PICTURE_TYPES, description: 'The picture; its type is read from its content' },
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError', 'InvalidMIMETypeError', 'PayloadTooLargeError'],
  handle: async ({ params, headers, rawBody, bodyStream, log }) => {
    const db = await getDb();
    // A picture is shown on the public profile: not before a parent agreed (decision 029).
    await requireParentalConsent(db, params.id);
    const file = await parseMultipartFile(bodyStream ?? rawBody, headers['content-type'], { field: 'file', maxBytes: UPLOAD_BODY_LIMIT });
    return setProfilePicture(db, getFileStorage(), params.id, file.data, log);
  },
});

export const profilePictureRoute = defineRoute({
  endpoint: endpoints.profilePicture,
  tag: 'users',
  summary: "A user's profile picture (public); cached for a year when ?v= names its current version",
  params: idParamsSchema,
  query: z.object({ v: z.string().max(64).optional().describe('Version from profilePictureUrl') }),
  response: binaryResponseSchema,
  binary: true,
  binaryMediaType: PROFILE_PICTURE_CONTENT_TYPE,
  errors: ['NotFoundError'],
  handle: async ({ params, query }) => readProfilePicture(await getDb(), getFileStorage(), params.id, query.v),
});

export const deleteProfilePictureRoute = defineRoute({
  endpoint: endpoints.deleteProfilePicture,
  tag: 'users',
  summary: 'Removes your profile picture',
  params: idParamsSchema,
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError'],
  handle: async ({ params, log }) => {
    await deleteProfilePicture(await getDb(), getFileStorage(), params.id, log);
    return undefined;
  },
});
