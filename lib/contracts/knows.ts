// Contracts shared by every list of knows (search, catalogue, feeds, library, profiles, related knows): the know summary.
import { z } from 'zod';

const KNOW_FORMAT_VALUES = ['DOCUMENT', 'FLASHCARDS', 'VIDEO'] as const;
export const knowFormatSchema = z.enum(KNOW_FORMAT_VALUES);
export type KnowFormat = z.infer<typeof knowFormatSchema>;

export const knowSubjectSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  color: z.enum(['green', 'blue', 'yellow']),
});
export type KnowSubject = z.infer<typeof knowSubjectSchema>;

const knowGradeSchema = z.object({ id: z.uuid(), level: z.number().int(), name: z.string() });
export type KnowGrade = z.infer<typeof knowGradeSchema>;

const knowKnowerSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  /** /knowers/{name-uuid}/profile; null once the knower deleted their account and kept their knows (no profile left). */
  profilePath: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
});

export const knowSummarySchema = z.object({
  uuid: z.uuid(),
  slug: z.string(),
  /** /knows/{slug}-{uuid} */
  path: z.string(),
  title: z.string(),
  description: z.string(),
  knowFormat: knowFormatSchema,
  pageCount: z.number().int().nonnegative(),
  contentLanguage: z.string(),
  country: z.string(),
  thumbnailUrl: z.string().nullable(),
  subjects: z.array(knowSubjectSchema),
  grades: z.array(knowGradeSchema),
  knower: knowKnowerSchema,
  likeCount: z.number().int().nonnegative(),
  viewCount: z.number().int().nonnegative(),
  publishedOn: z.iso.datetime().nullable(),
});
export type KnowSummary = z.infer<typeof knowSummarySchema>;

export const knowSummaryListSchema = z.object({ knows: z.array(knowSummarySchema) });
