// A message above or below a form: an error (announced at once) or a success/information note.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $tone: 'error' | 'success' | 'info' }>`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  font-size: 0.95rem;
  line-height: 1.45;
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerTint : $tone === 'success' ? theme.colors.successTint : theme.colors.brandTint)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.ink)};
  border: 1px solid currentColor;
  & > * + * { margin-top: 8px; }
`;

export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
