// What an import could read, before anything is created: how many cards, each line (text, CSV) or note (Anki) it
// could not read with the reason in the reader's language, and the cards themselves (the first ones of a big set).
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FlashcardFace, FlashcardRow } from './flashcard-row';
import type { FlashcardImportPreview } from '../../../lib/contracts/flashcards';

/** The reason codes of server/flashcards/import/import-result.ts; any other is told as "could not be read". */
const REASONS = [
  'EMPTY_FRONT', 'EMPTY_BACK', 'UNCLOSED_QUOTE', 'SIDE_TOO_LONG', 'NO_CLOZE_DELETION', 'UNSUPPORTED_NOTE_TYPE', 'MISSING_IMAGE',
  'IMAGE_TOO_LARGE', 'MORE_THAN_ONE_IMAGE', 'TOO_MANY_CARDS',
];
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

type Problem = FlashcardImportPreview['problems'][number];

function ProblemText({ problem }: { problem: Problem }) {
  const { t } = useTranslation('upload');
  const reason = t(`flashcards.reasons.${REASONS.includes(problem.reason) ? problem.reason : 'UNKNOWN'}`);
  const where = 'line' in problem
    ? t('flashcards.preview.line', { line: problem.line })
    : problem.noteType
      ? t('flashcards.preview.noteOfType', { note: problem.note, noteType: problem.noteType })
      : t('flashcards.preview.note', { note: problem.note });
  return (
    <li>
      <strong>{where}</strong> {reason}
    </li>
  );
}


export function ImportPreview({ preview, onCreate, onEdit }: { preview: FlashcardImportPreview; onCreate: () => Promise<unknown>; onEdit: () => void }) {
  const { t } = useTranslation('upload');
  const count = preview.cards.length;
  return (
    <Panel aria-labelledby="flashcard-preview-title" data-testid="flashcard-preview">
      <h2 id="flashcard-preview-title" data-testid="flashcard-preview-count">
        {count > 0 ? t('flashcards.preview.count', { count }) : t('flashcards.preview.none')}
      </h2>
      {preview.problems.length > 0 ? (
        <div data-testid="flashcard-preview-problems">
          <FormAlert tone="info">
            <h3>{t('flashcards.preview.problems', { count: preview.problems.length })}</h3>
            <Problems>
              {preview.problems.map((problem, index) => (
                <ProblemText key={index} problem={problem} />
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
          <Actions>
            <Button onClick={onCreate} data-testid="create-flashcards">
              {t('flashcards.create', { count })}
            </Button>
            <Button variant="outline" onClick={onEdit}>
              {t('flashcards.preview.edit')}
            </Button>
          </Actions>
        </>
      ) : null}
    </Panel>
  );
}
