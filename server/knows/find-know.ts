// A know as the know page shows it. Two steps: the know's record (the same for every viewer: summary, pages without
// their content, the first page's text, topics, knowledge breadcrumbs), which the page cache keeps, and the view of
// one viewer (knowDetailFor): which pages they get the full image of, and their like and library state.
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { KnowDetail } from '../../lib/contracts/know-page';
import type { KnowSummary } from '../../lib/contracts/knows';
import { knowPageImageUrl, knowPagePreviewUrl } from '../../lib/knows/image-urls';
import type { Db } from '../db';
import { knowers, knowKnowledgeNodes, knowLikes, knowledgeNodes, knowPages, knows, knowTopics, libraryItems, topics } from '../db/schema';
import { canSeePage, isOwner, isPublic, type KnowAccessFacts, type Viewer } from './know-entitlement';
import { findKnowSummaries } from './know-summaries';
import { routes } from '../../lib/routes/page-routes';

/** What the know page needs of a know, whoever looks at it. Never holds the text of any page but the first. */
export type KnowRecord = {
  facts: KnowAccessFacts;
  summary: KnowSummary;
  updatedOn: string;
  status: KnowDetail['status'];
  isPrivate: boolean;
  examBoard: string | null;
  pages: { number: number; width: number; height: number }[];
  firstPageText: string;
  topics: KnowDetail['topics'];
  knowledgeBreadcrumbs: KnowDetail['knowledgeBreadcrumbs'];
};

export type ViewerState = { isLiked: boolean; isSaved: boolean; savedFolderUuid: string | null };

export const NO_VIEWER_STATE: ViewerState = { isLiked: false, isSaved: false, savedFolderUuid: null };

/** The facts the blur rule and the image routes need, in one query; null for no such know. */
export async function findKnowAccessFacts(db: Db, uuid: string): Promise<(KnowAccessFacts & { updatedOn: Date }) | null> {
  const [row] = await db
    .select({
      uuid: knows.uuid,
      country: knows.country,
      status: knows.status,
      isPrivate: knows.isPrivate,
      publishedOn: knows.publishedOn,
      updatedOn: knows.updatedOn,
      ownerUserUuid: knowers.userUuid,
    })
    .from(knows)
    .innerJoin(knowers, eq(knowers.uuid, knows.knowerUuid))
    .where(eq(knows.uuid, uuid));
  return row ?? null;
}

async function findTopicCrumbs(db: Db, uuid: string): Promise<KnowRecord['topics']> {
  const parent = alias(topics, 'parent_topic');
  const rows = await db
    .select({ name: topics.name, slug: topics.slug, parentSlug: parent.slug })
    .from(knowTopics)
    .innerJoin(topics, eq(topics.id, knowTopics.topicId))
    .leftJoin(parent, eq(parent.id, topics.parentId))
    .where(eq(knowTopics.knowUuid, uuid))
    .orderBy(asc(topics.name));
  return rows.map((row) => ({ name: row.name, path: routes.topic(row, row.parentSlug ? { slug: row.parentSlug } : null) }));
}

/** Area > domain > item of the deepest knowledge node the know is filed under. */
async function findKnowledgeCrumbs(db: Db, uuid: string): Promise<KnowRecord['knowledgeBreadcrumbs']> {
  const up1 = alias(knowledgeNodes, 'up1');
  const up2 = alias(knowledgeNodes, 'up2');
  const rows = await db
    .select({
      node: { name: knowledgeNodes.name, slug: knowledgeNodes.slug },
      up1: { name: up1.name, slug: up1.slug },
      up2: { name: up2.name, slug: up2.slug },
    })
    .from(knowKnowledgeNodes)
    .innerJoin(knowledgeNodes, eq(knowledgeNodes.id, knowKnowledgeNodes.nodeId))
    .leftJoin(up1, eq(up1.id, knowledgeNodes.parentId))
    .leftJoin(up2, eq(up2.id, up1.parentId))
    .where(eq(knowKnowledgeNodes.knowUuid, uuid));
  const deepest = rows
    .map((row) => [row.up2, row.up1, row.node].filter((node): node is { name: string; slug: string } => node !== null && node.slug !== null))
    .sort((a, b) => b.length - a.length)[0];
  if (!deepest) return [];
  return deepest.map((node, index) => ({ name: node.name, path: routes.knowledge(deepest.slice(0, index + 1).map((n) => n.slug)) }));
}

