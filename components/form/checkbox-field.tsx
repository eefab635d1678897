// A checkbox with its label beside it, the whole line clickable (sign-up's newsletter box, the settings' newsletter).
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  font-weight: 600;
  cursor: pointer;
  input { flex: none; width: 22px; height: 22px; margin: 1px 0 0; accent-color: ${({ theme }) => theme.colors.brandBlue}; }
`;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode };

export function CheckboxField({ label, ...input }: Props) {
  return (
    <Label>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </Label>
  );
}
