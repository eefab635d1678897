// A labelled select of the AI pages (subject, grade, course, length): FormField with the form controls' look.
import styled from 'styled-components';
import { controlLook, FormField } from '../../../components/ui/form-field';

const Select = styled.select<{ $invalid?: boolean }>`
  ${controlLook}
  min-height: 48px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
`;

export function SelectField({ label, value, options, onChange, placeholder, testId }: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  placeholder?: string;
  testId?: string;
}) {
  return (
    <FormField label={label}>
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
