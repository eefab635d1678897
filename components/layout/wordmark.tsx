// The Knowly wordmark, linking home.
import styled from 'styled-components';
import { Link } from '../link';
import { routes } from '../../lib/routes/page-routes';

const Mark = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.display};
  font-weight: 900;
  font-size: 1.6rem;
  letter-spacing: -0.02em;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.brandBlue};
  &::after { content: '.'; color: ${({ theme }) => theme.colors.plusPlanYellow}; }
`;

export function Wordmark({ label }: { label: string }) {
  return (
    <Mark href={routes.home()} aria-label={label}>
      Knowly
    </Mark>
  );
}
