// Knows: the study documents knowers publish, their pages, the subjects, grades, topics and knowledge items they are
// filed under, likes, and the search vector that full-text search reads.
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { grades, knowledgeNodes, schoolTypes, subjects, topics } from './catalogue';
import { knowers, users } from './users';

export const KNOW_FORMATS = ['DOCUMENT', 'FLASHCARDS', 'VIDEO'] as const;
/** DRAFT (uploaded, details not yet sent) → IN_REVIEW (publish asked; automatic checks pending) → PUBLISHED or REJECTED. */
export const KNOW_STATUSES = ['DRAFT', 'IN_REVIEW', 'PUBLISHED', 'REJECTED'] as const;
/** Who a search is for: signed-in users (every page) or visitors who are not signed in (what they may see). */
export const SEARCH_AUDIENCES = ['member', 'visitor'] as const;
export type SearchAudience = (typeof SEARCH_AUDIENCES)[number];
/** Where the document pipeline is: uploaded, pages rendered and text extracted (READY), or the file could not be read. */
export const DOCUMENT_STATES = ['PENDING', 'READY', 'FAILED'] as const;

/** A GIN index's list of entries not yet merged, at its smallest (64 kB): a search reads it in full (migration 0029). */
const SMALL_PENDING_LIST = { gin_pending_list_limit: 64 };

/** PostgreSQL's tsvector, written with to_tsvector(...) in SQL and never read back by the app. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const knows = pgTable(
  'knows',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    knowerUuid: uuid('knower_uuid')
      .notNull()
      .references(() => knowers.uuid, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Readable part of the know's URL (/knows/{slug}-{uuid}), derived from the title. */
    slug: text('slug').notNull().default(''),
    description: text('description').notNull().default(''),
    contentLanguage: text('content_language').notNull(),
    country: text('country').notNull(),
    knowFormat: text('know_format', { enum: KNOW_FORMATS }).notNull().default('DOCUMENT'),
    status: text('status', { enum: KNOW_STATUSES }).notNull().default('DRAFT'),
    /** Why the automatic checks rejected the know (a stable code, translated by the client). */
    rejectionReason: text('rejection_reason'),
    /** Private knows are seen only by their knower: never in search, catalogue, feeds or profiles. */
    isPrivate: boolean('is_private').notNull().default(false),
    schoolTypeId: uuid('school_type_id').references(() => schoolTypes.id),
    /** The exam board the know prepares for (config/exam-boards.ts), in the countries that have them; else null. */
    examBoard: text('exam_board'),
    documentState: text('document_state', { enum: DOCUMENT_STATES }).notNull().default('PENDING'),
    pageCount: integer('page_count').notNull().default(0),
    /** The page the card picture is cut from: the first page that is not blank, as the document pipeline measured it
     *  (documents/measure-page-ink.ts); null when every page is blank (the card draws the know's format instead). */
    coverPage: integer('cover_page').default(1),
    /** The subject the know's text clearly belongs to rather than those it is filed under (knows/subject-fit); null
     *  when it fits or its text does not tell. */
    betterSubjectId: uuid('better_subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    /** Whether the subject-fit check has read the know (betterSubjectId is its answer); false for knows published
     *  before it existed, until the background pass reaches them. */
    subjectChecked: boolean('subject_checked').notNull().default(false),
    /** The uploaded file(s) as sent: storage key, media type and name (several images make one know). */
    originalFiles: text('original_files').array().notNull().default(sql`'{}'::text[]`),
    originalMediaType: text('original_media_type'),
    originalFilename: text('original_filename'),
    /** The document's text (all pages), for search and AI. */
    textContent: text('text_content').notNull().default(''),
    searchVector: tsvector('search_vector'),
    /** The search vector of what a visitor who is not signed in may see (title, description, page 1 — every page
     *  when the know's country shows content unblurred): visitors' searches match only this (security finding
     *  "search leaks blurred text"). */
    visitorSearchVector: tsvector('visitor_search_vector'),
    likeCount: integer('like_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    publishedOn: timestamp('published_on', { withTimezone: true }),
  },
  (table) => [
    index('knows_knower_idx').on(table.knowerUuid),
    index('knows_country_status_idx').on(table.country, table.status),
    index('knows_public_published_idx').on(table.contentLanguage, table.publishedOn).where(sql`status = 'PUBLISHED' and not is_private`),
    /** Which formats a language has public knows of (the search page's format filter): one probe per format. */
    index('knows_public_format_idx').on(table.knowFormat, table.contentLanguage).where(sql`status = 'PUBLISHED' and not is_private`),
    index('knows_search_vector_idx').using('gin', table.searchVector).with(SMALL_PENDING_LIST),
    index('knows_visitor_search_vector_idx').using('gin', table.visitorSearchVector).with(SMALL_PENDING_LIST),
    index('knows_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`).with(SMALL_PENDING_LIST),
    /** The published knows the subject-fit check has not read (subject-fit-backfill-job.ts): empty once it has. */
    index('knows_subject_unchecked_idx').on(table.uuid).where(sql`status = 'PUBLISHED' AND NOT subject_checked`),
  ],
);

/** One page of a know's document: a full web image (WebP), a small blurred preview and the page's text. */
export const knowPages = pgTable(
  'know_pages',
  {
    knowUuid: uuid('know_uuid')
      .notNull()
      .references(() => knows.uuid, { onDelete: 'cascade' }),
    /** 1-based. */
    pageNumber: integer('page_number').notNull(),
    imageKey: text('image_key').notNull(),
    previewKey: text('preview_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    text: text('text').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.knowUuid, table.pageNumber] })],
);

export const knowSubjects = pgTable(
  'know_subjects',
  {
    knowUuid: uuid('know_uuid')
      .notNull()
      .references(() => knows.uuid, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id),
  },
  (table) => [primaryKey({ columns: [table.knowUuid, table.subjectId] }), index('know_subjects_subject_idx').on(table.subjectId)],
);

export const knowGrades = pgTable(
  'know_grades',
  {
    knowUuid: uuid('know_uuid')
      .notNull()
      .references(() => knows.uuid, { onDelete: 'cascade' }),
    gradeId: uuid('grade_id')
      .notNull()
      .references(() => grades.id),
  },
  (table) => [primaryKey({ columns: [table.knowUuid, table.gradeId] }), index('know_grades_grade_idx').on(table.gradeId)],
);

export const knowTopics = pgTable(
  'know_topics',
  {
    knowUuid: uuid('know_uuid')
      .notNull()
      .references(() => knows.uuid, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.knowUuid, table.topicId] }), index('know_topics_topic_idx').on(table.topicId)],
);

export const knowKnowledgeNodes = pgTable(
  'know_knowledge_nodes',
  {
    knowUuid: uuid('know_uuid')
      .notNull()
      .references(() => knows.uuid, { onDelete: 'cascade' }),
    nodeId: uuid('node_id')
      .notNull()
      .references(() => knowledgeNodes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.knowUuid, table.nodeId] }), index('know_knowledge_nodes_node_idx').on(table.nodeId)],
);

