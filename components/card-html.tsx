// A flashcard side's rich text as a page draws it: sanitized again (lib/flashcards/rich-text.ts), and each sound or
// video the API gave as one of its own media URLs a native, labelled <audio>/<video> player at its place
// (lib/flashcards/card-media.ts, issue 31), and a type-in answer's marker as its answer (lib/flashcards/type-answer.ts).
// A note type's stylesheet the API names in front of a side (`[style:<URL>]`, lib/flashcards/note-style.ts) is loaded
// once, when the URL is one of ours, through the API client (an import preview's file wants the access token, which a
// <link> cannot send) and adopted by the document as a constructed stylesheet (the CSP's style-src governs <style> and
// <link>, not these; the text is the server's own scoped, sanitised CSS). One hook for every place a side is shown: study, Learn/Test/Match,
// the import preview and the know page.
import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import { css } from 'styled-components';
import { withMediaPlayers } from '../lib/flashcards/card-media';
import { callApiWithHeaders } from '../lib/api/clients';
import { splitStyleReferences, styleRouteOf } from '../lib/flashcards/note-style';
import { replaceTypedAnswers } from '../lib/flashcards/type-answer';
import { sanitizeRichText } from '../lib/flashcards/rich-text';

/** `inButton`: the side is shown inside a button (an answer option, a Match tile), where a player may not be. */
export function useCardHtml({ inButton = false } = {}): (html: string) => string {
  const { t } = useTranslation('common');
  const audio = t('cardMedia.audio');
  const video = t('cardMedia.video');
  // A type-in answer's marker shows as the answer it asks for (already sanitized text).
  return useCallback(
    (given: string) => {
      const { html, stylesheets } = splitStyleReferences(given);
      adoptStylesheets(stylesheets);
      return replaceTypedAnswers(withMediaPlayers(sanitizeRichText(html), { audio, video }, { inButton }), (expected) => `<code>${expected}</code>`);
    },
    [audio, video, inButton],
  );
}

/** Stylesheets asked for, by URL (the same URL is the same stylesheet: it is named by its content). */
const adopted = new Map<string, Promise<void>>();

/** Each stylesheet loaded and adopted by the document once; one that cannot be loaded leaves the cards unstyled. */
function adoptStylesheets(urls: readonly string[]): void {
  if (typeof document === 'undefined' || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return;
  for (const url of urls) {
    const route = styleRouteOf(url);
    if (adopted.has(url) || route === null) continue;
    adopted.set(
      url,
      callApiWithHeaders<string>(route.endpoint, { params: route.params, responseType: 'text' }).then(
        ({ data }) => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(data);
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        },
        () => undefined,
      ),
    );
  }
}

/** The players' size within a side: never wider than it, a video no taller than a card image. */
export const cardMediaStyles = css`
  audio.card-media { display: block; max-width: 100%; margin: 6px auto; }
  video.card-media { display: block; max-width: 100%; max-height: 260px; margin: 6px auto; }
`;
