// Two-factor sign-in with TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, one step of clock drift either way), as
// every authenticator app speaks it. Turning it on takes two calls: setup (password → a new secret, not yet in force)
// and confirm (a code from the app → in force). Turning it off needs the password and a code.
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { toString as qrCode } from 'qrcode';
import type { TwoFactorSetup } from '../../lib/contracts/two-factor';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { verifyPassword } from './passwords';

const TOTP_SETTINGS = { issuer: 'Knowly', algorithm: 'SHA1', digits: 6, period: 30, window: 1, secretBytes: 20 } as const;

function totpOf(secret: string, label = ''): TOTP {
  const { issuer, algorithm, digits, period } = TOTP_SETTINGS;
  return new TOTP({ issuer, label, algorithm, digits, period, secret: Secret.fromBase32(secret) });
}

/**
 * A code is good once: the time step of the last accepted code per account, and codes of that step or earlier
 * are refused. Kept in this process's memory (no column for it): enough for one app process; behind a load balancer
 * a code could be used once per process within its 90-second window. Entries older than the window are dropped.
 */
const lastUsedStep = new Map<string, number>();

function forgetOldSteps(currentStep: number): void {
  for (const [accountUuid, step] of lastUsedStep) if (step < currentStep - TOTP_SETTINGS.window) lastUsedStep.delete(accountUuid);
}

/** Whether the code is valid now and was not used before; accepting it uses it up. */
function acceptTotpCode(accountUuid: string, secret: string, code: string, now = Date.now()): boolean {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_SETTINGS.window });
  if (delta === null) return false;
  const currentStep = totp.counter({ timestamp: now });
  const step = currentStep + delta;
  const last = lastUsedStep.get(accountUuid);
  if (last !== undefined && step <= last) return false;
  if (lastUsedStep.size > 10_000) forgetOldSteps(currentStep);
  lastUsedStep.set(accountUuid, step);
  return true;
}

const invalidCode = () => new AppError('Invalid2FATokenError', { reason: 'The code is wrong, expired or was used already.' });

/** The sign-in step after the password: with 2FA on, a code is required (Requires2FAError) and must be right. */
export function checkSignInCode(account: { uuid: string; totpSecret: string | null; totpEnabledOn: Date | null }, code: string | undefined, now = Date.now()): void {
  if (!account.totpEnabledOn || !account.totpSecret) return;
  if (!code) throw new AppError('Requires2FAError', {});
  if (!acceptTotpCode(account.uuid, account.totpSecret, code, now)) throw invalidCode();
}

async function findAccount(db: Db, accountUuid: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.uuid, accountUuid));
  if (!account) throw new AppError('NotFoundError', { resource: 'account' });
  return account;
}

/** POST accounts/{id}/2fa: a new secret for the authenticator app (replacing an unconfirmed one); 2FA is not on yet. */
export async function startTwoFactorSetup(db: Db, accountUuid: string, password: string): Promise<TwoFactorSetup> {
  const account = await findAccount(db, accountUuid);
  if (!(await verifyPassword(account.passwordHash, password))) throw new AppError('InvalidCredentialsError', { field: 'password' });
  if (account.totpEnabledOn) throw new AppError('DuplicateError', { reason: 'Two-factor sign-in is already on.' });
  const secret = new Secret({ size: TOTP_SETTINGS.secretBytes }).base32;
  await db.update(accounts).set({ totpSecret: secret, totpEnabledOn: null }).where(eq(accounts.uuid, accountUuid));
  const otpauthUrl = totpOf(secret, account.email).toString();
  return { secret, otpauthUrl, qrSvg: await qrCode(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
}

/** POST accounts/{id}/2fa/confirm: a right code from the app puts 2FA in force. */
export async function confirmTwoFactor(db: Db, accountUuid: string, code: string, now = new Date()): Promise<{ twoFactorEnabled: true }> {
  const account = await findAccount(db, accountUuid);
  if (account.totpEnabledOn) throw new AppError('DuplicateError', { reason: 'Two-factor sign-in is already on.' });
  if (!account.totpSecret) throw new AppError('BadRequestError', { reason: 'Start the two-factor setup first.' });
  if (!acceptTotpCode(account.uuid, account.totpSecret, code, now.getTime())) throw invalidCode();
  await db.update(accounts).set({ totpEnabledOn: now }).where(eq(accounts.uuid, accountUuid));
  return { twoFactorEnabled: true };
}

/** DELETE accounts/{id}/2fa: with the password and a right code, 2FA goes off and the secret is deleted. */
export async function disableTwoFactor(db: Db, accountUuid: string, { password, totp }: { password: string; totp: string }): Promise<void> {
  const account = await findAccount(db, accountUuid);
  if (!(await verifyPassword(account.passwordHash, password))) throw new AppError('InvalidCredentialsError', { field: 'password' });
  if (!account.totpEnabledOn || !account.totpSecret) throw new AppError('BadRequestError', { reason: 'Two-factor sign-in is not on.' });
  if (!acceptTotpCode(account.uuid, account.totpSecret, totp)) throw invalidCode();
  await db.update(accounts).set({ totpSecret: null, totpEnabledOn: null }).where(eq(accounts.uuid, accountUuid));
}
