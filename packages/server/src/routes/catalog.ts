/** GET list / GET one / POST / PATCH / DELETE for one resource kind, declared once. */
import type { z } from 'zod';
import type { AppServices } from '../app.js';
import { pageRequest } from '../http/pagination.js';
import { type RouteDef, route } from '../http/route.js';
import { DeletedSchema, listOf } from '../schemas/common.js';
import {
  createResource,
  deleteResource,
  getResource,
  listResources,
  type ResourceKind,
  updateResource,
} from '../services/resources.js';

export interface CrudSpec {
  kind: ResourceKind;
  /** `/v1/fleet-items` */
  path: string;
  tag: string;
  /** Operation id stem, e.g. `FleetItem`. */
  name: string;
  plural: string;
  create: z.ZodType;
  update: z.ZodType;
  record: z.ZodType;
  listQuery: z.ZodType;
  /** Query fields → equality filters of the list. */
  filters?: (query: Record<string, string | undefined>) => Record<string, string | number | boolean | null>;
}

export function crudRoutes(s: AppServices, spec: CrudSpec): RouteDef[] {
  const { kind, path } = spec;
  const label = kind.label;
  return [
    route<Record<string, string | undefined>>({
      method: 'GET',
      path,
      operationId: `list${spec.plural}`,
      summary: `List ${label}s, newest first`,
      tag: spec.tag,
      query: spec.listQuery,
      response: listOf(spec.record),
      handler: ({ query, scope }) => {
        const filters = spec.filters?.(query) ?? {};
        const page = pageRequest(query, path, scope, filters);
        return { body: listResources(s.db, kind, scope, path, page, filters) };
      },
    }),
    route({
      method: 'POST',
      path,
      operationId: `create${spec.name}`,
      summary: `Create a ${label}`,
      tag: spec.tag,
      body: spec.create,
      response: spec.record,
      status: 201,
      handler: ({ body, scope }) => ({ status: 201, body: createResource(s.db, kind, scope, body, s.clock()) }),
    }),
    route({
      method: 'GET',
      path: `${path}/:id`,
      operationId: `get${spec.name}`,
      summary: `Retrieve a ${label}`,
      tag: spec.tag,
      response: spec.record,
      errors: [404],
      handler: ({ params, scope }) => ({ body: getResource(s.db, kind, scope, params.id as string) }),
    }),
    route({
      method: 'PATCH',
      path: `${path}/:id`,
      operationId: `update${spec.name}`,
      summary: `Update a ${label} (only the fields sent)`,
      tag: spec.tag,
      body: spec.update,
      response: spec.record,
      errors: [404],
      handler: ({ params, body, scope }) => ({
        body: updateResource(s.db, kind, scope, params.id as string, body, s.clock()),
      }),
    }),
    route({
      method: 'DELETE',
      path: `${path}/:id`,
      operationId: `delete${spec.name}`,
      summary: `Delete a ${label}`,
      tag: spec.tag,
      response: DeletedSchema,
      errors: [404],
      handler: ({ params, scope }) => ({ body: deleteResource(s.db, kind, scope, params.id as string) }),
    }),
  ];
}
