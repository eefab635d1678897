// The one styled <select> of the forms, matching the text inputs (height, border, radius, theme colours); framed with
// its label, hint and error by FormField (components/ui/form-field). SelectField is that frame around a select of plain
// options, for the pickers that need nothing more (the AI tools' subject, grade and course).
import styled from 'styled-components';
import { controlLook, FormField } from '../ui/form-field';

export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlLook}
  min-height: 48px;
  padding: 0 12px;
  max-width: 100%;
`;

type SelectOption = { value: string; label: string };

/** A labelled select of `options`; a `placeholder` adds an empty first choice. */
export function SelectField({ label, hint, value, options, onChange, placeholder, testId }: {
  label: string;
  hint?: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  placeholder?: string;
  testId?: string;
}) {
  return (
    <FormField label={label} hint={hint}>
      {(control) => (
        <Select {...control} value={value} data-testid={testId} onChange={(event) => onChange(event.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
