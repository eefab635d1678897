// The frame of every form field: its label, the control, a hint and an error, wired for screen readers — the control
// gets the label's id, aria-describedby naming the hint and the error, and aria-invalid while there is an error.
// FormField hands those attributes to whatever control it frames (input, select, textarea); controlLook is the one
// look of the text-like controls.
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

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

/** Border, corners, surface, type and the focused border of inputs, selects and text areas. */
export const controlLook = css<{ $invalid?: boolean }>`
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1.5px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};
  font: 400 1rem ${({ theme }) => theme.fonts.body};
  &:focus { border-color: ${({ theme }) => theme.colors.brandBlue}; }
`;

/** The attributes FormField gives its control. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

/** The ids and attributes of a field whose hint and error are drawn elsewhere than in FormField's column. */
export function useFieldIds({ hint, error }: { hint: boolean; error: boolean }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: FieldControlProps = {
    id,
    'aria-describedby': [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
  };
  return { hintId, errorId, control };
}

export function FormField({ label, hint, error, children }: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The control, given its id, aria-describedby and aria-invalid. */
  children: (control: FieldControlProps) => ReactNode;
}) {
  const { hintId, errorId, control } = useFieldIds({ hint: Boolean(hint), error: Boolean(error) });
  return (
    <Field>
      <FieldLabel htmlFor={control.id}>{label}</FieldLabel>
      {children(control)}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}
