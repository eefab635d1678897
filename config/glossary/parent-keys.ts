// Issue 34: the strings a parent reads (the parents' sales page, the consent page and mail, the read-only chat view).
// They take each locale's parents' register (config/glossary/<locale>.json → register.parents), not the students' one.
const PARENT_KEYS: readonly string[] = [
  'pro-plan:parent.',
  'pro-plan:faq.parents.a',
  'pro-plan:success.codeTitle',
  'pro-plan:success.codeIntro',
  'pro-plan:success.boughtForChild',
  'auth:parentalConsent',
  'mail:parentalConsent.',
  'ai:parentView.',
];

/** Whether "namespace:key.path" is read by a parent (a listed key, or under a listed prefix). */
export function isParentKey(id: string): boolean {
  return PARENT_KEYS.some((prefix) => id === prefix || id.startsWith(prefix));
}
