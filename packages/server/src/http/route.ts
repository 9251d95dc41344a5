/**
 * Routes are declared as data: method, path, the zod schemas of query, body and response, and a thin
 * handler. The same declarations build the Koa router and the OpenAPI document, so the two cannot
 * drift apart.
 */
import type { Context } from 'koa';
import type { z } from 'zod';
import type { Scope } from '../db/repositories/scope.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface HandlerInput<Q = any, B = any> {
  ctx: Context;
  params: Record<string, string>;
  query: Q;
  body: B;
  /** The tenant and mode of the API key (routes with `auth: false` get none). */
  scope: Scope;
}

export interface HandlerResult {
  status?: number;
  body: unknown;
}

export interface RouteDef {
  method: HttpMethod;
  /** Koa style: `/v1/fleet-items/:id`. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  /** Needs an API key. Default true. */
  auth?: boolean;
  /** Honour `Idempotency-Key`. Default: true for POST. */
  idempotent?: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success response schema (for the OpenAPI document). */
  response?: z.ZodType;
  /** Success status. Default 200. */
  status?: number;
  /** A request body and a success response shown in the OpenAPI document and on /docs. */
  example?: { request?: unknown; response?: unknown };
  /** Error statuses this route can answer besides the common ones (OpenAPI). */
  errors?: number[];
  handler: (input: HandlerInput) => HandlerResult | Promise<HandlerResult>;
}

export const route = <Q = any, B = any>(
  def: Omit<RouteDef, 'handler'> & { handler: (input: HandlerInput<Q, B>) => HandlerResult | Promise<HandlerResult> },
): RouteDef => def as RouteDef;
