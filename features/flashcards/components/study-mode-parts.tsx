// What Learn, Test and Match share: a card's side as compact text (an answer option, a tile), the frame of a mode,
// the right/wrong feedback in the theme's success and danger colours, and the set's cards loaded with the cases of
// an empty or too small set; and the centred notice card that the review session shows too.
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { ButtonLink } from '../../../components/ui/button';
import { cardMediaStyles, useCardHtml } from '../../../components/card-html';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { routes } from '../../../lib/routes/page-routes';
import { useKnowFlashcards } from '../api/get-know-flashcards';
import { askableCards, type QuizCard } from '../lib/study-questions';

const Text = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: inherit;
  gap: 6px;
  overflow-wrap: anywhere;
  ul, ol { margin: 0; padding-left: 1.2em; text-align: left; }
  p { margin: 0; }
  ${cardMediaStyles}
  img { max-height: 96px; max-width: 100%; border-radius: ${({ theme }) => theme.radii.sm}px; }
`;

/** One side of a card in a line or a tile: its sanitized rich text and a small image. `inButton` (an answer option,
 *  a Match tile, a choice's label): a sound or video is named there, not played. */
export function CardText({ html, imageUrl, imageLabel, inButton = false }: { html: string; imageUrl: string | null; imageLabel: string; inButton?: boolean }) {
  const cardHtml = useCardHtml({ inButton });
  return (
    <Text>
      {html ? <span dangerouslySetInnerHTML={{ __html: cardHtml(html) }} /> : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- served by the API with its own caching */}
      {imageUrl ? <img src={imageUrl} alt={imageLabel} loading="lazy" /> : null}
    </Text>
  );
}

export const ModeStage = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

export const QuestionCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: clamp(18px, 4vw, 36px);
`;

export const QuestionLabel = styled.p`
  margin: 0;
  font-size: 0.85rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const Feedback = styled.div<{ $tone: 'right' | 'wrong' | 'none' }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: ${({ $tone }) => ($tone === 'none' ? 0 : '14px 16px')};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ $tone, theme }) => ($tone === 'right' ? theme.colors.successTint : $tone === 'wrong' ? theme.colors.dangerTint : 'transparent')};
  border-left: ${({ $tone, theme }) => ($tone === 'none' ? '0' : `4px solid ${$tone === 'right' ? theme.colors.success : theme.colors.danger}`)};
  p { margin: 0; }
  strong { font-weight: 800; }
`;

export const ModeActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

/** A centred card with a heading and a muted line: the end of a session or a mode, a wait, an error. */
export const NoticeCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  padding: 32px 20px;
  text-align: center;
  h2 { margin: 0; font-size: 1.4rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

/** The set's cards that can be asked; a loader, an error, or the note that a mode needs two cards with text. */
export function WithAskableCards({ knowUuid, children }: { knowUuid: string; children: (cards: QuizCard[]) => ReactNode }) {
  const { t } = useTranslation('flashcards');
  const cards = useKnowFlashcards(knowUuid);
  if (cards.isError) return <p role="alert">{t('errors.generic')}</p>;
  if (!cards.data) return <DelayedLoader label={t('loading')} />;
  const askable = askableCards(cards.data.cards);
  if (askable.length < 2) {
    return <EmptyState title={t('modes.tooFewTitle')} text={t('modes.tooFewText')} action={<ButtonLink href={routes.flashcards({ knowUuid })} size="sm">{t('modes.review')}</ButtonLink>} />;
  }
  return <>{children(askable)}</>;
}
