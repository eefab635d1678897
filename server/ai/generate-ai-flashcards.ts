// POST /ai/flashcards: flashcards generated from one know the caller may read become a new flashcard know of theirs
// (a draft, through the same code as a set typed in the editor: server/flashcards/create-flashcard-know.ts), which the
// details and publish routes of knows finish. A card whose source is not in the know is left out.
import { AI_MAX_GENERATED_FLASHCARDS } from '../../config/ai-limits';
import { richTextFromPlainText } from '../../lib/flashcards/rich-text';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import type { FileStorage } from '../files/storage';
import { createFlashcardKnow } from '../flashcards/create-flashcard-know';
import { findAiMaterial } from './ai-material';
import { askerLanguageOf } from './asker-language';
import { getAiProvider } from './choose-provider';
import { verifyCitations } from './verify-citations';

export async function generateAiFlashcards(db: Db, storage: FileStorage, userUuid: string, knowUuid: string): Promise<{ knowUuid: string }> {
  const material = await findAiMaterial(db, userUuid, [knowUuid]);
  const language = await askerLanguageOf(db, userUuid);
  const cards = await getAiProvider().flashcards({ pages: material.pages, language, maxCards: AI_MAX_GENERATED_FLASHCARDS });
  const notes = cards
    .filter((card) => verifyCitations([card.source], material.pages).length === 1)
    .map((card) => ({ kind: 'basic' as const, front: richTextFromPlainText(card.front), back: richTextFromPlainText(card.back), frontImage: null, backImage: null }));
  if (notes.length === 0) throw new AppError('FormValidationError', { fields: { knowUuid: ['No flashcards could be made from this know'] }, reason: 'NO_FLASHCARDS' });
  return createFlashcardKnow(db, storage, userUuid, { notes, title: material.knows[0]!.title });
}
