import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import type { TrustProxy } from './config-proxy.js';

const dataDir = mkdtempSync(join(tmpdir(), 'lp-config-'));
/** What a production start must also give (config.ts), so the refusals checked here are TRUST_PROXY's own. */
const SITE = { PUBLIC_URL: 'https://library.example.org', SITE_NAME: '示例市图书馆', LIBRARY_EMAIL: 'service@library.example.org' };
const trustProxy = (value: string | undefined, nodeEnv = 'development') =>
  loadConfig({ DATA_DIR: dataDir, NODE_ENV: nodeEnv, ADMIN_PASSWORD: 'a-long-password', ...SITE, TRUST_PROXY: value }).trustProxy;

/** What Express makes of the setting: req.ip and req.protocol of one request from this host (127.0.0.1) with these headers. */
async function seenBy(setting: TrustProxy, headers: Record<string, string>) {
  const app = express();
  app.set('trust proxy', setting);
  app.get('/', (req, res) => void res.json({ ip: req.ip, protocol: req.protocol, secure: req.secure }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
    return (await response.json()) as { ip: string; protocol: string; secure: boolean };
  } finally {
    server.close();
  }
}

describe('TRUST_PROXY (issue 52)', () => {
  it('trusts a proxy on this host by default, as before the setting', () => {
    expect(trustProxy(undefined)).toBe('loopback');
    expect(trustProxy('')).toBe('loopback');
    expect(trustProxy(undefined, 'production')).toBe('loopback');
  });

  it('reads a hop count, a list of addresses, subnets and range names, or none', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2', 'production')).toBe(2);
    expect(trustProxy('10.0.0.0/8,192.168.1.5')).toBe('10.0.0.0/8,192.168.1.5');
    expect(trustProxy(' Loopback , 172.16.0.0/12, fd00::/8 ,::1')).toBe('loopback,172.16.0.0/12,fd00::/8,::1');
    expect(trustProxy('uniquelocal,linklocal')).toBe('uniquelocal,linklocal');
    for (const none of ['false', 'off', 'OFF', 'none', '0']) expect(trustProxy(none)).toBe(false);
    // Express compiles the setting when it is set, and throws on what it cannot parse.
    for (const given of ['2', ' Loopback , 172.16.0.0/12, fd00::/8 ,::1', '10.0.0.0/8,192.168.1.5', 'off']) {
      expect(() => express().set('trust proxy', trustProxy(given)), given).not.toThrow();
    }
  });

  it('stops the start on a typo instead of trusting nobody or everybody', () => {
    for (const typo of [
      'loopbak',
      '10.0.0.0/33',
      '1O.0.0.1',
      '10.0.0',
      'fd00::/129',
      '10.0.0.0/8;192.168.1.5',
      '10.0.0.0/8,',
      'yes',
      '17',
      '-1',
      '1.5',
      '10.0.0.0/8/1',
    ]) {
      expect(() => trustProxy(typo), typo).toThrow(ConfigError);
    }
    expect(() => trustProxy('loopbak')).toThrow(/TRUST_PROXY: "loopbak" is not an address, a CIDR subnet or one of loopback, linklocal, uniquelocal/);
  });

  it('refuses to trust every peer in production, saying why', () => {
    expect(trustProxy('true')).toBe(true);
    expect(() => trustProxy('true', 'production')).toThrow(/TRUST_PROXY=true is refused when NODE_ENV=production: .*forge X-Forwarded-For/);
  });

  it('means to Express what it says (req.ip, req.protocol)', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.7, 10.1.2.3', 'x-forwarded-proto': 'https' };
    // The peer (this host) is trusted, and so is the proxy before it in the list: the client is the one before.
    expect(await seenBy(trustProxy('loopback,10.0.0.0/8'), forwarded)).toEqual({ ip: '203.0.113.7', protocol: 'https', secure: true });
    // Only this host: the hop before it (10.1.2.3) is where the client's side begins.
    expect(await seenBy(trustProxy(undefined), forwarded)).toMatchObject({ ip: '10.1.2.3', secure: true });
    expect(await seenBy(trustProxy('1'), forwarded)).toMatchObject({ ip: '10.1.2.3', secure: true });
    expect(await seenBy(trustProxy('2'), forwarded)).toMatchObject({ ip: '203.0.113.7', secure: true });
    // A list without this host's address, and none at all: the headers are the client's own words.
    expect(await seenBy(trustProxy('10.0.0.0/8'), forwarded)).toEqual({ ip: '127.0.0.1', protocol: 'http', secure: false });
    expect(await seenBy(trustProxy('off'), forwarded)).toEqual({ ip: '127.0.0.1', protocol: 'http', secure: false });
  });
});
