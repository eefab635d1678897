// The one Cookie-header reader: exact names, values with '=' in them, spaces, missing cookies, percent-decoding.
import { describe, expect, it } from 'vitest';
import { cookieValue, decodedCookieValue } from '../cookies';

describe('cookieValue', () => {
  it('finds one cookie by its exact name, keeping "=" inside the value', () => {
    const header = 'a=1; knowly_access_token=ey.J=x; knowly=2';
    expect(cookieValue(header, 'knowly_access_token')).toBe('ey.J=x');
    expect(cookieValue(header, 'knowly')).toBe('2');
    expect(cookieValue(header, 'know')).toBeUndefined();
  });

  it('answers undefined without a header or for a nameless part', () => {
    expect(cookieValue(undefined, 'a')).toBeUndefined();
    expect(cookieValue('=;;=', '')).toBeUndefined();
  });
});

describe('decodedCookieValue', () => {
  it('decodes what js-cookie encoded, and gives up on a broken encoding', () => {
    expect(decodedCookieValue('name=L%C3%A9a', 'name')).toBe('Léa');
    expect(decodedCookieValue('name=%E0%A4%A', 'name')).toBeUndefined();
  });
});
