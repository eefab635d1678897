// Shared reads of flashcard rows: a know with the facts its visibility depends on, a card as a study card (its note's
// fields rendered for its ordinal), and a stored FSRS state as ts-fsrs's Card.
import { eq } from 'drizzle-orm';
import type { Card } from 'ts-fsrs';
import { endpointUrl, flashcardImage } from '../../lib/api/endpoints';
import type { StudyCard as StudyCardOut } from '../../lib/contracts/flashcards';
import { renderCard } from '../../lib/flashcards/card-model';
import { CARD_MEDIA_NAME, cardMediaUrl, replaceSoundReferences } from '../../lib/flashcards/card-media';
import { noteStyleUrl, withStyleReferences } from '../../lib/flashcards/note-style';
import type { Db } from '../db';
import { type flashcardCards, type flashcardStates, knowers, knows } from '../db/schema';
import type { KnowAccessFacts } from '../knows/know-entitlement';

export type CardRow = typeof flashcardCards.$inferSelect;
type StateRow = typeof flashcardStates.$inferSelect;

/** A study card as the study screens and the API show it; images as storage keys (the route builds their URLs). */
export type StudyCard = { uuid: string; knowUuid: string; noteUuid: string; position: number; kind: CardRow['kind']; ordinal: number; front: string; back: string; frontImageKey: string | null; backImageKey: string | null };

export function toStudyCard(row: CardRow): StudyCard {
  const faces = renderCard({ kind: row.kind, front: row.front, back: row.back, frontImage: row.frontImageKey, backImage: row.backImageKey }, row.ordinal);
  return { uuid: row.uuid, knowUuid: row.knowUuid, noteUuid: row.noteUuid, position: row.position, kind: row.kind, ordinal: row.ordinal, front: faces.front, back: faces.back, frontImageKey: faces.frontImage, backImageKey: faces.backImage };
}

/** A study card as the API and the know page show it: its images as URLs of the image route, its sounds and videos
 *  (`[sound:<name>]`) as URLs of the card media route, its note type's stylesheet as a `[style:<URL>]` of the style
 *  route in front of the side (lib/flashcards/note-style.ts). */
export function studyCardOut(card: StudyCard): StudyCardOut {
  const image = (key: string | null, side: 'front' | 'back') => (key ? endpointUrl(flashcardImage, { id: card.knowUuid, cardUuid: card.uuid, side }) : null);
  const sounds = (html: string) =>
    withStyleReferences(
      replaceSoundReferences(html, (name) => (CARD_MEDIA_NAME.test(name) ? cardMediaUrl(card.knowUuid, card.uuid, name) : name)),
      (name) => noteStyleUrl(card.knowUuid, name),
    );
  const { uuid, knowUuid, position, kind, ordinal } = card;
  return { uuid, knowUuid, position, kind, ordinal, front: sounds(card.front), back: sounds(card.back), frontImageUrl: image(card.frontImageKey, 'front'), backImageUrl: image(card.backImageKey, 'back') };
}

export async function findKnowAccessFacts(db: Db, knowUuid: string): Promise<(KnowAccessFacts & { knowFormat: string }) | null> {
  const [row] = await db
    .select({ uuid: knows.uuid, country: knows.country, status: knows.status, isPrivate: knows.isPrivate, publishedOn: knows.publishedOn, ownerUserUuid: knowers.userUuid, knowFormat: knows.knowFormat })
    .from(knows)
    .innerJoin(knowers, eq(knowers.uuid, knows.knowerUuid))
    .where(eq(knows.uuid, knowUuid));
  return row ?? null;
}


export function cardOfState(row: StateRow): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

