// @vitest-environment jsdom
// CheckboxField: a checkbox named by the label beside it, the whole line clickable, with a hint and an error that
// describe it like every other field's.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../styles/theme';
import { CheckboxField } from '../checkbox-field';
import { describedBy } from '../../../tests/fixtures/described-by';

afterEach(cleanup);

const renderBox = (props: Partial<ComponentProps<typeof CheckboxField>>) =>
  render(
    <ThemeProvider theme={theme}>
      <CheckboxField label="Send me the newsletter" {...props} />
    </ThemeProvider>,
  );

describe('CheckboxField', () => {
  it('is a checkbox named by its label', () => {
    renderBox({});
    const box = screen.getByLabelText('Send me the newsletter');
    expect(screen.getByRole('checkbox', { name: 'Send me the newsletter' })).toBe(box);
    expect(box.hasAttribute('aria-describedby')).toBe(false);
    expect(box.hasAttribute('aria-invalid')).toBe(false);
  });

  it('is ticked by a click on its label text and reports the change', () => {
    const onChange = vi.fn();
    renderBox({ onChange });
    fireEvent.click(screen.getByText('Send me the newsletter'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('describes the checkbox by its hint and its error and marks it invalid', () => {
    renderBox({ hint: 'Once a month.', error: 'Please decide.' });
    const box = screen.getByRole('checkbox', { name: 'Send me the newsletter' });
    expect(describedBy(box)).toEqual(['Once a month.', 'Please decide.']);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('describes the checkbox by its hint alone and leaves it valid', () => {
    renderBox({ hint: 'Once a month.' });
    const box = screen.getByRole('checkbox', { name: 'Send me the newsletter' });
    expect(describedBy(box)).toEqual(['Once a month.']);
    expect(box.hasAttribute('aria-invalid')).toBe(false);
  });
});
