// @vitest-environment jsdom
// TextField: a labelled input that passes its own attributes on, with its hint, its error and an adornment.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../styles/theme';
import { TextField, type TextFieldProps } from '../text-field';
import { describedBy } from '../../../tests/fixtures/described-by';

afterEach(cleanup);

const renderField = (props: Partial<TextFieldProps>) =>
  render(
    <ThemeProvider theme={theme}>
      <TextField label="Username" {...props} />
    </ThemeProvider>,
  );

describe('TextField', () => {
  it('is an input named by its label that passes its attributes on and reports what is typed', () => {
    const onChange = vi.fn();
    renderField({ name: 'username', autoComplete: 'username', required: true, onChange });
    const input = screen.getByLabelText('Username') as HTMLInputElement;
    expect(screen.getByRole('textbox', { name: 'Username' })).toBe(input);
    expect(input.name).toBe('username');
    expect(input.autocomplete).toBe('username');
    expect(input.required).toBe(true);
    fireEvent.change(input, { target: { value: 'ada' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('ada');
  });

  it('describes the input by its hint and leaves it valid', () => {
    renderField({ hint: '3 to 20 letters.' });
    const input = screen.getByLabelText('Username');
    expect(describedBy(input)).toEqual(['3 to 20 letters.']);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('describes the input by its hint and its error and marks it invalid', () => {
    renderField({ hint: '3 to 20 letters.', error: 'This username is taken.' });
    const input = screen.getByLabelText('Username');
    expect(describedBy(input)).toEqual(['3 to 20 letters.', 'This username is taken.']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows its adornment beside the input, outside the label', () => {
    renderField({ adornment: <span data-testid="mark">✓</span> });
    expect(screen.getByTestId('mark').textContent).toBe('✓');
    expect(screen.getByLabelText('Username').parentElement?.contains(screen.getByTestId('mark'))).toBe(true);
  });
});
