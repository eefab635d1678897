// Contracts of the user's rights over their data (GDPR articles 17 and 20): deleting the account, with a choice about
// the knows, and downloading everything the product holds about them.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth';
import { secondFactorShape } from './second-factor';

/** What happens to the user's published knows: kept for other learners under "former member", or deleted too. */
const KNOWS_ON_DELETION = ['keep', 'delete'] as const;
export type KnowsOnDeletion = (typeof KNOWS_ON_DELETION)[number];

export const deleteAccountBodySchema = z
  .object({
    password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
    /** With two-factor sign-in on, an app code or a recovery code too (Requires2FAError without). */
    ...secondFactorShape,
    knows: z.enum(KNOWS_ON_DELETION).describe('keep: published public knows stay, shown as by a former member; delete: every know goes'),
  })
  .refine((body) => !(body.totp && body.recoveryCode), { message: 'Send an app code or a recovery code, not both', path: ['recoveryCode'] });
export type DeleteAccountBody = z.output<typeof deleteAccountBodySchema>;
