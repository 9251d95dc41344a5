/**
 * A publishable key: the credential a shop puts in its web pages. It is public (shown in every
 * answer), of one mode, and works only from the origins it lists and only on the storefront's
 * endpoints. Requests find it by the SHA-256 of the key, never by comparing the key itself.
 */
import { z } from 'zod';
import { constraints } from '../core/constraints.js';
import { ID_PREFIX } from '../core/ids.js';
import { f } from './field.js';
import { defineRecord, type RecordOf } from './record.js';

/** Origins one key may list. */
export const MAX_ALLOWED_ORIGINS = 20;
const MAX_ORIGIN_LENGTH = 2048;

/**
 * Whether `value` is an origin exactly as a browser sends it in `Origin`: `scheme://host[:port]`,
 * http or https, lowercase host, no default port, no path, query, fragment or credentials. `"*"` is
 * not one (whether a key may hold it depends on its mode).
 */
export function isExactOrigin(value: string): boolean {
  // A wildcard host parses as a host named `*`: refused, as every pattern is.
  if (value.includes('*')) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
}

const ORIGIN_MESSAGE =
  'must be an exact origin: scheme, host and port as a browser sends it (https://shop.example.com, no path, ' +
  'no trailing slash, no wildcard), or "*" on a test key';

/** What JSON Schema can say of an origin: `*`, or http(s), a lowercase host or [IPv6], a port, nothing after. */
const ORIGIN_PATTERN = /^(?:\*|https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?)$/;

const origin = z
  .string()
  .min(1)
  .max(MAX_ORIGIN_LENGTH)
  .regex(ORIGIN_PATTERN, { message: ORIGIN_MESSAGE })
  .refine((v) => v === '*' || isExactOrigin(v), { message: ORIGIN_MESSAGE })
  .meta(
    constraints({
      code: 'parameter_invalid',
      rule: 'an origin as a browser sends it: a valid host, no default port (443 for https, 80 for http)',
    }),
  );

const originList = z
  .array(origin)
  .min(1)
  .max(MAX_ALLOWED_ORIGINS)
  .meta({
    ...constraints(
      { code: 'parameter_invalid', param: '*', rule: 'each origin listed once' },
      { code: 'parameter_invalid', param: '*', rule: '"*" only on a test key, and alone' },
      { code: 'parameter_invalid', param: '*', rule: "a live key's origins are https" },
    ),
    description:
      'The origins pages using this key are served from (1 to 20), exactly as browsers send them in `Origin`: ' +
      '`https://shop.example.com`, `http://localhost:8080`. No paths or wildcards; a test key may hold `"*"` (any ' +
      "origin); a live key's origins must be https. A request whose Origin is not listed is 403 origin_not_allowed.",
  });

export const PublishableKey = defineRecord({
  object: 'publishable_key',
  table: 'publishable_keys',
  prefix: ID_PREFIX.publishable_key,
  label: 'publishable key',
  schemaId: 'PublishableKey',
  fields: {
    key: f
      .text(z.string())
      .readOnly('')
      .meta({
        description: 'pk_test_… or pk_live_…: public, safe to put in a web page (storefront endpoints only)',
        examples: ['pk_test_4eC39HqLyjWDarjtT1zdp7dcXvB5pY8s'],
      }),
    allowed_origins: f.json(originList, z.array(z.string())),
    active: f.bool().default(true).meta({ description: 'An inactive key is refused (401 api_key_invalid)' }),
    /** SHA-256 of `key`: what a request's key is looked up by. */
    key_hash: f.text(z.string()).hidden(''),
  },
});
export type PublishableKeyRecord = RecordOf<typeof PublishableKey>;
