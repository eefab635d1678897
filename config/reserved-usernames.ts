// Usernames nobody may take (issue 15): the product's own names and roles, which a username could impersonate, and the
// first path segments of the product's routes, which a profile address could be confused with. Look-alikes count too:
// digits that read as letters (0→o, 1→l, 3→e, 4→a, 5→s, 7→t), "rn" for "m", "vv" for "w", dots and underscores.

/** Never part of a username, in any spelling: the brand and the roles that speak for it. */
const IMPERSONATION_WORDS = ['knowly', 'admin', 'administrator', 'moderator', 'support', 'official', 'staff', 'security'];

/** Not a whole username: route segments and words with a meaning of their own. */
const RESERVED_NAMES = [
  'about', 'ai', 'api', 'app', 'auth', 'careers', 'chat', 'chats', 'dev', 'expansion', 'feed', 'feeds', 'flashcards', 'help',
  'knowers', 'knowledge', 'knows', 'legal', 'library', 'me', 'newsletter', 'null', 'payouts', 'polls', 'proplan', 'profile',
  'robots', 'root', 'search', 'settings', 'sitemap', 'subjects', 'system', 'team', 'topics', 'undefined', 'university', 'upload',
  'users', 'www',
];

/** How a username reads: look-alike characters folded, separators dropped. */
export function usernameSkeleton(username: string): string {
  const folded = username.toLowerCase().replace(/[._]/g, '');
  const digits: Record<string, string> = { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't' };
  return folded
    .replace(/[013457]/g, (digit) => digits[digit]!)
    .replace(/i/g, 'l')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w');
}

const IMPERSONATION_SKELETONS = IMPERSONATION_WORDS.map(usernameSkeleton);
const RESERVED_SKELETONS = new Set(RESERVED_NAMES.map(usernameSkeleton));

/** Whether a username (already in the allowed form) is reserved or reads like a reserved name. */
export function isReservedUsername(username: string): boolean {
  const skeleton = usernameSkeleton(username);
  return RESERVED_SKELETONS.has(skeleton) || IMPERSONATION_SKELETONS.some((word) => skeleton.includes(word));
}
