import { describe, expect, it } from 'vitest';
import { messageIdOf, SMTP_TIMEOUTS, smtpTransportOptions } from '../mail-transport';

describe('smtpTransportOptions', () => {
  it('requires STARTTLS for plain smtp:// to another host, with timeouts of seconds', () => {
    expect(smtpTransportOptions('smtp://user:pass@mail.example.org:587')).toEqual({ ...SMTP_TIMEOUTS, requireTLS: true, url: 'smtp://user:pass@mail.example.org:587' });
  });

  it('leaves smtps:// (TLS from the start) and a relay on this machine as they are', () => {
    for (const url of ['smtps://user:pass@mail.example.org:465', 'smtp://127.0.0.1:25', 'smtp://localhost:1025', 'smtp://[::1]:25']) {
      expect(smtpTransportOptions(url)).toEqual({ ...SMTP_TIMEOUTS, url });
    }
  });
});

describe('messageIdOf', () => {
  it('is the mail’s uuid at the domain of the sender’s address', () => {
    expect(messageIdOf('3F2504E0-4F89-41D3-9A0C-0305E82C3301', 'Knowly <no-reply@Knowly.de>')).toBe('<3f2504e0-4f89-41d3-9a0c-0305e82c3301@knowly.de>');
    expect(messageIdOf('3f2504e0-4f89-41d3-9a0c-0305e82c3301', 'no-reply@knowly.localhost')).toBe('<3f2504e0-4f89-41d3-9a0c-0305e82c3301@knowly.localhost>');
  });
});
