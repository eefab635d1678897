// @vitest-environment jsdom
// SelectField: a select named by its label, showing its options (and an empty first choice for a placeholder), the
// chosen value selected, reporting the value picked.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../styles/theme';
import { SelectField } from '../select';

afterEach(cleanup);

const SUBJECTS = [
  { value: 'biology', label: 'Biology' },
  { value: 'maths', label: 'Maths' },
  { value: 'history', label: 'History' },
] as const;

function Picker({ placeholder, onChange }: { placeholder?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState('maths');
  return (
    <ThemeProvider theme={theme}>
      <SelectField
        label="Subject"
        value={value}
        options={SUBJECTS}
        placeholder={placeholder}
        testId="subject"
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </ThemeProvider>
  );
}

const options = () => screen.getAllByRole('option').map((option) => [(option as HTMLOptionElement).value, option.textContent]);

describe('SelectField', () => {
  it('is a select named by its label, showing its options with the given value selected', () => {
    render(<Picker onChange={vi.fn()} />);
    const select = screen.getByLabelText('Subject') as HTMLSelectElement;
    expect(screen.getByRole('combobox', { name: 'Subject' })).toBe(select);
    expect(select.dataset.testid).toBe('subject');
    expect(options()).toEqual([
      ['biology', 'Biology'],
      ['maths', 'Maths'],
      ['history', 'History'],
    ]);
    expect(select.value).toBe('maths');
    expect((screen.getByRole('option', { name: 'Maths' }) as HTMLOptionElement).selected).toBe(true);
  });

  it('reports the value picked and shows it selected', () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const select = screen.getByLabelText('Subject') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'history' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('history');
    expect(select.value).toBe('history');
  });

  it('puts an empty first choice for its placeholder', () => {
    const onChange = vi.fn();
    render(<Picker placeholder="Pick a subject" onChange={onChange} />);
    expect(options()[0]).toEqual(['', 'Pick a subject']);
    expect(options()).toHaveLength(4);
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith('');
  });
});
