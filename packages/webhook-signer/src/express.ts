// Entry `@rentline/webhook-signer/express`: Express middleware (structural types: express is not a dependency).
export type {
  HandlerContext,
  ReceiverErrorCode,
  ReceiverErrorInfo,
  ReceiverOptions,
  WebhookHandler,
} from './receivers/core.js';
export { DEFAULT_MAX_BODY_BYTES } from './receivers/core.js';
export {
  createExpressMiddleware,
  type ExpressHandlerContext,
  type ExpressMiddlewareOptions,
  type ExpressRequestLike,
} from './receivers/express.js';
export type { NodeResponseLike } from './receivers/node-body.js';
export { createMemoryStore, type EventStore, type MemoryStore, type MemoryStoreOptions } from './store.js';
