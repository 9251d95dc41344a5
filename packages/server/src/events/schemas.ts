/** The event envelope as the events API returns it, and the list query. */
import { z } from 'zod';
import { livemode, paginationQuery, timestamp } from '../http/schemas.js';
import { EVENT_TYPES } from './types.js';

export const eventType = z.enum(EVENT_TYPES);

export const EventSchema = z
  .strictObject({
    id: z.string(),
    object: z.literal('event'),
    type: eventType,
    data: z.record(z.string(), z.unknown()),
    tenant_id: z.string(),
    created_at: timestamp,
    livemode,
  })
  .meta({ id: 'Event' });

export const EventListQuery = z.strictObject({ ...paginationQuery, type: eventType.optional() });
