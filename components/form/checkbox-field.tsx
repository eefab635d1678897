// A checkbox with its label beside it, the whole line clickable (sign-up's newsletter box, the settings' newsletter),
// and an optional hint and error below, named by aria-describedby like every other field's.
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Field, FieldError, FieldHint, useFieldIds } from '../ui/form-field';

const Label = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  font-weight: 600;
  cursor: pointer;
  input { flex: none; width: 22px; height: 22px; margin: 1px 0 0; accent-color: ${({ theme }) => theme.colors.brandBlue}; }
`;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { label: ReactNode; hint?: ReactNode; error?: string };

export function CheckboxField({ label, hint, error, ...input }: Props) {
  const { hintId, errorId, control } = useFieldIds({ hint: Boolean(hint), error: Boolean(error) });
  const box = (
    <Label>
      <input type="checkbox" {...control} {...input} />
      <span>{label}</span>
    </Label>
  );
  if (!hint && !error) return box;
  return (
    <Field>
      {box}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}
