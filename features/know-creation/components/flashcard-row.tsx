// One card of a flashcard list before publishing — the import preview and the details page's cards — front and back
// side by side (stacked on a phone), their rich text sanitized again here and an image under each side.
import styled from 'styled-components';
import { cardMediaStyles, useCardHtml } from '../../../components/card-html';
import { CardImage } from './card-image';

export const FlashcardRow = styled.li<{ $framed?: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  padding: 10px 12px;
  border: ${({ theme, $framed }) => ($framed ? `1px solid ${theme.colors.border}` : 'none')};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme, $framed }) => ($framed ? theme.colors.surfaceRaised : theme.colors.surfaceMuted)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
  line-height: 1.45;
  ul, ol { margin: 4px 0; padding-left: 20px; }
  p { margin: 0; }
  ${cardMediaStyles}
  img { display: block; max-width: 100%; max-height: 120px; margin-top: 6px; border-radius: ${({ theme }) => theme.radii.sm}px; }
`;

export function FlashcardFace({ html, image, alt = '' }: { html: string; image: string | null; alt?: string }) {
  const cardHtml = useCardHtml();
  return (
    <Side>
      <div dangerouslySetInnerHTML={{ __html: cardHtml(html) }} />
      {image ? <CardImage src={image} alt={alt} /> : null}
    </Side>
  );
}
