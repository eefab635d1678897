// The 'review-know' job: the automatic checks of a know whose publishing was asked for (status IN_REVIEW), once its
// document is processed. It ends PUBLISHED (publishedOn kept from a first publishing, updatedOn now, put into search
// unless private, its subject checked against its text: subject-fit/) or REJECTED with a reason code (review-rules.ts).
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { KnowRejectionReason } from '../../lib/contracts/know-creation';
import type { Db } from '../db';
import { knows } from '../db/schema';
import { indexKnow, unindexKnow } from '../search/index-know';
import { documentFingerprint } from './documents/document-keys';
import { REJECTION_REASONS, textProblem } from './review-rules';
import { invalidateKnowPage } from './page-cache';
import { checkSubjectFit } from './subject-fit/check-subject-fit';

export type ReviewOutcome = 'PUBLISHED' | 'REJECTED' | 'SKIPPED';

type KnowRow = typeof knows.$inferSelect;

async function isDuplicate(db: Db, know: KnowRow): Promise<boolean> {
  const fingerprint = documentFingerprint(know.originalFiles);
  if (!fingerprint) return false;
  const others = await db
    .select({ originalFiles: knows.originalFiles })
    .from(knows)
    .where(and(eq(knows.knowerUuid, know.knowerUuid), ne(knows.uuid, know.uuid), inArray(knows.status, ['IN_REVIEW', 'PUBLISHED'])));
  return others.some((other) => documentFingerprint(other.originalFiles) === fingerprint);
}

/** The first rule the know fails, or null when it may be published. */
async function rejectionReasonOf(db: Db, know: KnowRow): Promise<KnowRejectionReason | null> {
  if (know.documentState === 'FAILED') {
    return know.rejectionReason === REJECTION_REASONS.documentTooComplex ? REJECTION_REASONS.documentTooComplex : REJECTION_REASONS.unreadableDocument;
  }
  // A flashcard set has cards, not pages (their text is the know's text content).
  if (know.pageCount === 0 && know.knowFormat !== 'FLASHCARDS') return REJECTION_REASONS.noPages;
  // Every page measured blank: nothing to study, and no card picture (a know rendered before the measure keeps page 1).
  if (know.pageCount > 0 && know.coverPage === null) return REJECTION_REASONS.blankDocument;
  const ofText = textProblem(know);
  if (ofText) return ofText;
  if (await isDuplicate(db, know)) return REJECTION_REASONS.duplicateDocument;
  return null;
}

export async function reviewKnow(db: Db, knowUuid: string): Promise<ReviewOutcome> {
  const [know] = await db.select().from(knows).where(eq(knows.uuid, knowUuid));
  // Not asked for (or decided meanwhile), or still processing: processing enqueues the review when it ends.
  if (!know || know.status !== 'IN_REVIEW' || know.documentState === 'PENDING') return 'SKIPPED';
  const inReview = and(eq(knows.uuid, knowUuid), eq(knows.status, 'IN_REVIEW'));
  const now = new Date();

  const reason = await rejectionReasonOf(db, know);
  if (reason) {
    const [rejected] = await db.update(knows).set({ status: 'REJECTED', rejectionReason: reason, updatedOn: now }).where(inReview).returning({ uuid: knows.uuid });
    return rejected ? 'REJECTED' : 'SKIPPED';
  }
  // The subject fit is recorded before the know is published: whoever reads it published (the knower's draft, polled
  // while in review and kept once published) reads its note too. Checked after, a poll in between saw the know
  // published without it, and the edit page showed no note for a minute (a journey saw it).
  await checkSubjectFit(db, knowUuid);
  const [published] = await db
    .update(knows)
    .set({ status: 'PUBLISHED', rejectionReason: null, publishedOn: know.publishedOn ?? now, updatedOn: now })
    .where(inReview)
    .returning({ isPrivate: knows.isPrivate });
  if (!published) return 'SKIPPED';
  if (published.isPrivate) await unindexKnow(db, knowUuid);
  else await indexKnow(db, knowUuid);
  invalidateKnowPage(knowUuid);
  return 'PUBLISHED';
}
