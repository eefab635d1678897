// A labelled input with its hint and its error (the frame of components/ui/form-field), and the styled input itself
// for the few inputs that sit in a frame of their own.
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { controlLook, FormField } from '../ui/form-field';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown after the input inside the field frame, e.g. an availability mark. */
  adornment?: ReactNode;
};

const Frame = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlLook}
  width: 100%;
  min-height: 48px;
  padding: 0 14px;
`;

const Adornment = styled.span`
  position: absolute;
  right: 12px;
  display: flex;
  align-items: center;
`;

export function TextField({ label, error, hint, adornment, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <Frame>
          <Input {...control} $invalid={Boolean(error)} {...inputProps} />
          {adornment ? <Adornment>{adornment}</Adornment> : null}
        </Frame>
      )}
    </FormField>
  );
}
