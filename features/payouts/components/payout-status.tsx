// A payout's status as a small coloured label: requested and approved are on their way, paid is done, rejected is not.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { Payout } from '../../../lib/contracts/payouts';

const Label = styled.span<{ $tone: 'open' | 'done' | 'refused' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme, $tone }) => ($tone === 'refused' ? theme.colors.danger : $tone === 'done' ? theme.colors.success : theme.colors.ink)};
  background: ${({ theme, $tone }) => ($tone === 'refused' ? theme.colors.dangerTint : $tone === 'done' ? theme.colors.successTint : theme.colors.warningTint)};
`;

export function PayoutStatus({ status }: { status: Payout['status'] }) {
  const { t } = useTranslation('payouts');
  const tone = status === 'paid' ? 'done' : status === 'rejected' ? 'refused' : 'open';
  return <Label $tone={tone}>{t(`status.${status}`)}</Label>;
}
