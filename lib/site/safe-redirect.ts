// Where to go after signing in or up: only a path on this site (no scheme, no //host, no backslash tricks).
const hasControlCharacter = (value: string) => Array.from(value).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

export function safeRedirect(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return fallback;
  return value;
}
