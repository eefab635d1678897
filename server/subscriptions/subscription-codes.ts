// The code a parent's purchase hands to their child (issue 19): 80 random bits in Crockford base32 — 16 characters in
// four groups, readable aloud (no I, L, O or U; a typed O counts as 0, I and L as 1) — stored only as a SHA-256 hash.
import { createHash, randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_BITS = 80;
const CODE_LENGTH = CODE_BITS / 5;

/** A new code, e.g. 7K3M-Q9XD-2HRB-W4TN. */
export function newSubscriptionCode(): string {
  const bytes = randomBytes(CODE_BITS / 8);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = CODE_LENGTH - 1; index >= 0; index -= 1) code += CROCKFORD[Number((bits >> BigInt(index * 5)) & 31n)];
  return code.match(/.{4}/g)!.join('-');
}

/** What the user typed as the code's canonical characters (case, spaces and hyphens ignored, look-alikes mapped), or
 *  null when it cannot be a code. */
export function normaliseSubscriptionCode(input: string): string | null {
  const canonical = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (canonical.length !== CODE_LENGTH || [...canonical].some((char) => !CROCKFORD.includes(char))) return null;
  return canonical;
}

export function hashSubscriptionCode(canonical: string): string {
  return createHash('sha256').update(canonical).digest('hex');
}
