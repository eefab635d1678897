// The one way a page answers with a redirect: every destination goes out percent-encoded (lib/routes/ascii-url), so a
// know's slug or a knower's name in any script never makes the Location header a 500.
import { asciiUrl } from '../../lib/routes/ascii-url';

/** getServerSideProps' redirect answer: permanent (308) to a canonical address by default, temporary (307) otherwise. */
export function redirectTo(destination: string, { permanent = true }: { permanent?: boolean } = {}) {
  return { redirect: { destination: asciiUrl(destination), statusCode: permanent ? 308 : 307 } } as const;
}
