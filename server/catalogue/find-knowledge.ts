// The knowledge tree of a site's language (areas > domains > items) with public know counts, and the page of one node
// (/knowledge/{area}[/{domain}[/{item}]]): its trail, children and the public knows filed under it or below it.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { KnowledgeNodeSummary, KnowledgePageData, KnowledgeTreeNode } from '../../lib/contracts/know-catalogue';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { knowKnowledgeNodes, knowledgeNodes, knows } from '../db/schema';
import { isPublicKnow } from '../knows/know-summaries';
import { knowInScope, type CatalogueScope } from './catalogue-scope';
import { findKnowPage } from './know-pages';
import { routes } from '../../lib/routes/page-routes';

type NodeRow = typeof knowledgeNodes.$inferSelect;
const LEVEL_OF_DEPTH = ['AREA', 'DOMAIN', 'ITEM'] as const;

/** Every node of the scope's languages (the tree is small: hundreds of nodes), the most exact language only. */
async function nodesOf(db: Db, scope: CatalogueScope): Promise<NodeRow[]> {
  const rows = await db.select().from(knowledgeNodes).where(inArray(knowledgeNodes.contentLanguage, scope.languages)).orderBy(asc(knowledgeNodes.name));
  const language = scope.languages.find((code) => rows.some((row) => row.contentLanguage === code));
  return rows.filter((row) => row.contentLanguage === language);
}

/** Each node and all nodes below it. */
function descendantsByNode(rows: NodeRow[]): Map<string, string[]> {
  const children = new Map<string | null, NodeRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const result = new Map<string, string[]>();
  const walk = (row: NodeRow): string[] => {
    const ids = [row.id, ...(children.get(row.id) ?? []).flatMap(walk)];
    result.set(row.id, ids);
    return ids;
  };
  (children.get(null) ?? []).forEach(walk);
  return result;
}

/** Public knows in scope under each node (itself or below), each know once. */
async function knowCounts(db: Db, scope: CatalogueScope, descendants: Map<string, string[]>): Promise<Map<string, number>> {
  const ids = [...descendants.keys()];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinct({ nodeId: knowKnowledgeNodes.nodeId, knowUuid: knowKnowledgeNodes.knowUuid })
    .from(knowKnowledgeNodes)
    .innerJoin(knows, eq(knows.uuid, knowKnowledgeNodes.knowUuid))
    .where(and(inArray(knowKnowledgeNodes.nodeId, ids), isPublicKnow, knowInScope(scope)));
  const knowsByNode = new Map<string, string[]>();
  for (const row of rows) knowsByNode.set(row.nodeId, [...(knowsByNode.get(row.nodeId) ?? []), row.knowUuid]);
  return new Map([...descendants].map(([id, below]) => [id, new Set(below.flatMap((each) => knowsByNode.get(each) ?? [])).size]));
}

function summary(row: NodeRow, path: string, counts: Map<string, number>): KnowledgeNodeSummary {
  return { id: row.id, level: row.level, slug: row.slug, name: row.name, path, knowCount: counts.get(row.id) ?? 0 };
}

export async function findKnowledgeTree(db: Db, scope: CatalogueScope): Promise<KnowledgeTreeNode[]> {
  const rows = await nodesOf(db, scope);
  const counts = await knowCounts(db, scope, descendantsByNode(rows));
  const build = (parentId: string | null, parentSlugs: string[], depth: number): KnowledgeTreeNode[] =>
    depth >= LEVEL_OF_DEPTH.length
      ? []
      : rows
          .filter((row) => row.parentId === parentId && row.level === LEVEL_OF_DEPTH[depth])
          .map((row) => {
            const slugsOfRow = [...parentSlugs, row.slug];
            return { ...summary(row, routes.knowledge(slugsOfRow), counts), children: build(row.id, slugsOfRow, depth + 1) };
          });
  return build(null, [], 0);
}

/** The page of the node at `slugs` (1 to 3 segments: area, domain, item); NotFoundError for any unknown segment. */
export async function findKnowledgePage(db: Db, scope: CatalogueScope, slugs: string[], page: number): Promise<KnowledgePageData> {
  if (slugs.length < 1 || slugs.length > LEVEL_OF_DEPTH.length) throw new AppError('NotFoundError', { resource: 'knowledge' });
  const rows = await nodesOf(db, scope);
  const trailRows: NodeRow[] = [];
  for (const [depth, slug] of slugs.entries()) {
    const parentId = trailRows.at(-1)?.id ?? null;
    const row = rows.find((each) => each.parentId === parentId && each.slug === slug && each.level === LEVEL_OF_DEPTH[depth]);
    if (!row) throw new AppError('NotFoundError', { resource: 'knowledge' });
    trailRows.push(row);
  }
  const node = trailRows.at(-1)!;
  const descendants = descendantsByNode(rows);
  const childRows = rows.filter((row) => row.parentId === node.id && row.level === LEVEL_OF_DEPTH[slugs.length]);
  const below = descendants.get(node.id) ?? [node.id];
  const [counts, knowPage] = await Promise.all([
    knowCounts(db, scope, new Map([node, ...childRows].map((row) => [row.id, descendants.get(row.id) ?? [row.id]]))),
    findKnowPage(
      db,
      and(knowInScope(scope), sql`exists (select 1 from ${knowKnowledgeNodes} where ${knowKnowledgeNodes.knowUuid} = ${knows.uuid} and ${inArray(knowKnowledgeNodes.nodeId, below)})`),
      page,
      { ranked: true },
    ),
  ]);
  const paths = trailRows.map((_, index) => routes.knowledge(slugs.slice(0, index + 1)));
  const nodePath = paths.at(-1)!;
  return {
    trail: trailRows.map((row, index) => summary(row, paths[index]!, counts)),
    node: { ...summary(node, nodePath, counts), description: node.description },
    children: childRows.map((row) => summary(row, `${nodePath}/${row.slug}`, counts)),
    knows: knowPage,
  };
}
