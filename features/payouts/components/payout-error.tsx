// A failed payout call said in the knower's language: the error type's own sentence (payouts:errors.<type>), else the
// general one.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { ApiError } from '../../../lib/errors/api-error';

const Box = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerTint};
  color: ${({ theme }) => theme.colors.ink};
`;

const KNOWN = ['ForbiddenError', 'NotFoundError', 'DuplicateError', 'ContactCustomerSupportError', 'TooManyRequestsError', 'FormValidationError', 'BadRequestError'] as const;

export function PayoutError({ error }: { error: unknown }) {
  const { t } = useTranslation('payouts');
  const type = error instanceof ApiError ? error.type : null;
  const key = KNOWN.find((known) => known === type) ?? 'unknown';
  return (
    <Box role="alert" data-testid="payout-error">
      {t(`errors.${key}`)}
    </Box>
  );
}
