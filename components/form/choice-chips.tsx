// A group of choices shown as chips: one or several may be picked (toggle buttons with aria-pressed).
import styled from 'styled-components';

export type Choice = { id: string; label: string };

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const Chip = styled.button`
  min-height: 44px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};
  font: 600 0.95rem ${({ theme }) => theme.fonts.body};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brandBlue};
    background: ${({ theme }) => theme.colors.brandBlue};
    color: ${({ theme }) => theme.colors.onBrand};
  }
`;

export function ChoiceChips({ choices, selected, multiple, onChange, label }: {
  choices: Choice[];
  selected: string[];
  multiple: boolean;
  onChange: (selected: string[]) => void;
  label: string;
}) {
  function toggle(id: string) {
    const isOn = selected.includes(id);
    if (multiple) onChange(isOn ? selected.filter((value) => value !== id) : [...selected, id]);
    else onChange(isOn ? [] : [id]);
  }
  return (
    <Group role="group" aria-label={label}>
      {choices.map((choice) => (
        <Chip key={choice.id} type="button" aria-pressed={selected.includes(choice.id)} onClick={() => toggle(choice.id)}>
          {choice.label}
        </Chip>
      ))}
    </Group>
  );
}
