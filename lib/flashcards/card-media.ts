// Sounds and videos of flashcards (issue 31), kept where Anki keeps them: in a side's text, as `[sound:name]` at the
// place the player shows (Anki plays videos through [sound:] too). The name of a stored file is its content hash and
// the extension of its checked type: `<sha256>.<ext>` (64 hex) for an import preview's file of the caller's own,
// `<first 32 hex>.<ext>` for a set's file. The API answers a side with the name replaced by the file's URL (the
// import image route, or the card media route); a page turns only such URLs into native <audio>/<video> players, so
// neither a typed `[sound:…]` nor a foreign URL ever becomes one. Pure (no DOM): runs in the browser and the server.
import { flashcardImportImage, flashcardMedia } from '../api/endpoints';

/** Each playable type as the bytes say it (file-type's mime), with the extension a file of it is named with, the
 *  content type it is served with, and the player it needs. Browsers play all of these natively. */
export const CARD_MEDIA_TYPES: Record<string, { extension: string; contentType: string; player: 'audio' | 'video' }> = {
  'audio/mpeg': { extension: 'mp3', contentType: 'audio/mpeg', player: 'audio' },
  'audio/ogg': { extension: 'ogg', contentType: 'audio/ogg', player: 'audio' },
  'audio/ogg; codecs=opus': { extension: 'opus', contentType: 'audio/ogg', player: 'audio' },
  'audio/wav': { extension: 'wav', contentType: 'audio/wav', player: 'audio' },
  'audio/mp4': { extension: 'm4a', contentType: 'audio/mp4', player: 'audio' },
  'audio/x-m4a': { extension: 'm4a', contentType: 'audio/mp4', player: 'audio' },
  'audio/aac': { extension: 'aac', contentType: 'audio/aac', player: 'audio' },
  'audio/flac': { extension: 'flac', contentType: 'audio/flac', player: 'audio' },
  'video/mp4': { extension: 'mp4', contentType: 'video/mp4', player: 'video' },
  'video/x-m4v': { extension: 'mp4', contentType: 'video/mp4', player: 'video' },
  'video/webm': { extension: 'webm', contentType: 'video/webm', player: 'video' },
  'video/ogg': { extension: 'ogv', contentType: 'video/ogg', player: 'video' },
};

const PLAYERS: Record<string, 'audio' | 'video'> = Object.fromEntries(Object.values(CARD_MEDIA_TYPES).map(({ extension, player }) => [extension, player]));
const EXTENSIONS = [...new Set(Object.values(CARD_MEDIA_TYPES).map(({ extension }) => extension))].join('|');

/** A set's media file name (the first 32 hex of its SHA-256 and its checked type's extension). */
export const CARD_MEDIA_NAME = new RegExp(`^[0-9a-f]{32}\\.(?:${EXTENSIONS})$`);
/** An import preview's media file name (the whole SHA-256). */
export const IMPORT_MEDIA_NAME = new RegExp(`^[0-9a-f]{64}\\.(?:${EXTENSIONS})$`);

/** `[sound:…]` as Anki writes it: anything but a closing bracket (and, in our stored text, no tag). */
const SOUND_TOKEN = /\[sound:([^\]<>]*)\]/g;

/** The names (or URLs) of a side's `[sound:…]` references, in order. */
export function soundReferences(html: string): string[] {
  return [...html.matchAll(SOUND_TOKEN)].map((match) => match[1]!);
}

/** The side with each `[sound:x]` replaced by `replace(x)` (a string: the new reference; null: the token goes). */
export function replaceSoundReferences(html: string, replace: (reference: string) => string | null): string {
  return html.replace(SOUND_TOKEN, (token, reference: string) => {
    const next = replace(reference);
    return next === null ? '' : `[sound:${next}]`;
  });
}

/** The side without its `[sound:…]` references: what a reader sees of it as text. */
export function withoutSoundReferences(html: string): string {
  return html.replace(SOUND_TOKEN, '');
}

/** Whether the side plays something: a reference the API turned into one of its media URLs. */
export function hasPlayableMedia(html: string): boolean {
  return soundReferences(html).some((reference) => playerOfUrl(reference) !== null);
}

/** The URL of a set's media file, shown with a card (the route checks the card shows it). */
export const cardMediaUrl = (knowUuid: string, cardUuid: string, name: string) => flashcardMedia.path.replace('{id}', knowUuid).replace('{cardUuid}', cardUuid).replace('{name}', name);

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const IMPORT_URL = new RegExp(`^${flashcardImportImage.path.replace('{name}', `[0-9a-f]{64}\\.(${EXTENSIONS})`)}$`);
const CARD_URL = new RegExp(`^${flashcardMedia.path.replace('{id}', UUID).replace('{cardUuid}', UUID).replace('{name}', `[0-9a-f]{32}\\.(${EXTENSIONS})`)}$`, 'i');

/** The import media file an import image URL names (a preview's sound or video of the caller's own), or null. */
export function importMediaNameOf(url: string): string | null {
  const prefix = flashcardImportImage.path.replace('{name}', '');
  const name = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  return IMPORT_MEDIA_NAME.test(name) ? name : null;
}

/** The player a media URL of ours needs, or null for anything else (a bare name, another site's URL). */
function playerOfUrl(url: string): 'audio' | 'video' | null {
  const match = IMPORT_URL.exec(url) ?? CARD_URL.exec(url);
  return match ? (PLAYERS[match[1]!.toLowerCase()] ?? null) : null;
}

/** The attribute that names an import preview's file on its player: the import route wants the access token, which a
 *  player's own request cannot send, so the preview loads it (features/know-creation) and sets `src` itself. */
export const IMPORT_MEDIA_ATTRIBUTE = 'data-import-src';

/** Sanitized rich text with each `[sound:<our media URL>]` made a native player, labelled for assistive technology
 *  — or, inside a button (an answer option, a Match tile: no control may sit in one), a labelled note that the side
 *  has a sound or video; every other reference stays as the text it is. The URL and label are attribute-escaped. */
export function withMediaPlayers(sanitizedHtml: string, labels: { audio: string; video: string }, { inButton = false } = {}): string {
  const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return sanitizedHtml.replace(SOUND_TOKEN, (token, url: string) => {
    const player = playerOfUrl(url);
    if (!player) return token;
    if (inButton) return `<span class="card-media-note">${attribute(`${player === 'audio' ? '\u266a' : '\u25b6'} ${labels[player]}`)}</span>`;
    const source = IMPORT_URL.test(url) ? IMPORT_MEDIA_ATTRIBUTE : 'src';
    return `<${player} class="card-media" controls preload="metadata" ${source}="${attribute(url)}" aria-label="${attribute(labels[player])}"></${player}>`;
  });
}
