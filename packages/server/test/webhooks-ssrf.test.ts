/**
 * The SSRF guard: the address classifier table, URL normalisation of literal IPs, the guarded DNS
 * lookup, the sender refusing private targets with `url_private` before any byte is sent, and the
 * keep-alive pool running the guarded lookup for every connection it opens.
 */
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentPool, type AgentPoolOptions } from '../src/webhooks/pool.js';
import { sendWebhook } from '../src/webhooks/sender.js';
import { type AddressClass, classifyAddress, guardedLookup, literalAddress } from '../src/webhooks/ssrf.js';
import { eventually, type Receiver, startReceiver } from './webhooks-receiver.js';

const table: [string, AddressClass][] = [
  // IPv4
  ['8.8.8.8', 'public'],
  ['1.1.1.1', 'public'],
  ['93.184.216.34', 'public'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'reserved'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.15.255.255', 'public'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['172.32.0.1', 'public'],
  ['192.168.0.1', 'private'],
  ['192.169.0.1', 'public'],
  ['100.63.255.255', 'public'],
  ['100.64.0.1', 'private'],
  ['100.127.255.255', 'private'],
  ['100.128.0.0', 'public'],
  ['169.254.169.254', 'link_local'],
  ['169.254.0.1', 'link_local'],
  ['192.0.0.8', 'reserved'],
  ['192.0.2.1', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['198.51.100.7', 'reserved'],
  ['203.0.113.9', 'reserved'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  // IPv6
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:169.254.169.254', 'link_local'],
  ['::ffff:0.0.0.0', 'unspecified'],
  ['::ffff:8.8.8.8', 'public'],
  ['::127.0.0.1', 'reserved'],
  ['64:ff9b::7f00:1', 'loopback'],
  ['64:ff9b::8.8.8.8', 'public'],
  ['64:ff9b:1::1', 'private'],
  ['2002:7f00:1::1', 'loopback'],
  ['2002:0808:0808::1', 'public'],
  ['fe80::1', 'link_local'],
  ['fe80::1%eth0', 'link_local'],
  ['febf::1', 'link_local'],
  ['fec0::1', 'private'],
  ['fc00::1', 'private'],
  ['fd12:3456:789a::1', 'private'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'reserved'],
  ['2001::1', 'reserved'],
  ['100::1', 'reserved'],
  ['2606:4700:4700::1111', 'public'],
  ['2a00:1450:4001:80b::200e', 'public'],
  // not addresses
  ['localhost', 'invalid'],
  ['256.0.0.1', 'invalid'],
  ['', 'invalid'],
];

describe('classifyAddress', () => {
  it.each(table)('%s is %s', (ip, cls) => {
    expect(classifyAddress(ip)).toBe(cls);
  });
});

describe('literal IPs in URLs are judged after the URL parser normalises them', () => {
  const cases: [string, string, AddressClass][] = [
    ['http://127.0.0.1/', '127.0.0.1', 'loopback'],
    ['http://2130706433/', '127.0.0.1', 'loopback'], // decimal
    ['http://0177.0.0.1/', '127.0.0.1', 'loopback'], // octal
    ['http://0x7f.1/', '127.0.0.1', 'loopback'], // hex, short form
    ['http://017700000001/', '127.0.0.1', 'loopback'],
    ['http://127.1/', '127.0.0.1', 'loopback'],
    ['http://0/', '0.0.0.0', 'unspecified'],
    ['http://0.0.0.0:8080/', '0.0.0.0', 'unspecified'],
    ['http://[::1]:3000/', '::1', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1', 'loopback'],
    ['http://[0:0:0:0:0:ffff:a9fe:a9fe]/', '::ffff:a9fe:a9fe', 'link_local'],
    ['https://3232235521/', '192.168.0.1', 'private'],
    ['http://134744072/', '8.8.8.8', 'public'],
  ];
  it.each(cases)('%s → %s (%s)', (url, literal, cls) => {
    const got = literalAddress(new URL(url));
    expect(got).toBe(literal);
    expect(classifyAddress(got as string)).toBe(cls);
  });
  it('a host name is not a literal', () => {
    expect(literalAddress(new URL('http://localhost/'))).toBeUndefined();
    expect(literalAddress(new URL('https://hooks.example.com/'))).toBeUndefined();
  });
});

/** A resolver answering from a table (stands in for DNS). */
const fakeDns =
  (answers: Record<string, string[]>) =>
  (host: string, _opts: unknown, cb: (err: Error | null, a: LookupAddress[]) => void) => {
    const a = answers[host];
    if (a === undefined) return cb(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), []);
    cb(
      null,
      a.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };

const lookupP = (lookup: ReturnType<typeof guardedLookup>, host: string, all: boolean) =>
  new Promise<{ err: any; addr: unknown; family?: number }>((resolve) => {
    (lookup as any)(host, { all }, (err: any, addr: unknown, family?: number) => resolve({ err, addr, family }));
  });

describe('guardedLookup checks every resolved address', () => {
  const lookup = guardedLookup(
    fakeDns({
      'public.test': ['93.184.216.34', '2606:4700:4700::1111'],
      'rebind.test': ['93.184.216.34', '127.0.0.1'],
      'meta.test': ['169.254.169.254'],
      'v6loop.test': ['::1'],
      'mapped.test': ['::ffff:10.1.2.3'],
    }),
  );
  it('passes public answers through (all and single)', async () => {
    const all = await lookupP(lookup, 'public.test', true);
    expect(all.err).toBeNull();
    expect(all.addr).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:4700:4700::1111', family: 6 },
    ]);
    const one = await lookupP(lookup, 'public.test', false);
    expect(one).toEqual({ err: null, addr: '93.184.216.34', family: 4 });
  });
  it.each(['rebind.test', 'meta.test', 'v6loop.test', 'mapped.test'])('refuses %s', async (host) => {
    const r = await lookupP(lookup, host, true);
    expect(r.err?.name).toBe('PrivateAddressError');
  });
  it('passes DNS errors on', async () => {
    const r = await lookupP(lookup, 'nxdomain.test', true);
    expect(r.err?.code).toBe('ENOTFOUND');
  });
  it('real DNS: localhost resolves to loopback and is refused', async () => {
    const r = await lookupP(guardedLookup(), 'localhost', true);
    expect(r.err?.name).toBe('PrivateAddressError');
  });
});

describe('sendWebhook refuses private targets before connecting', () => {
  let rx: Receiver;
  beforeAll(async () => {
    rx = await startReceiver();
  });
  afterAll(() => rx.close());

  const send = (url: string, allowPrivate = false) =>
    sendWebhook({ url, body: Buffer.from('{}'), secret: 'whsec_test', timeoutMs: 2000, allowPrivate });

  it('127.0.0.1, localhost, decimal, octal, [::ffff:127.0.0.1] and 0.0.0.0 all fail with url_private', async () => {
    const urls = [
      `http://127.0.0.1:${rx.port}/hook`,
      `http://localhost:${rx.port}/hook`,
      `http://2130706433:${rx.port}/hook`,
      `http://0177.0.0.1:${rx.port}/hook`,
      `http://[::ffff:127.0.0.1]:${rx.port}/hook`,
      `http://[::1]:${rx.port}/hook`,
      `http://0.0.0.0:${rx.port}/hook`,
    ];
    for (const url of urls) {
      const r = await send(url);
      expect(r, url).toMatchObject({ ok: false, error: 'url_private', response_status: null });
    }
    expect(rx.received).toHaveLength(0);
  });

  it('with WEBHOOK_ALLOW_PRIVATE_URLS the same target is reached', async () => {
    const r = await send(`http://127.0.0.1:${rx.port}/hook`, true);
    expect(r).toMatchObject({ ok: true, response_status: 200, error: null });
    const viaName = await send(`http://localhost:${rx.port}/hook`, true);
    expect(viaName.ok || viaName.error === 'connection_failed').toBe(true); // localhost may resolve to ::1 first
    expect(rx.received.length).toBeGreaterThanOrEqual(1);
  });
});

describe('the keep-alive pool keeps the guard on every connection', () => {
  let rx: Receiver;
  beforeAll(async () => {
    rx = await startReceiver();
  });
  afterAll(() => rx.close());

  const send = (url: string, pool: AgentPool, allowPrivate = false) =>
    sendWebhook({
      url,
      body: Buffer.from('{}'),
      secret: 'whsec_test',
      timeoutMs: 2000,
      allowPrivate,
      agent: pool.agentFor(url),
    });

  it('a name resolving to a private address is refused through a pooled agent; literals are checked before it', async () => {
    const pool = new AgentPool({
      maxSockets: 4,
      lookup: guardedLookup(
        fakeDns({
          'inside.test': ['127.0.0.1'],
          'rebind.test': ['93.184.216.34', '127.0.0.1'],
          localhost: ['::1', '127.0.0.1'],
        }),
      ),
    });
    try {
      for (const url of [
        `http://inside.test:${rx.port}/hook`,
        `http://rebind.test:${rx.port}/hook`,
        `http://localhost:${rx.port}/hook`,
        `http://127.0.0.1:${rx.port}/hook`,
        `http://[::ffff:127.0.0.1]:${rx.port}/hook`,
      ]) {
        expect(await send(url, pool), url).toMatchObject({ ok: false, error: 'url_private', response_status: null });
      }
      expect(rx.received).toHaveLength(0);
    } finally {
      pool.close();
    }
  });

  it("the agent's lookup runs for each new connection and never for a reused one", async () => {
    const resolved: string[] = [];
    // Maps a name to loopback (as private targets allowed would), counting resolutions.
    const lookup = ((host: string, opts: { all?: boolean }, cb: (...a: unknown[]) => void) => {
      resolved.push(host);
      if (opts?.all) cb(null, [{ address: '127.0.0.1', family: 4 }]);
      else cb(null, '127.0.0.1', 4);
    }) as unknown as AgentPoolOptions['lookup'];
    const pool = new AgentPool({ maxSockets: 2, lookup });
    try {
      const url = `http://hooks.test:${rx.port}/hook`;
      const before = rx.connections;
      for (let i = 0; i < 5; i++) expect((await send(url, pool, true)).ok).toBe(true);
      expect(rx.connections - before).toBe(1);
      expect(resolved).toEqual(['hooks.test']);
      await Promise.all([send(url, pool, true), send(url, pool, true)]);
      expect(rx.connections - before).toBe(2);
      expect(resolved).toEqual(['hooks.test', 'hooks.test']);
    } finally {
      pool.close();
    }
    await eventually(() => rx.openConnections === 0, 5000, 'pool closed its connections');
  });
});
