// The one button (spec §2): variants primary, secondary, outline, ghost and danger; sizes sm (44 px), md (48 px) and
// lg (52 px); a spinner while its request runs (an onClick that returns a promise) or when loading is forced, drawn
// over the label so the button keeps its width; a disabled or busy button ignores clicks. ButtonLink is the same look
// on a Link (navigation stays a link); buttonLook is for the rare element that must be something else (the label of
// a file input).
import { forwardRef, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Link, type LinkProps } from '../link';

type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
type ButtonSize = 'sm' | 'md' | 'lg';
type Look = { $variant: ButtonVariant; $size: ButtonSize };

/** Height, side padding (inside the 2 px border) and type size of each size. */
const SIZES: Record<ButtonSize, { height: number; padding: number; font: string }> = {
  sm: { height: 44, padding: 18, font: '0.95rem' },
  md: { height: 48, padding: 24, font: '1rem' },
  lg: { height: 52, padding: 24, font: '1rem' },
};

const VARIANTS = {
  primary: css`
    border-color: ${({ theme }) => theme.colors.brandBlue};
    background: ${({ theme }) => theme.colors.brandBlue};
    color: ${({ theme }) => theme.colors.onBrand};
    &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.brandHover}; background: ${({ theme }) => theme.colors.brandHover}; }
  `,
  secondary: css`
    border-color: ${({ theme }) => theme.colors.brandBlue};
    background: transparent;
    color: ${({ theme }) => theme.colors.brandBlue};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.brandTint}; }
  `,
  outline: css`
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.ink};
    &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.brandBlue}; }
  `,
  ghost: css`
    border-color: transparent;
    background: transparent;
    color: ${({ theme }) => theme.colors.ink};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  `,
  danger: css`
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerTint};
    color: ${({ theme }) => theme.colors.danger};
  `,
} satisfies Record<ButtonVariant, ReturnType<typeof css>>;

/** The look of a button of the given variant and size, for styled elements that cannot be a Button. */
export const buttonLook = css<Look>`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  max-width: 100%;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${({ $size }) => SIZES[$size].height}px;
  padding: 0 ${({ $size }) => SIZES[$size].padding}px;
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font: 700 ${({ $size }) => SIZES[$size].font} ${({ theme }) => theme.fonts.body};
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, border-color 0.15s ease;
  ${({ $variant }) => VARIANTS[$variant]}
  &:disabled { cursor: not-allowed; opacity: 0.55; }
  &[aria-busy='true'] { cursor: progress; opacity: 1; }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The label stays in place, only transparent, while the spinner turns over it: the width does not jump and the
 *  button keeps its accessible name. A label wraps between words only, never inside one ("Hinzu-fügen" on a phone,
 *  issue 33), whatever rule of the surrounding list breaks long titles anywhere: the doubled class outranks a
 *  container's `span { overflow-wrap: anywhere }`. */
const Label = styled.span<{ $busy: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: inherit;
  min-width: 0;
  text-align: center;
  opacity: ${({ $busy }) => ($busy ? 0 : 1)};
  && { overflow-wrap: normal; word-break: normal; hyphens: manual; }
`;

const Spinner = styled.span`
  position: absolute;
  inset: 0;
  width: 18px;
  height: 18px;
  margin: auto;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.7s linear infinite;
`;

const Base = styled.button<Look>`
  ${buttonLook}
`;

const LinkBase = styled(Link)<Look>`
  ${buttonLook}
`;

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  /** A promise returned here keeps the spinner turning until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  /** Show the spinner whatever the click handler does. */
  isLoading?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { onClick, isLoading = false, disabled, variant = 'primary', size = 'md', children, type = 'button', ...props },
  ref,
) {
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
    <Base {...props} ref={ref} type={type} $variant={variant} $size={size} disabled={disabled || busy} aria-busy={busy} onClick={handleClick}>
      <Label $busy={busy}>{children}</Label>
      {busy ? <Spinner aria-hidden="true" data-spinner="" /> : null}
    </Base>
  );
});

export type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize };

/** A link that looks like a button: for a call to action that goes somewhere (sign up, upload, go home). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink({ variant = 'primary', size = 'md', ...props }, ref) {
  return <LinkBase {...props} ref={ref} $variant={variant} $size={size} />;
});
