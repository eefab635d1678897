// A labelled input with its hint and its error, wired for screen readers (aria-invalid, aria-describedby).
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown after the input inside the field frame, e.g. an availability mark. */
  adornment?: ReactNode;
};

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.ink};
`;

const Frame = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1.5px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};
  font: 400 1rem ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.ink};
  &:focus { border-color: ${({ theme }) => theme.colors.brandBlue}; }
`;

const Adornment = styled.span`
  position: absolute;
  right: 12px;
  display: flex;
  align-items: center;
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

export function TextField({ label, error, hint, adornment, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Frame>
        <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} $invalid={Boolean(error)} {...inputProps} />
        {adornment ? <Adornment>{adornment}</Adornment> : null}
      </Frame>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}
