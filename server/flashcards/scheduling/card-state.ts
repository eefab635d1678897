// A card's FSRS state (ts-fsrs's Card) as the columns of flashcard_states keep it: one mapping for the reviews, their
// undo and an Anki package's replayed review history (which runs in the file sandbox, without the database modules).
import type { Card } from 'ts-fsrs';
import type { flashcardStates } from '../../db/schema';

type StateRow = typeof flashcardStates.$inferSelect;

export function stateOfCard(card: Card): Omit<StateRow, 'userUuid' | 'cardUuid' | 'knowUuid'> {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}
