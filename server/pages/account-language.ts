// Decision 038: a signed-in page asked for in another language than the account's answers with the same address in the
// account's language on this same site (lib/site/account-language.ts). The destination is absolute: a relative one
// would let Next's client router send a locale that is another domain's default to that domain (decision 008).
import type { User } from '../../lib/contracts/users';
import { hrefInAccountLanguage } from '../../lib/site/account-language';
import type { Site } from '../../lib/site/site';

/** The address of the page in the account's language, or null when the page is in it already (or it is unknown). */
export function accountLanguageAddress(site: Site, user: Pick<User, 'interfaceLanguage'> | null, resolvedUrl: string): string | null {
  const href = hrefInAccountLanguage(resolvedUrl, user?.interfaceLanguage, site);
  return href === null ? null : `${site.origin}${href}`;
}
