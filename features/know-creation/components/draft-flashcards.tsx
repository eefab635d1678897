// The cards of the flashcard know being described (on the details page, where a document's pages would be): how many,
// and the first of them, so the knower sees what they are about to publish.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { useDraftFlashcards } from '../api/get-draft-flashcards';
import { FlashcardFace, FlashcardRow } from './flashcard-row';

/** Cards listed here; the heading counts them all. */
const SHOWN_CARDS = 20;

const Heading = styled.h2`
  margin: 0 0 12px;
  font: 800 1.15rem ${({ theme }) => theme.fonts.display};
`;

const Cards = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const More = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export function DraftFlashcards({ knowUuid }: { knowUuid: string }) {
  const { t } = useTranslation('upload');
  const flashcards = useDraftFlashcards(knowUuid);
  const data = flashcards.data;
  // A reversed note's second card is its first one turned round: listed once.
  const cards = data?.cards.filter((card) => !(card.kind === 'reversed' && card.ordinal === 2)) ?? [];
  return (
    <section aria-labelledby="draft-flashcards-heading" aria-busy={flashcards.isPending}>
      <Heading id="draft-flashcards-heading">{data ? t('flashcards.cardCount', { count: data.totalCount }) : t('flashcards.cardsHeading')}</Heading>
      {flashcards.isPending ? <DelayedLoader label={t('loading')} /> : null}
      {data ? (
        <Cards data-testid="draft-flashcards">
          {cards.slice(0, SHOWN_CARDS).map((card) => (
            <FlashcardRow key={card.uuid} $framed>
              <FlashcardFace html={card.front} image={card.frontImageUrl} />
              <FlashcardFace html={card.back} image={card.backImageUrl} />
            </FlashcardRow>
          ))}
        </Cards>
      ) : null}
      {cards.length > SHOWN_CARDS ? <More>{t('flashcards.preview.more', { count: cards.length - SHOWN_CARDS })}</More> : null}
    </section>
  );
}
