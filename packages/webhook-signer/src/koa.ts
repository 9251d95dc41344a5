// Entry `@rentline/webhook-signer/koa`: Koa middleware (structural types: koa is not a dependency).
export type {
  HandlerContext,
  ReceiverErrorCode,
  ReceiverErrorInfo,
  ReceiverOptions,
  WebhookHandler,
} from './receivers/core.js';
export { DEFAULT_MAX_BODY_BYTES } from './receivers/core.js';
export {
  createKoaMiddleware,
  type KoaContextLike,
  type KoaHandlerContext,
  type KoaMiddlewareOptions,
} from './receivers/koa.js';
export { createMemoryStore, type EventStore, type MemoryStore, type MemoryStoreOptions } from './store.js';
