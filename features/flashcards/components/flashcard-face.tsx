// One side of a card: its rich text (the small sanitized HTML subset of lib/flashcards/rich-text.ts, sanitized again
// here before it is drawn, its sounds and videos as players) and its image.
import styled from 'styled-components';
import { cardMediaStyles, useCardHtml } from '../../../components/card-html';

const Face = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  font-size: clamp(1.15rem, 2.6vw, 1.5rem);
  line-height: 1.45;
  text-align: center;
  overflow-wrap: anywhere;
  ul, ol { text-align: left; margin: 0; }
  p { margin: 0; }
  ${cardMediaStyles}
  img { max-height: 260px; border-radius: ${({ theme }) => theme.radii.md}px; background: ${({ theme }) => theme.colors.paper}; }
`;

export function FlashcardFace({ html, imageUrl, imageLabel, testId }: { html: string; imageUrl: string | null; imageLabel: string; testId?: string }) {
  const cardHtml = useCardHtml();
  return (
    <Face data-testid={testId}>
      {html ? <div dangerouslySetInnerHTML={{ __html: cardHtml(html) }} /> : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- served by the API with its own caching */}
      {imageUrl ? <img src={imageUrl} alt={imageLabel} loading="lazy" /> : null}
    </Face>
  );
}
