import { describe, expect, it } from 'vitest';
import { documentFilenameOf, documentPathOf } from '../document-link';

const ORIGIN = 'http://de.localhost:3000';

describe('the details page’s url parameter (spec §2 /knows/create/details?url)', () => {
  it('takes a path or an absolute URL of the site’s own origin', () => {
    expect(documentPathOf('/files/summary.pdf?v=2', ORIGIN)).toBe('/files/summary.pdf?v=2');
    expect(documentPathOf('http://de.localhost:3000/files/a.pdf', ORIGIN)).toBe('/files/a.pdf');
  });

  it('refuses another origin, a protocol-relative address, another scheme and nothing', () => {
    expect(documentPathOf('https://evil.example/a.pdf', ORIGIN)).toBeNull();
    expect(documentPathOf('//evil.example/a.pdf', ORIGIN)).toBeNull();
    expect(documentPathOf('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(documentPathOf('http://fr.localhost:3000/a.pdf', ORIGIN)).toBeNull();
    expect(documentPathOf(undefined, ORIGIN)).toBeNull();
  });

  it('names the document after filename, else the path, else document.pdf', () => {
    expect(documentFilenameOf('Zusammenfassung.pdf', '/files/x')).toBe('Zusammenfassung.pdf');
    expect(documentFilenameOf('../../etc/Notizen.pdf', '/files/x')).toBe('Notizen.pdf');
    expect(documentFilenameOf(undefined, '/files/Mitose%20Kapitel.pdf?v=1')).toBe('Mitose Kapitel.pdf');
    expect(documentFilenameOf(undefined, '/')).toBe('document.pdf');
  });
});
