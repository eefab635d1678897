// TRUST_PROXY=true trusts the left-most X-Forwarded-For hop, which the client writes (security finding, Medium): the
// client address is the hop our own proxies appended, counted from the right.
import { describe, expect, it } from 'vitest';
import { clientIp } from '../request-meta';

const request = (forwarded: string | undefined, peer = '10.0.0.5') => ({ headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }, socket: { remoteAddress: peer } }) as never;

describe('TRUST_PROXY trusts the left-most X-Forwarded-For hop', () => {
  it('without trusted proxies the socket’s peer is the client, whatever the header says', () => {
    expect(clientIp(request('1.2.3.4'), 0)).toBe('10.0.0.5');
  });

  it('behind one proxy, a hop the client wrote in front is never the address', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; our proxy appended the address it saw (198.51.100.7).
    expect(clientIp(request('6.6.6.6, 198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientIp(request('198.51.100.7'), 1)).toBe('198.51.100.7');
  });

  it('behind two proxies, the hop the outer one appended', () => {
    expect(clientIp(request('6.6.6.6, 198.51.100.7, 10.0.0.2'), 2)).toBe('198.51.100.7');
    expect(clientIp(request('198.51.100.7,10.0.0.2'), 2)).toBe('198.51.100.7');
  });

  it('with no header behind a proxy, the peer', () => {
    expect(clientIp(request(undefined), 1)).toBe('10.0.0.5');
  });
});
