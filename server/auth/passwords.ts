// Password hashing with argon2id (OWASP parameters: 19 MiB, 2 iterations).
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether the password is the account's; an account without a password (made by Google or Apple sign-in) has none
 *  to match, and answers after the same work as a real check. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) return verifyAgainstDummy(password);
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing, verified against when an e-mail is unknown, so that both cases take the same time. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('no-such-account-password-0');
  await verifyPassword(await dummyHash, password);
  return false;
}
