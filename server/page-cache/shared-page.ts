// A rendered public page made the same for every visitor, so that a shared cache (a CDN) may hold it (decision 040):
// the nonce it was rendered with is taken out (its attributes, the csp-nonce meta element, Next's data-n-css value),
// and its Content-Security-Policy allows its inline scripts and styles by the SHA-256 of their text instead.
import { createHash } from 'node:crypto';

export type SharedPage = { html: string; scriptHashes: string[]; styleHashes: string[] };

/** The Cache-Control of a public page for a visitor: a shared cache keeps it 60 s, then serves it up to 60 s more while
 *  it asks again; browsers revalidate (max-age 0). Staleness bound: docs/scaling.md. */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

/** What changes the bytes of a public page besides its address: the cookies (the experiment cookie's variants; a
 *  token cookie makes it a signed-in render). Compression adds Accept-Encoding itself. */
export const SHARED_VARY = 'Cookie';

/** Every other page response: only the visitor's browser may keep it, and not even that. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** styled-components creates an empty <style> in the browser and fills it through the CSSOM (no text to hash). */
export const EMPTY_STYLE_HASH = sha256('');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Script types a browser does not run (data blocks): no policy applies to them. */
const DATA_SCRIPT_TYPE = /\btype\s*=\s*"application\/(?:ld\+)?json"/i;

/** The page without its nonce and the hashes its policy needs; null when the nonce is still somewhere else in it. */
export function sharedPage(html: string, nonce: string): SharedPage | null {
  const quoted = escapeRegExp(nonce);
  const stripped = html
    .replace(new RegExp(`<meta property="csp-nonce" content="${quoted}"\\s*/?>`, 'g'), '')
    .replace(new RegExp(` nonce="${quoted}"`, 'g'), '')
    .replace(new RegExp(` data-n-css="${quoted}"`, 'g'), ' data-n-css=""');
  if (stripped.includes(nonce)) return null;
  const scriptHashes: string[] = [];
  for (const [, attributes, text] of stripped.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!) || DATA_SCRIPT_TYPE.test(attributes!)) continue;
    scriptHashes.push(sha256(text!));
  }
  const styleHashes = [EMPTY_STYLE_HASH];
  for (const [, text] of stripped.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styleHashes.push(sha256(text!));
  return { html: stripped, scriptHashes: [...new Set(scriptHashes)], styleHashes: [...new Set(styleHashes)] };
}
