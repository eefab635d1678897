// The end of a new set's one-step save (issue 31): the set is saved private, "Study now" opens its review, and
// publishing it for others is a separate, later choice on the details page.
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { routes } from '../../../lib/routes/page-routes';

const Saved = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: clamp(20px, 4vw, 32px);
  h2 { margin: 0; font: 800 1.4rem ${({ theme }) => theme.fonts.display}; }
  h2:focus { outline: none; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; max-width: 60ch; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

export function SavedFlashcardSet({ knowUuid }: { knowUuid: string }) {
  const { t } = useTranslation('upload');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Saved as="section" aria-labelledby="saved-set-title" data-testid="saved-flashcard-set">
      <h2 id="saved-set-title" ref={heading} tabIndex={-1}>
        {t('flashcards.newSet.savedTitle')}
      </h2>
      <p>{t('flashcards.newSet.savedText')}</p>
      <Actions>
        <ButtonLink href={routes.flashcards({ knowUuid })} size="lg" data-testid="study-new-set">
          {t('flashcards.newSet.studyNow')}
        </ButtonLink>
        <ButtonLink href={routes.knowDetails({ knowUuid, hasFlashcards: 'true' })} variant="outline" size="lg" data-testid="publish-new-set">
          {t('flashcards.newSet.publishLater')}
        </ButtonLink>
      </Actions>
    </Saved>
  );
}
