// Entry `@rentline/webhook-signer/fetch`: the fetch-API receiver. Web Crypto only, no `node:` imports.
export type {
  HandlerContext,
  ReceiverErrorCode,
  ReceiverErrorInfo,
  ReceiverOptions,
  WebhookHandler,
} from './receivers/core.js';
export { DEFAULT_MAX_BODY_BYTES } from './receivers/core.js';
export {
  createFetchHandler,
  type ExecutionContextLike,
  type FetchHandlerContext,
  type FetchHandlerOptions,
} from './receivers/fetch.js';
export { createMemoryStore, type EventStore, type MemoryStore, type MemoryStoreOptions } from './store.js';