export const knowLikes = pgTable(
  'know_likes',
  {
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    knowUuid: uuid('know_uuid')
      .notNull()
      .references(() => knows.uuid, { onDelete: 'cascade' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userUuid, table.knowUuid] }), index('know_likes_know_idx').on(table.knowUuid)],
);

/** Words of published public knows per audience and content language, with how many knows hold them: typo-tolerant
 *  suggestions (pg_trgm similarity, Levenshtein distance) read this small table instead of every document. `member`:
 *  words of every page, for signed-in users; `visitor`: words of what visitors may see (see
 *  knows.visitor_search_vector). */
export const searchTerms = pgTable(
  'search_terms',
  {
    audience: text('audience', { enum: SEARCH_AUDIENCES }).notNull().default('member'),
    contentLanguage: text('content_language').notNull(),
    /** The word as written in the knows (lower-cased): what suggestions show. */
    term: text('term').notNull(),
    /** The word without accents and diacritics (knowly_fold, migration 0012): what a typed word is compared with. */
    foldedTerm: text('folded_term').notNull().generatedAlwaysAs(sql`knowly_fold(term)`),
    documentCount: integer('document_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.audience, table.contentLanguage, table.term] }),
    index('search_terms_folded_term_trgm_idx').using('gin', sql`${table.foldedTerm} gin_trgm_ops`).with(SMALL_PENDING_LIST),
    index('search_terms_folded_term_idx').on(table.audience, table.contentLanguage, sql`${table.foldedTerm} text_pattern_ops`),
  ],
);
