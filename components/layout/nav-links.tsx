// The navbar's link styles, shared with the account menu that the auth feature puts into it.
import styled from 'styled-components';
import { Link } from '../link';

export const NavLink = styled(Link)`
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  ${({ theme }) => theme.media.mobile} { font-size: 1.15rem; padding: 14px 12px; }
`;

export const SignUpLink = styled(Link)`
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.brandBlue};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: 700;
  text-decoration: none;
  text-align: center;
`;
