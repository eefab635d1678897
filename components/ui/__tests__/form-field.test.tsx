// @vitest-environment jsdom
// FormField, the frame of every field: the label names the control, the hint and the error describe it, and the
// error marks it invalid — whatever control it frames.
import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../styles/theme';
import { FormField } from '../form-field';
import { describedBy } from '../../../tests/fixtures/described-by';

afterEach(cleanup);

const renderField = (props: { hint?: string; error?: string }) =>
  render(
    <ThemeProvider theme={theme}>
      <FormField label="About you" {...props}>
        {(control) => <textarea {...control} />}
      </FormField>
    </ThemeProvider>,
  );

describe('FormField', () => {
  it('names the control it frames by its label', () => {
    renderField({});
    const control = screen.getByLabelText('About you');
    expect(control.tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'About you' })).toBe(control);
  });

  it('describes the control by nothing and leaves it valid when there is neither hint nor error', () => {
    renderField({});
    const control = screen.getByLabelText('About you');
    expect(control.hasAttribute('aria-describedby')).toBe(false);
    expect(control.hasAttribute('aria-invalid')).toBe(false);
  });

  it('describes the control by its hint, still valid', () => {
    renderField({ hint: 'A line or two.' });
    const control = screen.getByLabelText('About you');
    expect(describedBy(control)).toEqual(['A line or two.']);
    expect(control.hasAttribute('aria-invalid')).toBe(false);
  });

  it('describes the control by its hint and then its error, and marks it invalid while there is an error', () => {
    renderField({ hint: 'A line or two.', error: 'Too long.' });
    const control = screen.getByLabelText('About you');
    expect(describedBy(control)).toEqual(['A line or two.', 'Too long.']);
    expect(control.getAttribute('aria-invalid')).toBe('true');
  });

  it('gives each field its own ids, so two fields on a page do not name each other', () => {
    render(
      <ThemeProvider theme={theme}>
        <FormField label="First" error="First is wrong.">
          {(control) => <input {...control} />}
        </FormField>
        <FormField label="Second" error="Second is wrong.">
          {(control) => <input {...control} />}
        </FormField>
      </ThemeProvider>,
    );
    expect(describedBy(screen.getByLabelText('First'))).toEqual(['First is wrong.']);
    expect(describedBy(screen.getByLabelText('Second'))).toEqual(['Second is wrong.']);
  });
});
