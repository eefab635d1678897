// Contracts of the know page (GET /api/v1/knows/{id}, likes, related knows, views): the know as one viewer may see it.
// A page the viewer is not entitled to has no imageUrl and is `blurred`: only its small blurred preview is named, and
// no page's text but the first one's ever leaves the server (see server/knows/know-entitlement.ts).
import { z } from 'zod';
import { knowSummarySchema, type KnowSummary } from './knows';

const knowPageImageSchema = z.object({
  /** 1-based. */
  number: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The full web image; null when the page is blurred for this viewer. */
  imageUrl: z.string().nullable(),
  /** The small blurred preview, which anyone who may see the know may load. */
  previewUrl: z.string(),
  blurred: z.boolean(),
});

const breadcrumbSchema = z.object({ name: z.string(), path: z.string() });
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

export const knowDetailSchema = knowSummarySchema.extend({
  updatedOn: z.iso.datetime(),
  /** The know is public (published, not private); otherwise only its knower sees it. */
  isPublic: z.boolean(),
  status: z.enum(['DRAFT', 'IN_REVIEW', 'PUBLISHED', 'REJECTED']),
  isPrivate: z.boolean(),
  /** The exam board the know prepares for (config/exam-boards.ts), null for none; shown as a tag. */
  examBoard: z.string().nullable(),
  pages: z.array(knowPageImageSchema),
  /** The text of the first page (always visible, also for search engines); '' when there is none. */
  firstPageText: z.string(),
  /** Topics the know is filed under, each /topics/{a} or /topics/{a}/{b}. */
  topics: z.array(breadcrumbSchema),
  /** Knowledge area > domain > item (/knowledge/{area}/{domain}/{item}); empty when the know is not in the tree. */
  knowledgeBreadcrumbs: z.array(breadcrumbSchema),
  viewer: z.object({
    isSignedIn: z.boolean(),
    /** The viewer wrote this know. */
    isOwner: z.boolean(),
    isLiked: z.boolean(),
    /** Saved to the viewer's library (in a folder, or in none). */
    isSaved: z.boolean(),
    savedFolderUuid: z.uuid().nullable(),
  }),
});
export type KnowDetail = z.infer<typeof knowDetailSchema>;

/**
 * The search that led to the know page (spec §2 `query`): the query as typed, and the first page this viewer may see
 * that holds its words (null when none does), for "back to results", the marked words and the scroll to that page.
 */
export type KnowSearchVisit = { query: string; pageNumber: number | null };

/** What a know page renders: the know as this viewer may see it, related knows (server/knows/find-know-page.ts), and
 *  the search that led there, if one did. */
export type KnowPageProps = { know: KnowDetail; related: KnowSummary[]; search?: KnowSearchVisit | null };

export const knowLikeSchema = z.object({ liked: z.boolean(), likeCount: z.number().int().nonnegative() });
export type KnowLike = z.infer<typeof knowLikeSchema>;

/** A page number in a path (/api/v1/knows/{id}/pages/{n}/…). */
export const knowPageNumberSchema = z.coerce.number().int().min(1).max(10_000);
