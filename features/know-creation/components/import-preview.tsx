// What an import could read, before anything is created: how many cards, the lines (text, CSV) or notes (Anki) it
// could not read grouped by reason in the reader's language — how many, and the first few of each — and the cards
// themselves (the first ones of a big set); when an Anki package brought its review history, whether to keep it.
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled from 'styled-components';
import { ChoiceChips } from '../../../components/form/choice-chips';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FlashcardFace, FlashcardRow } from './flashcard-row';
import type { FlashcardImportPreview } from '../../../lib/contracts/flashcards';
import { IMPORT_PROBLEM_REASONS } from '../../../lib/contracts/flashcard-import';
import { BYTES_PER_MB, MAX_CARD_MEDIA_BYTES, MAX_IMAGE_BYTES, MAX_NOTES_PER_SET, MAX_SIDE_LENGTH } from '../../../config/flashcards';
import { intlLocaleOf } from '../../../lib/i18n/intl-locale';
import { isLocale } from '../../../config/locales';

/** Reasons the client knows; any other is told as "could not be read". */
const REASONS: readonly string[] = IMPORT_PROBLEM_REASONS;
/** Cards shown in the preview; the count says how many there are in all. */
const SHOWN_CARDS = 50;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px 22px;
  h2 { margin: 0; font: 800 1.25rem ${({ theme }) => theme.fonts.display}; }
  h3 { margin: 0; font: 700 1rem ${({ theme }) => theme.fonts.body}; }
`;

const Problems = styled.ul`
  margin: 0;
  padding-left: 20px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  color: ${({ theme }) => theme.colors.ink};
`;

const Cards = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-height: 420px;
  overflow: auto;
`;

const More = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Places = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type ProblemGroup = FlashcardImportPreview['problems'][number];
type Place = ProblemGroup['examples'][number];

const placeText = (place: Place) => ('line' in place ? String(place.line) : place.noteType ? `${place.note} (${place.noteType})` : String(place.note));

/** The limits the reasons state ("at most {{max}} cards", "larger than {{maxMb}} MB"), from the server's constants. */
function reasonValues(reason: string, language: string) {
  const count = reason === 'TOO_MANY_CARDS' ? MAX_NOTES_PER_SET : MAX_SIDE_LENGTH;
  const number = new Intl.NumberFormat(isLocale(language) ? intlLocaleOf(language) : language);
  return { count, max: number.format(count), maxMb: MAX_IMAGE_BYTES / BYTES_PER_MB, mediaMaxMb: MAX_CARD_MEDIA_BYTES / BYTES_PER_MB };
}

/** One reason: "Line 3:" or "Note 4 (Basic):" when it is one, else "1,234 notes:" and the first ones. */
function ProblemText({ group }: { group: ProblemGroup }) {
  const { t, i18n } = useTranslation('upload');
  const reason = t(`flashcards.reasons.${REASONS.includes(group.reason) ? group.reason : 'UNKNOWN'}`, reasonValues(group.reason, i18n.language));
  const [first] = group.examples;
  const ofLines = first !== undefined && 'line' in first;
  let where: string;
  if (group.count === 1 && first) {
    where = 'line' in first
      ? t('flashcards.preview.line', { line: first.line })
      : first.noteType
        ? t('flashcards.preview.noteOfType', { note: first.note, noteType: first.noteType })
        : t('flashcards.preview.note', { note: first.note });
  } else {
    where = t(ofLines ? 'flashcards.preview.lines' : 'flashcards.preview.notes', { count: group.count });
  }
  const places = group.examples.map(placeText).join(', ');
  return (
    <li>
      <strong>{where}</strong> {reason}
      {group.count > 1 && places ? <Places>{t(ofLines ? 'flashcards.preview.firstLines' : 'flashcards.preview.firstNotes', { places })}</Places> : null}
    </li>
  );
}

/** "Keep my progress" or "start fresh", asked when the package brought a review history (issue 31). */
type ProgressChoice = 'keep' | 'fresh';

export function ImportPreview({ preview, onCreate, onEdit }: { preview: FlashcardImportPreview; onCreate: (options: { keepProgress: boolean }) => Promise<unknown>; onEdit: (options: { keepProgress: boolean }) => void }) {
  const { t } = useTranslation('upload');
  const [progressChoice, setProgressChoice] = useState<ProgressChoice>('keep');
  const count = preview.cards.length;
  const withHistory = preview.cards.filter((card) => card.progress?.length).length;
  const problemCount = preview.problems.reduce((sum, group) => sum + group.count, 0);
  return (
    <Panel aria-labelledby="flashcard-preview-title" data-testid="flashcard-preview">
      <h2 id="flashcard-preview-title" data-testid="flashcard-preview-count">
        {count > 0 ? t('flashcards.preview.count', { count }) : t('flashcards.preview.none')}
      </h2>
      {problemCount > 0 ? (
        <div data-testid="flashcard-preview-problems">
          <FormAlert tone="info">
            <h3>{t('flashcards.preview.problems', { count: problemCount })}</h3>
            <Problems>
              {preview.problems.map((group) => (
                <ProblemText key={group.reason} group={group} />
              ))}
            </Problems>
          </FormAlert>
        </div>
      ) : null}
      {count > 0 ? (
        <>
          <Cards aria-label={t('flashcards.preview.cardsLabel')}>
            {preview.cards.slice(0, SHOWN_CARDS).map((card, index) => (
              <FlashcardRow key={index}>
                <FlashcardFace html={card.front} image={card.frontImage} alt={t('flashcards.preview.frontImage', { number: index + 1 })} />
                <FlashcardFace html={card.back} image={card.backImage} alt={t('flashcards.preview.backImage', { number: index + 1 })} />
              </FlashcardRow>
            ))}
          </Cards>
          {count > SHOWN_CARDS ? <More>{t('flashcards.preview.more', { count: count - SHOWN_CARDS })}</More> : null}
          {withHistory > 0 ? (
            <div data-testid="flashcard-preview-progress">
              <h3>{t('flashcards.preview.progress.title')}</h3>
              <p>{t('flashcards.preview.progress.text', { count: withHistory })}</p>
              <ChoiceChips
                label={t('flashcards.preview.progress.title')}
                multiple={false}
                selected={[progressChoice]}
                choices={[
                  { id: 'keep', label: t('flashcards.preview.progress.keep') },
                  { id: 'fresh', label: t('flashcards.preview.progress.fresh') },
                ]}
                onChange={([picked]) => picked && setProgressChoice(picked as ProgressChoice)}
              />
            </div>
          ) : null}
          <Actions>
            <Button onClick={() => onCreate({ keepProgress: withHistory > 0 && progressChoice === 'keep' })} data-testid="create-flashcards">
              {t('flashcards.create', { count })}
            </Button>
            <Button variant="outline" onClick={() => onEdit({ keepProgress: withHistory > 0 && progressChoice === 'keep' })} data-testid="edit-flashcard-preview">
              {t('flashcards.preview.edit')}
            </Button>
          </Actions>
        </>
      ) : null}
    </Panel>
  );
}
