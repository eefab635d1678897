// The card editor: one row per card with its front and back (and an image on either side), moved up or down, deleted,
// added; several lines pasted into a front become as many cards (a tab or a spaced dash between front and back).
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import styled from 'styled-components';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cardsFromPastedText, emptyCard, insertPastedCards, moveCard, type EditorCard } from '../lib/editor-cards';
import { CardSideField } from './card-side-field';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Row = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 16px 18px 18px;
`;

const RowHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h3 { margin: 0; font: 800 1rem ${({ theme }) => theme.fonts.display}; color: ${({ theme }) => theme.colors.ink}; }
`;

const RowActions = styled.div`
  display: flex;
  gap: 4px;
`;

const Sides = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.9rem;
  line-height: 1.5;
`;

const Status = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const IconButton = styled(Button)`
  min-width: 44px;
  padding: 0 10px;
`;

export function FlashcardEditor({ cards, onChange }: { cards: EditorCard[]; onChange: (cards: EditorCard[]) => void }) {
  const { t } = useTranslation('upload');
  const fronts = useRef(new Map<string, HTMLTextAreaElement>());
  // The row whose front takes the focus after the change being rendered (added, pasted, the next after a delete).
  const pendingFocus = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const setFocusId = (id: string) => {
    pendingFocus.current = id;
  };

  useEffect(() => {
    if (!pendingFocus.current) return;
    fronts.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const update = (index: number, change: Partial<EditorCard>) => onChange(cards.map((card, at) => (at === index ? { ...card, ...change } : card)));

  function add() {
    const card = emptyCard();
    onChange([...cards, card]);
    setFocusId(card.id);
  }

  function remove(index: number) {
    const rest = cards.filter((_, at) => at !== index);
    const next = rest.length > 0 ? rest : [emptyCard()];
    onChange(next);
    setFocusId(next[Math.min(index, next.length - 1)]!.id);
    setAnnouncement(t('flashcards.editor.deleted', { number: index + 1 }));
  }

  function move(index: number, by: -1 | 1) {
    onChange(moveCard(cards, index, by));
    setAnnouncement(t('flashcards.editor.moved', { number: index + 1 + by }));
  }

  function paste(index: number, event: ClipboardEvent<HTMLTextAreaElement>) {
    const pasted = cardsFromPastedText(event.clipboardData.getData('text/plain'));
    if (!pasted) return;
    event.preventDefault();
    onChange(insertPastedCards(cards, index, pasted));
    setFocusId(pasted[pasted.length - 1]!.id);
    setAnnouncement(t('flashcards.editor.pasted', { count: pasted.length }));
  }

  return (
    <>
      <Hint>{t('flashcards.editor.hint')}</Hint>
      <List aria-label={t('flashcards.editor.listLabel')} data-testid="flashcard-editor">
        {cards.map((card, index) => {
          const number = index + 1;
          return (
            <Row key={card.id} aria-labelledby={`${card.id}-title`}>
              <RowHeader>
                <h3 id={`${card.id}-title`}>{t('flashcards.editor.cardTitle', { number })}</h3>
                <RowActions>
                  <IconButton variant="ghost" size="sm" aria-label={t('flashcards.editor.moveUp', { number })} disabled={index === 0} onClick={() => move(index, -1)}>
                    <span aria-hidden="true">↑</span>
                  </IconButton>
                  <IconButton variant="ghost" size="sm" aria-label={t('flashcards.editor.moveDown', { number })} disabled={index === cards.length - 1} onClick={() => move(index, 1)}>
                    <span aria-hidden="true">↓</span>
                  </IconButton>
                  <IconButton variant="ghost" size="sm" aria-label={t('flashcards.editor.delete', { number })} onClick={() => remove(index)}>
                    <span aria-hidden="true">✕</span>
                  </IconButton>
                </RowActions>
              </RowHeader>
              <Sides>
                <CardSideField
                  label={t('flashcards.editor.front', { number })}
                  value={card.front}
                  image={card.frontImage}
                  testId={`card-front-${number}`}
                  onChange={(front) => update(index, { front })}
                  onImageChange={(frontImage) => update(index, { frontImage })}
                  onPaste={(event) => paste(index, event)}
                  textAreaRef={(element) => {
                    if (element) fronts.current.set(card.id, element);
                    else fronts.current.delete(card.id);
                  }}
                />
                <CardSideField
                  label={t('flashcards.editor.back', { number })}
                  value={card.back}
                  image={card.backImage}
                  testId={`card-back-${number}`}
                  onChange={(back) => update(index, { back })}
                  onImageChange={(backImage) => update(index, { backImage })}
                />
              </Sides>
              <CheckboxField label={t('flashcards.editor.reversed')} checked={card.reversed} onChange={(event) => update(index, { reversed: event.target.checked })} />
            </Row>
          );
        })}
      </List>
      <Button variant="secondary" onClick={add} data-testid="add-card">
        {t('flashcards.editor.add')}
      </Button>
      <Status role="status">{announcement}</Status>
    </>
  );
}
