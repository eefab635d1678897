// The unsubscribe page checks its link without zod (issue 29: no zod on its first load): the check takes and refuses
// exactly what the server's contract (unsubscribeBodySchema) takes and refuses, with the same body.
import { describe, expect, it } from 'vitest';
import { unsubscribeBodySchema } from '../account-email';
import { UNSUBSCRIBE_LINK_LIMITS, unsubscribeLinkBody } from '../unsubscribe-link';

const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const link = { emailType: 'newsletter', emailPreferencesToken: 'tok-123', emailUuid: UUID };

describe('the unsubscribe link check', () => {
  it.each([
    ['a whole link', link],
    ['an upper-case uuid', { ...link, emailUuid: UUID.toUpperCase() }],
    ['the longest type and token', { ...link, emailType: 'x'.repeat(UNSUBSCRIBE_LINK_LIMITS.emailTypeMaxLength), emailPreferencesToken: 't'.repeat(UNSUBSCRIBE_LINK_LIMITS.tokenMaxLength) }],
    ['one-character values', { ...link, emailType: 'n', emailPreferencesToken: 't' }],
    ['an empty type', { ...link, emailType: '' }],
    ['an empty token', { ...link, emailPreferencesToken: '' }],
    ['a type one too long', { ...link, emailType: 'x'.repeat(UNSUBSCRIBE_LINK_LIMITS.emailTypeMaxLength + 1) }],
    ['a token one too long', { ...link, emailPreferencesToken: 't'.repeat(UNSUBSCRIBE_LINK_LIMITS.tokenMaxLength + 1) }],
    ['no uuid', { ...link, emailUuid: undefined }],
    ['a uuid of 35 characters', { ...link, emailUuid: UUID.slice(1) }],
    ['a value given twice (?token=a&token=b)', { ...link, emailPreferencesToken: ['a', 'b'] }],
    ['nothing at all', { emailType: undefined, emailPreferencesToken: undefined, emailUuid: undefined }],
  ])('decides on %s as the contract does', (_label, values) => {
    const contract = unsubscribeBodySchema.safeParse(values);
    expect(unsubscribeLinkBody(values)).toEqual(contract.success ? contract.data : null);
  });
});
