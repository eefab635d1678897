// JSON-LD in a page: the one serialiser of every structured-data block (the builders are in structured-data.ts, used
// where the block is made: the server's render, or a page's own module).

/** Serialises JSON-LD for a <script> element: `<` is escaped so that no value can close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
