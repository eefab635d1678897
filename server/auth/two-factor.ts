// Two-factor sign-in with TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, one step of clock drift either way), as
// every authenticator app speaks it. Turning it on takes two calls: setup (password → a new secret, not yet in force)
// and confirm (a code from the app → in force, and ten recovery codes shown once). Turning it off, or renewing the
// recovery codes, needs the password and a second factor: an app code or a recovery code.
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { toString as qrCode } from 'qrcode';
import type { PasswordAndFactor, TwoFactorSetup } from '../../lib/contracts/two-factor';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { verifyPassword } from './passwords';
import { deleteRecoveryCodes, replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes';

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

type SecondFactor = { totp?: string; recoveryCode?: string };
type TwoFactorAccount = { uuid: string; totpSecret: string | null; totpEnabledOn: Date | null };

/** Checks an app code or spends a recovery code of an account with 2FA on; a wrong or used one is Invalid2FATokenError. */
async function checkSecondFactor(db: Db, account: TwoFactorAccount & { totpSecret: string }, factor: SecondFactor, now: number): Promise<void> {
  const accepted = factor.totp
    ? acceptTotpCode(account.uuid, account.totpSecret, factor.totp, now)
    : factor.recoveryCode !== undefined && (await spendRecoveryCode(db, account.uuid, factor.recoveryCode, new Date(now)));
  if (!accepted) throw invalidCode();
}

/** The sign-in step after the password: with 2FA on, an app code or a recovery code is required (Requires2FAError). */
export async function checkSignInFactor(db: Db, account: TwoFactorAccount, factor: SecondFactor, now = Date.now()): Promise<void> {
  if (!account.totpEnabledOn || !account.totpSecret) return;
  if (!factor.totp && !factor.recoveryCode) throw new AppError('Requires2FAError', {});
  await checkSecondFactor(db, { ...account, totpSecret: account.totpSecret }, factor, now);
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

/** POST accounts/{id}/2fa/confirm: a right code from the app puts 2FA in force; answers the first recovery codes. */
export async function confirmTwoFactor(db: Db, accountUuid: string, code: string, now = new Date()): Promise<{ twoFactorEnabled: true; recoveryCodes: string[] }> {
  const account = await findAccount(db, accountUuid);
  if (account.totpEnabledOn) throw new AppError('DuplicateError', { reason: 'Two-factor sign-in is already on.' });
  if (!account.totpSecret) throw new AppError('BadRequestError', { reason: 'Start the two-factor setup first.' });
  if (!acceptTotpCode(account.uuid, account.totpSecret, code, now.getTime())) throw invalidCode();
  const recoveryCodes = await db.transaction(async (tx) => {
    await tx.update(accounts).set({ totpEnabledOn: now }).where(eq(accounts.uuid, accountUuid));
    return replaceRecoveryCodes(tx, accountUuid);
  });
  return { twoFactorEnabled: true, recoveryCodes };
}

/** The account with 2FA on, after its password and a second factor were checked (the shared start of the calls below). */
async function accountAfterBothFactors(db: Db, accountUuid: string, { password, ...factor }: PasswordAndFactor, now: number) {
  const account = await findAccount(db, accountUuid);
  if (!(await verifyPassword(account.passwordHash, password))) throw new AppError('InvalidCredentialsError', { field: 'password' });
  if (!account.totpEnabledOn || !account.totpSecret) throw new AppError('BadRequestError', { reason: 'Two-factor sign-in is not on.' });
  await checkSecondFactor(db, { ...account, totpSecret: account.totpSecret }, factor, now);
  return account;
}

/** DELETE accounts/{id}/2fa: with the password and a second factor, 2FA goes off; the secret and recovery codes are deleted. */
export async function disableTwoFactor(db: Db, accountUuid: string, body: PasswordAndFactor, now = Date.now()): Promise<void> {
  await accountAfterBothFactors(db, accountUuid, body, now);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ totpSecret: null, totpEnabledOn: null }).where(eq(accounts.uuid, accountUuid));
    await deleteRecoveryCodes(tx, accountUuid);
  });
}

/** POST accounts/{id}/2fa/recovery-codes: a new set of recovery codes; the old set stops working. */
export async function renewRecoveryCodes(db: Db, accountUuid: string, body: PasswordAndFactor, now = Date.now()): Promise<{ recoveryCodes: string[] }> {
  await accountAfterBothFactors(db, accountUuid, body, now);
  return { recoveryCodes: await db.transaction((tx) => replaceRecoveryCodes(tx, accountUuid)) };
}
