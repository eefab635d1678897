// The one way a page answers with a redirect. A Location header may hold only visible ASCII: Node refuses anything else
// with "Invalid character in header content" (a 500), and a know's slug or a knower's name keeps letters like ı, ł, ș or
// Greek. So every destination is percent-encoded here — non-ASCII code points and blanks as UTF-8 escapes, everything
// else (existing %XX escapes, reserved characters of the path and query) left as it is.
const NOT_VISIBLE_ASCII = /[^\x21-\x7E]/gu;

export function locationOf(destination: string): string {
  return destination.replace(NOT_VISIBLE_ASCII, (character) => encodeURIComponent(character));
}

/** getServerSideProps' redirect answer: permanent (308) to a canonical address by default, temporary (307) otherwise. */
export function redirectTo(destination: string, { permanent = true }: { permanent?: boolean } = {}) {
  return { redirect: { destination: locationOf(destination), statusCode: permanent ? 308 : 307 } } as const;
}
