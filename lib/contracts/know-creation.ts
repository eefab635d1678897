// Contracts of creating knows: the upload answer, the owner's view of a know (draft, in review, published or rejected),
// the editable details, the publish call, the knower's status counts and their own list of knows.
import { z } from 'zod';
import { examBoardIdSchema } from './exam-boards';
import { LOCALES } from '../../config/locales';
import {
  KNOW_DESCRIPTION_MAX_LENGTH,
  KNOW_GRADES_MAX,
  KNOW_SUBJECTS_MAX,
  KNOW_TITLE_MAX_LENGTH,
  KNOW_TITLE_MIN_LENGTH,
} from '../../config/know-uploads';
import { knowSubjectSchema, knowSummarySchema } from './knows';

const KNOW_STATUS_VALUES = ['DRAFT', 'IN_REVIEW', 'PUBLISHED', 'REJECTED'] as const;
const knowStatusSchema = z.enum(KNOW_STATUS_VALUES);
export type KnowStatus = z.infer<typeof knowStatusSchema>;

const DOCUMENT_STATE_VALUES = ['PENDING', 'READY', 'FAILED'] as const;
const documentStateSchema = z.enum(DOCUMENT_STATE_VALUES);

/** Why the automatic checks (server/knows/review-know.ts) rejected a know; stable codes the client translates. */
export type KnowRejectionReason = 'UNREADABLE_DOCUMENT' | 'NO_PAGES' | 'BLANK_DOCUMENT' | 'TITLE_TOO_SHORT' | 'TITLE_NOT_DESCRIPTIVE' | 'DUPLICATE_DOCUMENT' | 'BANNED_WORDS' | 'DOCUMENT_TOO_COMPLEX';

const knowPageSchema = z.object({
  pageNumber: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The full page image (owner and entitled readers). */
  imageUrl: z.string(),
  /** The small blurred preview. */
  previewUrl: z.string(),
});

/** A know as its knower sees it while creating or editing it. */
const ownKnowSchema = knowSummarySchema
  .pick({ uuid: true, slug: true, path: true, title: true, description: true, knowFormat: true, pageCount: true, contentLanguage: true, subjects: true, grades: true, thumbnailUrl: true, likeCount: true, publishedOn: true })
  .extend({
    status: knowStatusSchema,
    /** A KnowRejectionReason code (kept open as a string, so that a code added later never breaks an answer). */
    rejectionReason: z.string().nullable(),
    documentState: documentStateSchema,
    isPrivate: z.boolean(),
    schoolTypeId: z.uuid().nullable(),
    /** The exam board the know prepares for (config/exam-boards.ts), null for none. */
    examBoard: z.string().nullable(),
    originalFilename: z.string().nullable(),
    originalMediaType: z.string().nullable(),
    /** The subject the know's text clearly belongs to rather than those it is filed under (the subject-fit check of a
     *  published know, decision 051); null when it fits. The know ranks lower in lists until it is filed there. */
    betterSubject: knowSubjectSchema.nullable(),
    createdOn: z.iso.datetime(),
    updatedOn: z.iso.datetime(),
  });
export type OwnKnow = z.infer<typeof ownKnowSchema>;

/** GET knows/{id}/draft: the know with its pages once processed (the details page polls it). */
export const knowDraftSchema = ownKnowSchema.extend({ pages: z.array(knowPageSchema) });
export type KnowDraft = z.infer<typeof knowDraftSchema>;

/** POST knows/uploads answers the new DRAFT know. */
export const knowUploadResponseSchema = z.object({ knowUuid: z.uuid(), know: knowDraftSchema });
export type KnowUploadResponse = z.infer<typeof knowUploadResponseSchema>;

const knowTitleSchema = z.string().trim().min(KNOW_TITLE_MIN_LENGTH).max(KNOW_TITLE_MAX_LENGTH);

/** PATCH knows/{id}: the details a knower may change; at least one. */
export const updateKnowBodySchema = z
  .object({
    title: knowTitleSchema,
    description: z.string().trim().max(KNOW_DESCRIPTION_MAX_LENGTH),
    subjectIds: z.array(z.uuid()).max(KNOW_SUBJECTS_MAX),
    gradeIds: z.array(z.uuid()).max(KNOW_GRADES_MAX),
    schoolTypeId: z.uuid().nullable(),
    /** One of the know's country's exam boards (only where the country has them); null clears. */
    examBoard: examBoardIdSchema.nullable(),
    contentLanguage: z.enum(LOCALES),
    isPrivate: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type UpdateKnowBody = z.input<typeof updateKnowBodySchema>;

/** GET knowers/{id}/knows/status-stats (spec §7). */
export const knowStatusStatsSchema = z.object({
  draft: z.number().int().nonnegative(),
  inReview: z.number().int().nonnegative(),
  published: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
});
export type KnowStatusStats = z.infer<typeof knowStatusStatsSchema>;

const OWN_KNOWS_PAGE_SIZE = 50;

/** GET knowers/me/knows: the signed-in knower's own knows, newest first, optionally of one status. */
export const ownKnowsQuerySchema = z.object({
  status: knowStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(OWN_KNOWS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const ownKnowListSchema = z.object({ knows: z.array(ownKnowSchema), total: z.number().int().nonnegative() });
export type OwnKnowList = z.infer<typeof ownKnowListSchema>;
