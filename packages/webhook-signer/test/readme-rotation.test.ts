/**
 * The README's overlap-rotation example, run as written: the block that builds a two-signature header
 * is taken from the README and evaluated with the package's own functions, then both secrets must
 * verify it and a third must not.
 */
import { readFileSync } from 'node:fs';
import {
  formatSignatureHeader,
  parseSignatureHeader,
  sign,
  verify,
  WebhookVerificationError,
} from '@rentline/webhook-signer';
import { describe, expect, it } from 'vitest';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The first ```ts block after `marker`. */
function blockAfter(marker: string): string {
  const from = README.indexOf(marker);
  expect(from, marker).toBeGreaterThan(0);
  const block = /```ts\n([\s\S]*?)```/.exec(README.slice(from))?.[1];
  expect(block).toBeDefined();
  return block ?? '';
}

describe('README: rotating secrets with an overlap', () => {
  it('the two-signature header verifies with the old secret and with the new one', () => {
    const code = blockAfter('builds a two-signature header');
    expect(code).toContain('formatSignatureHeader');
    const body = JSON.stringify({ id: 'evt_1', type: 'booking.created', data: {} });
    const newSecret = 'whsec_new_0123456789';
    const oldSecret = 'whsec_old_0123456789';
    const run = new Function(
      'sign',
      'verify',
      'parseSignatureHeader',
      'formatSignatureHeader',
      'body',
      'newSecret',
      'oldSecret',
      `${code}\nreturn header;`,
    );
    const header: string = run(sign, verify, parseSignatureHeader, formatSignatureHeader, body, newSecret, oldSecret);
    const parsed = parseSignatureHeader(header);
    expect(parsed.signatures).toHaveLength(2);
    expect(() => verify(body, header, oldSecret)).not.toThrow();
    expect(() => verify(body, header, newSecret)).not.toThrow();
    expect(() => verify(body, header, 'whsec_other_0123456789')).toThrow(WebhookVerificationError);
  });
});
