// Entry `@rentline/webhook-signer/web`: the Web Crypto API. Nothing in this entry's import graph may import
// a `node:` module (test/runtime-neutral.test.ts and test/consumer.test.ts check source and build).
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
export { createMemoryStore, type EventStore, type MemoryStore, type MemoryStoreOptions } from './store.js';
export type {
  KnownWebhookEventType,
  SignOptions,
  VerifyOptions,
  WebhookEvent,
  WebhookPayload,
  WebhookSecrets,
} from './types.js';
export { constructEventAsync, signAsync, verifyAsync } from './web-crypto.js';
