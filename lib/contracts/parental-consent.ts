// Contracts of the parental-consent path (decision 029): the parent's link (preview, then consent) and the child's
// request for a (new) consent mail. Shared by the auth service's routes and the client.
import { z } from 'zod';
import { emailSchema } from './auth';
import { confirmationTokenSchema } from './ids';

/** POST accounts/parental-consent and …/preview: the token of the link mailed to the parent. */
export const parentalConsentBodySchema = z.object({ token: confirmationTokenSchema });

/** What the parent sees before agreeing: whose account the link is for. */
export const parentalConsentPreviewSchema = z.object({ childName: z.string(), childEmail: z.string(), consentGiven: z.boolean() });
export type ParentalConsentPreview = z.infer<typeof parentalConsentPreviewSchema>;

export const parentalConsentResponseSchema = z.object({ childName: z.string(), consentGiven: z.literal(true) });

/** POST accounts/{id}/parental-consent: the child asks for the mail again, to the same or a corrected address. */
export const parentalConsentRequestBodySchema = z.object({ parentEmail: emailSchema });
