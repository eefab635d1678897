// Recovery codes of two-factor sign-in: ten single-use codes for when the authenticator app is out of reach. They
// are shown once (when 2FA goes on, or when the user asks for new ones, which voids the old set); only their SHA-256
// hashes are stored — a code has about 49 bits of randomness and sign-in attempts are throttled, so a fast hash
// suffices (unlike passwords, people do not choose them).
import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '../../lib/contracts/second-factor';
import type { Db } from '../db';
import { recoveryCodes } from '../db/schema';

/** Lower-case letters and digits without the look-alikes 0/o, 1/l/i. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP_LENGTH = 5;

/** What a typed code means: case, spaces and dashes do not matter. */
function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

const hashOf = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

function newCode(): string {
  const group = () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${group()}-${group()}`;
}

type Executor = Pick<Db, 'delete' | 'insert'>;

/** A fresh set of codes for the account; every code of the old set stops working. Answers the codes in plain text. */
export async function replaceRecoveryCodes(db: Executor, accountUuid: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountUuid, accountUuid));
  await db.insert(recoveryCodes).values([...codes].map((code) => ({ accountUuid, codeHash: hashOf(code) })));
  return [...codes];
}

/** Spends a code: true when it was one of the account's unused codes (then never again), false otherwise. */
export async function spendRecoveryCode(db: Db, accountUuid: string, code: string, now = new Date()): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedOn: now })
    .where(and(eq(recoveryCodes.accountUuid, accountUuid), eq(recoveryCodes.codeHash, hashOf(code)), isNull(recoveryCodes.usedOn)))
    .returning({ uuid: recoveryCodes.uuid });
  return spent.length === 1;
}

export async function countRecoveryCodesLeft(db: Db, accountUuid: string): Promise<number> {
  const [row] = await db.select({ left: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.accountUuid, accountUuid), isNull(recoveryCodes.usedOn)));
  return Number(row?.left ?? 0);
}

export async function deleteRecoveryCodes(db: Executor, accountUuid: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountUuid, accountUuid));
}
