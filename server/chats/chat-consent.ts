// Decision 029 for chats between users: an account waiting for a parent's consent (or for its birth date) neither
// writes in a chat nor is written to. The caller is checked with requireParentalConsent (the AI and know routes' check,
// ForbiddenError reason 'parentalConsentRequired' or 'ageConfirmationRequired'); the other party with the same rule,
// ForbiddenError reason 'partnerParentalConsentRequired' (which says nothing of why: consent or age).
import type { IncomingHttpHeaders } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { requireParentalConsent, isAgeConfirmationPending, isParentalConsentPending } from '../auth/parental-consent';
import { signedInCaller } from '../auth/caller';
import { getDb, type Db } from '../db';
import { chatMembers, users } from '../db/schema';

/** ForbiddenError when the other party of a chat (by user uuid) may not chat yet; an unknown user passes (NotFoundError comes later). */
export async function requirePartnerConsent(db: Db, partnerUuid: string): Promise<void> {
  const [partner] = await db
    .select({ parentalConsentRequestedOn: users.parentalConsentRequestedOn, parentalConsentGivenOn: users.parentalConsentGivenOn, parentEmail: users.parentEmail })
    .from(users)
    .where(eq(users.uuid, partnerUuid));
  if (partner && (isParentalConsentPending(partner) || isAgeConfirmationPending(partner))) {
    throw new AppError('ForbiddenError', { reason: 'partnerParentalConsentRequired', message: 'This person cannot chat yet.' });
  }
}

/** Before the body is read (a route's `admit`): ForbiddenError while the caller may not chat. */
export const admitToChats = async ({ headers }: { headers: IncomingHttpHeaders }) => requireParentalConsent(await getDb(), (await signedInCaller(headers)).userUuid);

/** ForbiddenError while the other party of the caller's chat may not chat (the chat's own checks come after: a caller
 *  who is not in the chat passes here and gets NotFoundError there). */
export async function requireChatPartnerConsent(db: Db, me: string, chatUuid: string): Promise<void> {
  const [member] = await db.select({ partnerUuid: chatMembers.partnerUuid }).from(chatMembers).where(and(eq(chatMembers.chatUuid, chatUuid), eq(chatMembers.userUuid, me)));
  if (member) await requirePartnerConsent(db, member.partnerUuid);
}
