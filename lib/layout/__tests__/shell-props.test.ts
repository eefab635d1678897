// The crash screen rendered in the browser keeps the shell's props of the last page (lib/layout/shell-props.ts): its
// translations, site, experiments and sign-in state; a page with its own keeps its own, and nothing is kept on the server.
import { describe, expect, it } from 'vitest';
import { shellMemory, withShellProps, type ShellMemory } from '../shell-props';

const translations = { initialLocale: 'de', initialI18nStore: { de: { common: { errorTitle: 'Da ist etwas schiefgelaufen' } } }, ns: ['common'] };
const page = { _nextI18Next: translations, site: { countryCode: 'DE' }, experiments: { mkr: 'control' }, signedIn: true, profile: { name: 'Lena' } };

describe('withShellProps', () => {
  it('completes a page without the shell’s props (the crash screen) from the last page that had them, and nothing else of it', () => {
    const memory: ShellMemory = { last: null };
    expect(withShellProps(page, memory)).toBe(page);
    expect(withShellProps({ statusCode: 500 }, memory)).toEqual({ _nextI18Next: translations, site: { countryCode: 'DE' }, experiments: { mkr: 'control' }, signedIn: true, statusCode: 500 });
  });

  it('leaves a page with its own props alone, and a first page without any as it is', () => {
    const memory: ShellMemory = { last: null };
    expect(withShellProps({ statusCode: 500 }, memory)).toEqual({ statusCode: 500 });
    const french = { ...page, _nextI18Next: { ...translations, initialLocale: 'fr' }, site: { countryCode: 'FR' } };
    withShellProps(page, memory);
    expect(withShellProps(french, memory)).toBe(french);
    expect(withShellProps({ statusCode: 500 }, memory)).toMatchObject({ site: { countryCode: 'FR' } });
  });

  it('keeps nothing between renders on the server', () => {
    withShellProps(page, shellMemory());
    expect(shellMemory().last).toBeNull();
  });
});
