// Spec §5: a uuid or confirmation token is valid when it is 36 characters in the 8-4-4-4-12 hexadecimal form.
import { z } from 'zod';
import { UUID_FORM } from './forms';

export { isUuid } from './forms';

export const uuidSchema = z.string().regex(UUID_FORM, 'Must be a uuid (8-4-4-4-12 hexadecimal characters)');

/** The path parameters of a route about one thing named by its uuid (`/…/{id}`). */
export const idParamsSchema = z.object({ id: uuidSchema });

/** The token of an e-mailed link (confirm address, reset password, confirm a new address): the same 8-4-4-4-12 form. */
export const confirmationTokenSchema = z
  .string()
  .regex(UUID_FORM, 'Must be a confirmation token (36 characters in the 8-4-4-4-12 hexadecimal form)');
