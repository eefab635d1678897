// Contracts of the public catalogue of knows (subjects, topics, knowledge tree), knower profiles and the feed. The
// catalogue pages render on the server from the same shapes; browser code imports only their types.
import { z } from 'zod';
import { uuidSchema } from './ids';
import { knowSubjectSchema, knowSummarySchema } from './knows';

/** Knows per catalogue page (subject, topic, knowledge node) and per page of a knower's knows. */
export const CATALOGUE_PAGE_SIZE = 24;

export const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** One page of a list of knows: `total` public knows in all, `pageCount` pages of CATALOGUE_PAGE_SIZE. */
export const knowPageSchema = z.object({
  knows: z.array(knowSummarySchema),
  page: z.number().int().min(1),
  pageCount: z.number().int().min(1),
  total: z.number().int().nonnegative(),
});
export type KnowPage = z.infer<typeof knowPageSchema>;

/** @public (the contract of a catalogue subject; its type is what the code uses) */
export const catalogueSubjectSchema = knowSubjectSchema.extend({ knowCount: z.number().int().nonnegative() });
export type CatalogueSubject = z.infer<typeof catalogueSubjectSchema>;

/** @public (the contract of a catalogue topic) */
export const catalogueTopicSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** /topics/{a} or /topics/{a}/{b} */
  path: z.string(),
  knowCount: z.number().int().nonnegative(),
});
export type CatalogueTopic = z.infer<typeof catalogueTopicSchema>;

export type SubjectPageData = {
  subject: CatalogueSubject;
  topics: CatalogueTopic[];
  knows: KnowPage;
  /** The exam board the knows are filtered by (`?examBoard=`, sites with exam boards; decision 044), null for all. */
  examBoard: string | null;
};

export type TopicPageData = {
  subject: { slug: string; name: string } | null;
  /** The topic above (for /topics/{a}/{b}), null on a top-level topic page. */
  parent: Omit<CatalogueTopic, 'knowCount'> | null;
  topic: CatalogueTopic & { description: string };
  /** Subtopics of a top-level topic; the other subtopics of the same parent on a subtopic page. */
  related: CatalogueTopic[];
  knows: KnowPage;
};

type KnowledgeLevel = 'AREA' | 'DOMAIN' | 'ITEM';

export type KnowledgeNodeSummary = {
  id: string;
  level: KnowledgeLevel;
  slug: string;
  name: string;
  /** /knowledge/{area}[/{domain}[/{item}]] */
  path: string;
  knowCount: number;
};

export type KnowledgeTreeNode = KnowledgeNodeSummary & { children: KnowledgeTreeNode[] };

export type KnowledgePageData = {
  /** From the area down to this node. */
  trail: KnowledgeNodeSummary[];
  node: KnowledgeNodeSummary & { description: string };
  children: KnowledgeNodeSummary[];
  knows: KnowPage;
};

export const knowerProfileSchema = z.object({
  knowerUuid: z.uuid(),
  userUuid: z.uuid(),
  name: z.string(),
  username: z.string().nullable(),
  bio: z.string(),
  profilePictureUrl: z.string().nullable(),
  country: z.string(),
  /** /knowers/{name-uuid}/profile */
  profilePath: z.string(),
  memberSince: z.iso.datetime(),
  stats: z.object({
    publicKnowCount: z.number().int().nonnegative(),
    totalLikes: z.number().int().nonnegative(),
    totalViews: z.number().int().nonnegative(),
  }),
});
export type KnowerProfile = z.infer<typeof knowerProfileSchema>;

export const knowerParamsSchema = z.object({ id: uuidSchema.describe('The knower uuid') });

/** Knows per feed section. */
export const FEED_SECTION_SIZE = 12;

/** grade: the user's grades; subject: one of their subjects; country: the most liked in their country; new: the newest
 *  there; popular: the most liked anywhere, when the country has nothing yet. */
const FEED_SECTION_KINDS = ['grade', 'subject', 'country', 'new', 'popular'] as const;

const feedSectionSchema = z.object({
  /** Stable per section, e.g. "grade", "subject:<id>", "country", "new". */
  key: z.string(),
  kind: z.enum(FEED_SECTION_KINDS),
  /** What the section is about, for its heading: the grades' or the subject's names, the country code (the client
   *  names it in the interface language); null for "new" and "popular". */
  label: z.string().nullable(),
  /** Where the section continues (a subject page), when there is one. */
  href: z.string().nullable(),
  knows: z.array(knowSummarySchema),
});
export type FeedSection = z.infer<typeof feedSectionSchema>;

export const feedSchema = z.object({
  /** Whether the feed was made from the user's grades or subjects (false: they have chosen none yet). */
  personalised: z.boolean(),
  sections: z.array(feedSectionSchema),
});
export type Feed = z.infer<typeof feedSchema>;
