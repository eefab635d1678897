// A button that shows a spinner while its request runs (an onClick that returns a promise) or when loading is
// forced; a disabled or busy button ignores clicks.
import { useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import styled, { keyframes } from 'styled-components';

export type LoadingButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  /** Show the spinner whatever the click handler does. */
  isLoading?: boolean;
  variant?: 'primary' | 'secondary';
};

const spin = keyframes`to { transform: rotate(360deg); }`;

const Button = styled.button<{ $variant: 'primary' | 'secondary' }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 48px;
  padding: 0 24px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  border: 2px solid ${({ theme }) => theme.colors.brandBlue};
  font: 700 1rem ${({ theme }) => theme.fonts.body};
  cursor: pointer;
  background: ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.brandBlue : 'transparent')};
  color: ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.onBrand : theme.colors.brandBlue)};
  transition: filter 0.15s ease;
  &:hover:not(:disabled) { filter: brightness(1.08); }
  &:disabled { cursor: not-allowed; opacity: 0.55; }
  &[aria-busy='true'] { cursor: progress; opacity: 1; }
`;

const Spinner = styled.span`
  width: 18px;
  height: 18px;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.7s linear infinite;
`;

export function LoadingButton({ onClick, isLoading = false, disabled, variant = 'primary', children, type = 'button', ...props }: LoadingButtonProps) {
  const [running, setRunning] = useState(false);
  const busy = isLoading || running;

  async function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (disabled || busy || !onClick) return;
    const result = onClick(event);
    if (!(result instanceof Promise)) return;
    setRunning(true);
    try {
      await result;
    } finally {
      setRunning(false);
    }
  }

  return (
    <Button {...props} type={type} $variant={variant} disabled={disabled || busy} aria-busy={busy} onClick={handleClick}>
      {busy ? <Spinner role="progressbar" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
