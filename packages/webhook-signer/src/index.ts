// Entry `@rentline/webhook-signer`: the synchronous node:crypto API, plus everything `./web` exports
// (listed again rather than `export *` from the web entry, so that the build shares no empty chunk;
// test/exports.test.ts checks that the two lists agree).

export {
  isWebhookVerificationError,
  WEBHOOK_VERIFICATION_ERROR_CODES,
  WebhookVerificationError,
  type WebhookVerificationErrorCode,
} from './errors.js';
export {
  DEFAULT_TOLERANCE,
  formatSignatureHeader,
  MAX_HEADER_LENGTH,
  MAX_SIGNATURES,
  type ParsedSignatureHeader,
  parseSignatureHeader,
  SIGNATURE_HEADER,
} from './header.js';
export { sign } from './sign.js';
export { createMemoryStore, type EventStore, type MemoryStore, type MemoryStoreOptions } from './store.js';
export type {
  KnownWebhookEventType,
  SignOptions,
  VerifyOptions,
  WebhookEvent,
  WebhookPayload,
  WebhookSecrets,
} from './types.js';
export { constructEvent, verify } from './verify.js';
export { constructEventAsync, signAsync, verifyAsync } from './web-crypto.js';
