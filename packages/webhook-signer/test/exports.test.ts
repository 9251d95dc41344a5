// The entries are hand-written lists: check that they agree, so no barrel drifts from another.

import * as root from '@rentline/webhook-signer';
import * as express from '@rentline/webhook-signer/express';
import * as fetch from '@rentline/webhook-signer/fetch';
import * as koa from '@rentline/webhook-signer/koa';
import * as node from '@rentline/webhook-signer/node';
import * as web from '@rentline/webhook-signer/web';
import { describe, expect, it } from 'vitest';

const names = (m: object) => Object.keys(m).sort();

describe('entries', () => {
  it('the root entry is the web entry plus the sync API', () => {
    expect(names(root)).toEqual([...names(web), 'constructEvent', 'sign', 'verify'].sort());
  });

  it('the web entry exports the async API, errors, header helpers and the store', () => {
    expect(names(web)).toEqual(
      [
        'DEFAULT_TOLERANCE',
        'MAX_HEADER_LENGTH',
        'MAX_SIGNATURES',
        'SIGNATURE_HEADER',
        'WEBHOOK_VERIFICATION_ERROR_CODES',
        'WebhookVerificationError',
        'constructEventAsync',
        'createMemoryStore',
        'formatSignatureHeader',
        'isWebhookVerificationError',
        'parseSignatureHeader',
        'signAsync',
        'verifyAsync',
      ].sort(),
    );
  });

  it('each receiver entry exports its factory, the store and the body limit', () => {
    const common = ['DEFAULT_MAX_BODY_BYTES', 'createMemoryStore'];
    expect(names(fetch)).toEqual([...common, 'createFetchHandler'].sort());
    expect(names(koa)).toEqual([...common, 'createKoaMiddleware'].sort());
    expect(names(express)).toEqual([...common, 'createExpressMiddleware'].sort());
    expect(names(node)).toEqual([...common, 'RawBodyError', 'createNodeHandler', 'readRawBody'].sort());
  });

  it('shares one implementation between entries', () => {
    expect(root.createMemoryStore).toBe(web.createMemoryStore);
    expect(fetch.createMemoryStore).toBe(web.createMemoryStore);
    expect(root.WebhookVerificationError).toBe(web.WebhookVerificationError);
    expect(root.SIGNATURE_HEADER).toBe('service-signature');
    expect(root.DEFAULT_TOLERANCE).toBe(300);
    expect(fetch.DEFAULT_MAX_BODY_BYTES).toBe(1024 * 1024);
  });
});
