// A flashcard know's cards on its page, server-rendered for search engines: front and back side by side (with their
// images), then — for a visitor where content is blurred, who gets the first 5 — the sign-up call to action. Above
// them: study the set, and export it (CSV, Anki) for whoever may have all of it.
import { useTranslation } from 'next-i18next/pages';
import styled, { css } from 'styled-components';
import { cardMediaStyles, useCardHtml } from '../../../components/card-html';
import { ButtonLink, buttonLook } from '../../../components/ui/button';
import { endpointUrl, exportFlashcards } from '../../../lib/api/endpoints';
import type { KnowFlashcards } from '../../../lib/contracts/flashcards';
import type { KnowDetail } from '../../../lib/contracts/know-page';
import { routes } from '../../../lib/routes/page-routes';
import { fade } from '../../../styles/colors';
import { isShownCard } from '../lib/flashcards-json-ld';
import { SignUpCta } from './sign-up-cta';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 12px;
  margin-bottom: 20px;
  h2 { margin: 0 auto 0 0; font: 800 1.3rem ${({ theme }) => theme.fonts.display}; color: ${({ theme }) => theme.colors.ink}; }
`;

/** A download of the API (never a client-side navigation): a plain anchor in the button's look. */
const Download = styled.a<{ $variant: 'outline'; $size: 'sm' }>`
  ${buttonLook}
`;

const List = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Item = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: 0 6px 18px ${({ theme }) => fade(theme.colors.shadow, 0.06)};
  overflow: hidden;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const sideLook = css`
  margin: 0;
  padding: 16px 18px;
  min-width: 0;
  overflow-wrap: anywhere;
  line-height: 1.5;
  ul, ol { margin: 4px 0; padding-left: 22px; }
  p { margin: 0; }
  ${cardMediaStyles}
  img { display: block; max-width: 100%; max-height: 220px; height: auto; margin-top: 10px; border-radius: ${({ theme }) => theme.radii.sm}px; }
`;

const Front = styled.dt`
  ${sideLook}
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ink};
`;

const Back = styled.dd`
  ${sideLook}
  color: ${({ theme }) => theme.colors.inkMuted};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.mobile} {
    border-left: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Wall = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 24px;
`;

type Card = KnowFlashcards['cards'][number];

function CardImage({ src, alt }: { src: string | null; alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- our own API serves the card's image
  return src ? <img src={src} alt={alt} loading="lazy" decoding="async" /> : null;
}

function FlashcardItem({ card, number }: { card: Card; number: number }) {
  const { t } = useTranslation('know');
  const cardHtml = useCardHtml();
  return (
    <Item data-testid="know-flashcard">
      {/* The cards' rich text is sanitized by the API on the way in (lib/flashcards/rich-text.ts), and again here. */}
      <Front>
        <div dangerouslySetInnerHTML={{ __html: cardHtml(card.front) }} />
        <CardImage src={card.frontImageUrl} alt={t('flashcards.frontImage', { number })} />
      </Front>
      <Back>
        <div dangerouslySetInnerHTML={{ __html: cardHtml(card.back) }} />
        <CardImage src={card.backImageUrl} alt={t('flashcards.backImage', { number })} />
      </Back>
    </Item>
  );
}

export function KnowFlashcardList({ know, flashcards }: { know: Pick<KnowDetail, 'uuid' | 'path'>; flashcards: KnowFlashcards }) {
  const { t } = useTranslation('know');
  const cards = flashcards.cards.filter(isShownCard);
  const exportHref = (format: 'csv' | 'apkg') => `${endpointUrl(exportFlashcards, { id: know.uuid })}?format=${format}`;
  return (
    <section aria-labelledby="know-flashcards-title">
      <Bar>
        <h2 id="know-flashcards-title">{t('flashcards.count', { count: flashcards.totalCount })}</h2>
        {/* The study page of this set; the app area asks a visitor to sign in first. */}
        <ButtonLink href={routes.flashcards({ knowUuid: know.uuid })} size="sm" prefetch={false} data-testid="study-flashcards">
          {t('flashcards.study')}
        </ButtonLink>
        {flashcards.isBlurred ? null : (
          <>
            <Download href={exportHref('csv')} download $variant="outline" $size="sm" data-testid="export-flashcards-csv">
              {t('flashcards.exportCsv')}
            </Download>
            <Download href={exportHref('apkg')} download $variant="outline" $size="sm" data-testid="export-flashcards-apkg">
              {t('flashcards.exportAnki')}
            </Download>
          </>
        )}
      </Bar>
      <List data-testid="know-flashcards">
        {cards.map((card, index) => (
          <FlashcardItem key={card.uuid} card={card} number={index + 1} />
        ))}
      </List>
      {flashcards.isBlurred ? (
        <Wall>
          <SignUpCta cardCount={flashcards.totalCount} knowPath={know.path} />
        </Wall>
      ) : null}
    </section>
  );
}
