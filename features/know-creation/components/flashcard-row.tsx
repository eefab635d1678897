// One card of a flashcard list before publishing — the import preview and the details page's cards — front and back
// side by side (stacked on a phone), their rich text sanitized again here (sounds and videos as players, an import's
// loaded with the access token) and an image under each side.
import styled from 'styled-components';
import { useEffect, useRef } from 'react';
import { cardMediaStyles, useCardHtml } from '../../../components/card-html';
import { IMPORT_MEDIA_ATTRIBUTE, importMediaNameOf } from '../../../lib/flashcards/card-media';
import { getImportImage } from '../api/get-import-image';
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

/** An import preview's sounds and videos (the caller's own, behind the sign-in, like its images): each player's file is
 *  loaded with the access token and played from an object URL, released when the side changes or leaves. */
function useImportMedia(html: string) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const urls: string[] = [];
    let active = true;
    for (const player of ref.current?.querySelectorAll<HTMLMediaElement>(`[${IMPORT_MEDIA_ATTRIBUTE}]`) ?? []) {
      const name = importMediaNameOf(player.getAttribute(IMPORT_MEDIA_ATTRIBUTE) ?? '');
      if (name === null) continue;
      getImportImage(name).then(
        (blob) => {
          if (!active) return;
          const url = URL.createObjectURL(blob);
          urls.push(url);
          player.src = url;
        },
        () => undefined,
      );
    }
    return () => {
      active = false;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [html]);
  return ref;
}

export function FlashcardFace({ html, image, alt = '' }: { html: string; image: string | null; alt?: string }) {
  const cardHtml = useCardHtml();
  const media = useImportMedia(html);
  return (
    <Side>
      <div ref={media} dangerouslySetInnerHTML={{ __html: cardHtml(html) }} />
      {image ? <CardImage src={image} alt={alt} /> : null}
    </Side>
  );
}
