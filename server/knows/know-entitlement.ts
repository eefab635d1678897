// Content blur (spec §6 "Content unblurred", §9 "Unblur every other geo know page"): who may see which page of a know.
//
// - A know that is not public (draft, in review, rejected, private) exists only for its knower: anyone else gets
//   NotFoundError, as if there were no such know.
// - Page 1 is always visible to anyone who may see the know.
// - The other pages are visible to pro plan holders (issue 19) and signed-in users (the knower included), and to everyone when the KNOW's country
//   has the content-unblurred switch on. The site the page is opened on (the request's Host) plays no part: a German
//   know stays blurred on tr.localhost and a Turkish know is open on de.localhost, so changing the Host changes
//   nothing (docs/decisions/013-content-blur.md).
// - Visitors in the treatment of the unblur_every_other_geo_know_page experiment see every other blurred know
//   unblurred: those whose uuid ends in an even hexadecimal digit.
//
// The rule is enforced where the content leaves the server: the know page's props and GET /api/v1/knows/{id} carry no
// image URL and no text of a blurred page, and the page image route refuses it (server/knows/page-images.ts).
import { isContentUnblurred } from '../../config/feature-switches';
import type { ExperimentAssignments } from '../../config/experiments';
import type { CountryCode } from '../../config/countries/country-config';
import { AppError } from '../../lib/errors';

export type KnowAccessFacts = {
  uuid: string;
  country: string;
  status: string;
  isPrivate: boolean;
  publishedOn: Date | string | null;
  /** The user uuid of the know's knower. */
  ownerUserUuid: string;
};

export type Viewer = {
  /** The signed-in user, null for a visitor who is not signed in. */
  userUuid: string | null;
  experiments: ExperimentAssignments;
  /** The viewer has the pro plan (issue 19): every page of every know they may see, on every site. */
  isPremium?: boolean;
};

export function isPublic(know: Pick<KnowAccessFacts, 'status' | 'isPrivate' | 'publishedOn'>): boolean {
  return know.status === 'PUBLISHED' && !know.isPrivate && know.publishedOn !== null;
}

export const isOwner = (know: Pick<KnowAccessFacts, 'ownerUserUuid'>, viewer: Viewer) => viewer.userUuid !== null && viewer.userUuid === know.ownerUserUuid;

/** Whether the viewer may see the know at all (its page, page 1, its previews). */
export function canSeeKnow(know: KnowAccessFacts, viewer: Viewer): boolean {
  return isPublic(know) || isOwner(know, viewer);
}

/** NotFoundError unless the viewer may see the know. */
export function assertCanSeeKnow(know: KnowAccessFacts, viewer: Viewer): void {
  if (!canSeeKnow(know, viewer)) throw new AppError('NotFoundError', { resource: 'know' });
}

/** "Every other" know of the unblur experiment: the last hexadecimal digit of its uuid is even (half of all knows). */
export function isEveryOtherKnow(uuid: string): boolean {
  return Number.parseInt(uuid.slice(-1), 16) % 2 === 0;
}

/** Every page is open to everyone, whoever asks: the know's country shows its content unblurred. */
function isOpenToEveryone(know: Pick<KnowAccessFacts, 'country'>): boolean {
  return isContentUnblurred(know.country as CountryCode);
}

/** Whether every page of the know is visible to this viewer (else only page 1). */
function seesAllPages(know: KnowAccessFacts, viewer: Viewer): boolean {
  if (!canSeeKnow(know, viewer)) return false;
  if (viewer.isPremium || viewer.userUuid !== null || isOpenToEveryone(know)) return true;
  return viewer.experiments.unblur_every_other_geo_know_page === 'treatment' && isEveryOtherKnow(know.uuid);
}

export function canSeePage(know: KnowAccessFacts, viewer: Viewer, pageNumber: number): boolean {
  if (!canSeeKnow(know, viewer)) return false;
  return pageNumber === 1 || seesAllPages(know, viewer);
}

/** Whether the answer for this page is the same for everyone, so that shared caches may keep it. */
export function isPageSameForEveryone(know: KnowAccessFacts, pageNumber: number): boolean {
  return isPublic(know) && (pageNumber === 1 || isOpenToEveryone(know));
}
