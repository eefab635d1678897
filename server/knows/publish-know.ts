// POST knows/{id}/publish: the knower asks for a draft (or a rejected know, after changes) to be published. It needs
// a title of 3–120 characters and at least one subject; it then is IN_REVIEW until the automatic checks (review-know.ts)
// have run, once the document is processed. Asking again for a know in review or published changes nothing.
import { eq } from 'drizzle-orm';
import { KNOW_TITLE_MAX_LENGTH, KNOW_TITLE_MIN_LENGTH } from '../../config/know-uploads';
import type { KnowDraft } from '../../lib/contracts/know-creation';
import type { Db } from '../db';
import { knows, knowSubjects } from '../db/schema';
import { reviewKnowJob } from './review-know-job';
import { knowFieldError } from './know-field-error';
import { requireOwnKnow, toKnowDraft } from './own-knows';
import { invalidateKnowPage } from './page-cache';

export async function publishKnow(db: Db, knowUuid: string, userUuid: string): Promise<KnowDraft> {
  const know = await requireOwnKnow(db, knowUuid, userUuid);
  if (know.status === 'IN_REVIEW' || know.status === 'PUBLISHED') return toKnowDraft(db, know);

  const title = know.title.trim();
  if (title.length < KNOW_TITLE_MIN_LENGTH || title.length > KNOW_TITLE_MAX_LENGTH) {
    throw knowFieldError('title', `The title needs ${KNOW_TITLE_MIN_LENGTH} to ${KNOW_TITLE_MAX_LENGTH} characters`, { minimum: KNOW_TITLE_MIN_LENGTH, maximum: KNOW_TITLE_MAX_LENGTH });
  }
  const [subject] = await db.select({ id: knowSubjects.subjectId }).from(knowSubjects).where(eq(knowSubjects.knowUuid, knowUuid)).limit(1);
  if (!subject) throw knowFieldError('subjectIds', 'Choose at least one subject');

  const [row] = await db.update(knows).set({ status: 'IN_REVIEW', rejectionReason: know.documentState === 'FAILED' ? know.rejectionReason : null, updatedOn: new Date() }).where(eq(knows.uuid, knowUuid)).returning();
  await reviewKnowJob.enqueue(db, { knowUuid });
  invalidateKnowPage(knowUuid);
  return toKnowDraft(db, row!);
}
