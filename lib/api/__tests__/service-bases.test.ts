// Spec §7 environment hosts: the client's base per service from the site's environment config.
import { describe, expect, it } from 'vitest';
import { serviceBasesForHost, serviceUrl } from '../service-bases';

describe('service bases per site (spec §7)', () => {
  it('sends a production site to its region’s backend edge host, the global auth host and the analytics host', () => {
    expect(serviceBasesForHost('knowly.de')).toEqual({
      main: 'https://api-eu.knowly.com/api/v1',
      auth: 'https://auth.knowly.com/api/auth',
      analytics: 'https://analytics.knowly.com/api/analytics',
    });
    expect(serviceBasesForHost('knowly.com.br').main).toBe('https://api-us.knowly.com/api/v1');
    expect(serviceBasesForHost('knowly.ph').main).toBe('https://api-ap.knowly.com/api/v1');
    expect(serviceBasesForHost('KNOWLY.COM').auth).toBe('https://auth.knowly.com/api/auth');
  });

  it('uses the staging and dev hosts on those sites', () => {
    expect(serviceBasesForHost('staging.knowly.fr')).toEqual({
      main: 'https://api-eu-staging.knowly.com/api/v1',
      auth: 'https://auth-staging.knowly.com/api/auth',
      analytics: 'https://analytics-staging.knowly.com/api/analytics',
    });
    expect(serviceBasesForHost('dev.knowly.mx').main).toBe('https://api-us-dev.knowly.com/api/v1');
  });

  it('points every service at this server in local (and on a host no table knows)', () => {
    const sameOrigin = { main: '/api/v1', auth: '/api/auth', analytics: '/api/analytics' };
    expect(serviceBasesForHost('de.localhost')).toEqual(sameOrigin);
    expect(serviceBasesForHost('localhost')).toEqual(sameOrigin);
    expect(serviceBasesForHost('127.0.0.1')).toEqual(sameOrigin);
  });

  it('puts an endpoint path of a service on that service’s base, and leaves the web app’s own paths alone', () => {
    const bases = serviceBasesForHost('knowly.de');
    expect(serviceUrl(bases, 'auth', '/api/auth/oauth/token')).toBe('https://auth.knowly.com/api/auth/oauth/token');
    expect(serviceUrl(bases, 'analytics', '/api/analytics/events')).toBe('https://analytics.knowly.com/api/analytics/events');
    expect(serviceUrl(bases, 'main', '/api/server-time')).toBe('/api/server-time');
  });
});
