// Entry `@rentline/webhook-signer/node`: a node:http request listener and the raw-body reader.
export type {
  HandlerContext,
  ReceiverErrorCode,
  ReceiverErrorInfo,
  ReceiverOptions,
  WebhookHandler,
} from './receivers/core.js';
export { DEFAULT_MAX_BODY_BYTES, RawBodyError } from './receivers/core.js';
export { createNodeHandler, type NodeHandlerContext, type NodeHandlerOptions } from './receivers/node.js';
export {
  type NodeRequestLike,
  type NodeResponseLike,
  type ReadRawBodyOptions,
  readRawBody,
} from './receivers/node-body.js';
export { createMemoryStore, type EventStore, type MemoryStore, type MemoryStoreOptions } from './store.js';