/** The know's record, null when there is no such know (whatever its state: callers check who may see it). */
export async function findKnowRecord(db: Db, uuid: string): Promise<KnowRecord | null> {
  const facts = await findKnowAccessFacts(db, uuid);
  if (!facts) return null;
  const [[summary], pageRows, topicCrumbs, knowledgeCrumbs, [state]] = await Promise.all([
    findKnowSummaries(db, [uuid], { includeNonPublic: true }),
    db
      .select({ number: knowPages.pageNumber, width: knowPages.width, height: knowPages.height })
      .from(knowPages)
      .where(eq(knowPages.knowUuid, uuid))
      .orderBy(asc(knowPages.pageNumber)),
    findTopicCrumbs(db, uuid),
    findKnowledgeCrumbs(db, uuid),
    db
      .select({ status: knows.status, isPrivate: knows.isPrivate, examBoard: knows.examBoard, firstPageText: knowPages.text })
      .from(knows)
      .leftJoin(knowPages, and(eq(knowPages.knowUuid, knows.uuid), eq(knowPages.pageNumber, 1)))
      .where(eq(knows.uuid, uuid)),
  ]);
  if (!summary || !state) return null;
  return {
    facts: { uuid: facts.uuid, country: facts.country, status: facts.status, isPrivate: facts.isPrivate, publishedOn: facts.publishedOn, ownerUserUuid: facts.ownerUserUuid },
    summary,
    updatedOn: facts.updatedOn.toISOString(),
    status: state.status,
    isPrivate: state.isPrivate,
    examBoard: state.examBoard,
    pages: pageRows,
    firstPageText: state.firstPageText ?? '',
    topics: topicCrumbs,
    knowledgeBreadcrumbs: knowledgeCrumbs,
  };
}

/** The signed-in viewer's like and library state of the know. */
export async function findViewerState(db: Db, knowUuid: string, userUuid: string | null): Promise<ViewerState> {
  if (!userUuid) return NO_VIEWER_STATE;
  const [[like], [item]] = await Promise.all([
    db.select({ knowUuid: knowLikes.knowUuid }).from(knowLikes).where(and(eq(knowLikes.knowUuid, knowUuid), eq(knowLikes.userUuid, userUuid))),
    db.select({ folderUuid: libraryItems.folderUuid }).from(libraryItems).where(and(eq(libraryItems.knowUuid, knowUuid), eq(libraryItems.userUuid, userUuid))),
  ]);
  return { isLiked: Boolean(like), isSaved: Boolean(item), savedFolderUuid: item?.folderUuid ?? null };
}

/** The know as this viewer may see it: full image URLs only of the pages they are entitled to. Pure. */
export function knowDetailFor(record: KnowRecord, viewer: Viewer, state: ViewerState): KnowDetail {
  const { facts, updatedOn } = record;
  return {
    ...record.summary,
    updatedOn,
    isPublic: isPublic(facts),
    status: record.status,
    isPrivate: record.isPrivate,
    examBoard: record.examBoard,
    pages: record.pages.map((page) => {
      const visible = canSeePage(facts, viewer, page.number);
      return {
        ...page,
        imageUrl: visible ? knowPageImageUrl(facts.uuid, page.number, updatedOn) : null,
        previewUrl: knowPagePreviewUrl(facts.uuid, page.number, updatedOn),
        blurred: !visible,
      };
    }),
    firstPageText: record.firstPageText,
    topics: record.topics,
    knowledgeBreadcrumbs: record.knowledgeBreadcrumbs,
    viewer: { isSignedIn: viewer.userUuid !== null, isOwner: isOwner(facts, viewer), ...state },
  };
}
