import { describe, expect, it } from 'vitest';
import { configuredTags, contentSecurityPolicy } from '../security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

const STRICT =
  "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'; style-src 'self' 'nonce-abc'; style-src-attr 'unsafe-inline'; " +
  "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; media-src 'self' blob:; object-src 'none'; base-uri 'self'; " +
  "form-action 'self'; frame-ancestors 'none'; manifest-src 'self'; worker-src 'self' blob:";

describe('Content-Security-Policy and the third-party tags', () => {
  it('stays strict, naming no other host, while no tag id is configured (the default)', () => {
    expect(configuredTags({})).toEqual({ adTag: false, behaviorAnalytics: false });
    expect(contentSecurityPolicy('abc', { dev: false })).toBe(STRICT);
    expect(contentSecurityPolicy('abc', { dev: false, tags: configuredTags({ AD_TAG_ID: '', BEHAVIOR_ANALYTICS_SITE_ID: '' }) })).toBe(STRICT);
  });

  it('allows the ad tag’s hosts only when AD_TAG_ID is set', () => {
    const policy = contentSecurityPolicy('abc', { dev: false, tags: configuredTags({ AD_TAG_ID: 'AW-123456' }) });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic' https://www.googletagmanager.com");
    expect(directive(policy, 'connect-src')).toContain('https://www.google.com');
    expect(directive(policy, 'frame-src')).toBe('frame-src https://td.doubleclick.net');
    expect(policy).not.toContain('hotjar');
  });

  it('allows the behaviour-analytics widget’s hosts only when BEHAVIOR_ANALYTICS_SITE_ID is set', () => {
    const policy = contentSecurityPolicy('abc', { dev: false, tags: configuredTags({ BEHAVIOR_ANALYTICS_SITE_ID: '123' }) });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic' https://static.hotjar.com https://script.hotjar.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://*.hotjar.com https://*.hotjar.io wss://*.hotjar.com");
    expect(policy).not.toContain('googletagmanager');
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'nonce-abc'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });
});
