// The material an AI request may read: the pages of the chosen knows that the caller may see (server/knows/
// know-entitlement.ts: published public knows, and their own knows in any state), page by page as the entitlement
// says for a signed-in user, once the document is READY. A know the caller may not see is NotFoundError, as if it did
// not exist; a know without readable text, or more text than AI_LIMITS.maxMaterialCharacters in all, is a
// FormValidationError on `knowUuids` with a stable reason the client can word.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { AI_LIMITS } from '../../lib/contracts/ai';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { knowers, knowPages, knows } from '../db/schema';
import { validationError } from '../http/execute-route';
import { canSeeKnow, canSeePage, type KnowAccessFacts, type Viewer } from '../knows/know-entitlement';
import type { AiPage } from './provider';

type AiMaterialKnow = { uuid: string; title: string; slug: string; language: string };
export type AiMaterial = { knows: AiMaterialKnow[]; pages: AiPage[] };

type MaterialProblem = 'NOT_READY' | 'NO_TEXT' | 'TOO_MUCH_MATERIAL';

const MESSAGES: Record<MaterialProblem, string> = {
  NOT_READY: 'A chosen know is still being processed',
  NO_TEXT: 'The chosen knows have no text to work with',
  TOO_MUCH_MATERIAL: `The chosen knows hold more than ${AI_LIMITS.maxMaterialCharacters} characters of text`,
};

function materialError(reason: MaterialProblem): AppError {
  const issue = { in: 'body' as const, path: ['knowUuids'], code: 'custom', message: MESSAGES[reason], ...(reason === 'TOO_MUCH_MATERIAL' ? { maximum: AI_LIMITS.maxMaterialCharacters } : {}) };
  return new AppError('FormValidationError', { ...validationError([issue]).data, reason });
}

type KnowRow = KnowAccessFacts & { title: string; slug: string; language: string; documentState: string; textLength: number };

async function findKnowRows(db: Db, knowUuids: string[]): Promise<Map<string, KnowRow>> {
  const rows = await db
    .select({
      uuid: knows.uuid,
      country: knows.country,
      status: knows.status,
      isPrivate: knows.isPrivate,
      publishedOn: knows.publishedOn,
      ownerUserUuid: knowers.userUuid,
      title: knows.title,
      slug: knows.slug,
      language: knows.contentLanguage,
      documentState: knows.documentState,
      textLength: sql<number>`length(${knows.textContent})::int`,
    })
    .from(knows)
    .innerJoin(knowers, eq(knowers.uuid, knows.knowerUuid))
    .where(inArray(knows.uuid, knowUuids));
  return new Map(rows.map((row) => [row.uuid, row]));
}

/** The know pages' text; a know without page rows (a flashcard set) is one page of its text. */
async function findPageTexts(db: Db, readable: KnowRow[]): Promise<{ knowUuid: string; page: number; text: string }[]> {
  const uuids = readable.map((know) => know.uuid);
  const pages = await db
    .select({ knowUuid: knowPages.knowUuid, page: knowPages.pageNumber, text: knowPages.text })
    .from(knowPages)
    .where(inArray(knowPages.knowUuid, uuids))
    .orderBy(asc(knowPages.knowUuid), asc(knowPages.pageNumber));
  const withPages = new Set(pages.map((page) => page.knowUuid));
  const withoutPages = uuids.filter((uuid) => !withPages.has(uuid));
  const whole = withoutPages.length
    ? await db.select({ knowUuid: knows.uuid, text: knows.textContent }).from(knows).where(inArray(knows.uuid, withoutPages))
    : [];
  return [...pages, ...whole.map((row) => ({ knowUuid: row.knowUuid, page: 1, text: row.text }))];
}

/**
 * The readable pages of `knowUuids` for the signed-in `userUuid`, in the order the knows were given. `forChat`: the
 * knows of an existing chat — one its author has since made private (or a document still processing) is left out, and
 * a chat without material still answers (the tutor says it has nothing to quote), instead of the chat failing.
 */
export async function findAiMaterial(db: Db, userUuid: string, knowUuids: readonly string[], { forChat = false } = {}): Promise<AiMaterial> {
  const uuids = [...new Set(knowUuids.map((uuid) => uuid.toLowerCase()))];
  if (uuids.length === 0) return { knows: [], pages: [] };
  const viewer: Viewer = { userUuid, experiments: {} };
  const rows = await findKnowRows(db, uuids);
  const visible = uuids.flatMap((uuid) => {
    const row = rows.get(uuid);
    if (row && canSeeKnow(row, viewer)) return [row];
    if (forChat) return [];
    throw new AppError('NotFoundError', { resource: 'know' });
  });
  if (!forChat && visible.some((know) => know.documentState !== 'READY')) throw materialError('NOT_READY');
  const readable = visible.filter((know) => know.documentState === 'READY');
  if (readable.length === 0 && forChat) return { knows: [], pages: [] };
  // The know's text column holds its pages' text (joined): a far larger one is refused before any page is read.
  if (readable.reduce((sum, know) => sum + know.textLength, 0) > AI_LIMITS.maxMaterialCharacters * 2) throw materialError('TOO_MUCH_MATERIAL');

  const byUuid = new Map(readable.map((know) => [know.uuid, know]));
  const texts = (await findPageTexts(db, readable)).filter(({ knowUuid, page }) => canSeePage(byUuid.get(knowUuid)!, viewer, page));
  const order = new Map(uuids.map((uuid, index) => [uuid, index]));
  texts.sort((a, b) => order.get(a.knowUuid)! - order.get(b.knowUuid)! || a.page - b.page);
  const pages: AiPage[] = texts
    .filter(({ text }) => text.trim() !== '')
    .map(({ knowUuid, page, text }) => {
      const know = byUuid.get(knowUuid)!;
      return { knowUuid, knowTitle: know.title, page, text, language: know.language };
    });
  if (pages.length === 0 && !forChat) throw materialError('NO_TEXT');
  if (pages.reduce((sum, page) => sum + page.text.length, 0) > AI_LIMITS.maxMaterialCharacters) throw materialError('TOO_MUCH_MATERIAL');
  return { knows: readable.map(({ uuid, title, slug, language }) => ({ uuid, title, slug, language })), pages };
}
