/** 002: the event log, as SQLite's 002: every event row is written in the transaction of its change. */
import { C } from './types.js';

export const sql = `
CREATE TABLE events (
  tenant_id  ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode   boolean NOT NULL,
  id         ${C} NOT NULL,
  type       text NOT NULL,
  data       text NOT NULL,
  created_at ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
);
CREATE INDEX events_list ON events (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX events_type ON events (tenant_id, livemode, type, created_at DESC, id DESC);
`;
