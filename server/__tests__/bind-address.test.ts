// A public signing secret (security finding, High), the exposure part: APP_ENV=local refuses to listen beyond loopback.
import { describe, expect, it } from 'vitest';
import { isLoopbackListenAddress, listenAddressOf, localOnNetworkProblem } from '../bind-address';

describe('A public signing secret: APP_ENV=local listens on loopback only', () => {
  it('reads the address next start was given', () => {
    expect(listenAddressOf(['node', 'next', 'start', '-p', '3000', '-H', '127.0.0.1'])).toBe('127.0.0.1');
    expect(listenAddressOf(['node', 'next', 'start', '--hostname=0.0.0.0'])).toBe('0.0.0.0');
    expect(listenAddressOf(['node', 'next', 'start', '-p', '3000'])).toBeNull();
  });

  it('knows loopback addresses and names', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', 'localhost', '::ffff:127.0.0.1']) expect(isLoopbackListenAddress(address), address).toBe(true);
    for (const address of ['0.0.0.0', '::', '192.168.1.20', 'example.org', null]) expect(isLoopbackListenAddress(address), String(address)).toBe(false);
  });

  it('refuses local on every interface or a network address unless told; other environments listen where they are told', () => {
    expect(localOnNetworkProblem({ appEnv: 'local', address: null, allowed: false })).toMatch(/every network interface[\s\S]*ALLOW_LOCAL_ENV_ON_NETWORK/);
    expect(localOnNetworkProblem({ appEnv: 'local', address: '0.0.0.0', allowed: false })).toMatch(/0\.0\.0\.0/);
    expect(localOnNetworkProblem({ appEnv: 'local', address: '0.0.0.0', allowed: true })).toBeNull();
    expect(localOnNetworkProblem({ appEnv: 'local', address: '127.0.0.1', allowed: false })).toBeNull();
    expect(localOnNetworkProblem({ appEnv: 'prod', address: null, allowed: false })).toBeNull();
  });
});
