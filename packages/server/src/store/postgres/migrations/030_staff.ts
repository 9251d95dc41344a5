/**
 * 030: staff accounts and their sign-in, as SQLite's 030: members (live records of the tenant,
 * emails lowercased), their credentials apart, sessions by the SHA-256 of their id (ending one bumps
 * both of the tenant's cache versions, in a constraint trigger deferred to commit as the others),
 * and the failed sign-ins and locks every instance counts.
 */
import { C } from './types.js';

export const sql = `
CREATE TABLE staff_members (
  tenant_id       ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode        boolean NOT NULL CHECK (livemode),
  id              ${C} NOT NULL,
  email           text NOT NULL,
  name            text NOT NULL,
  role            ${C} NOT NULL CHECK (role IN ('owner', 'manager', 'staff')),
  active          boolean NOT NULL DEFAULT true,
  last_sign_in_at ${C},
  created_at      ${C} NOT NULL,
  updated_at      ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
);
CREATE UNIQUE INDEX staff_members_email ON staff_members (tenant_id, email);
CREATE UNIQUE INDEX staff_members_id ON staff_members (id);
CREATE INDEX staff_members_list ON staff_members (tenant_id, livemode, created_at DESC, id DESC);

CREATE TABLE staff_credentials (
  tenant_id         ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  staff_id          ${C} NOT NULL,
  password_hash     text,
  invite_hash       ${C},
  invite_expires_at ${C},
  updated_at        ${C} NOT NULL,
  PRIMARY KEY (tenant_id, staff_id)
);
CREATE UNIQUE INDEX staff_credentials_invite ON staff_credentials (invite_hash) WHERE invite_hash IS NOT NULL;

CREATE TABLE staff_sessions (
  id_hash      ${C} PRIMARY KEY,
  tenant_id    ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  staff_id     ${C} NOT NULL,
  created_at   ${C} NOT NULL,
  last_seen_at ${C} NOT NULL,
  expires_at   ${C} NOT NULL
);
CREATE INDEX staff_sessions_member ON staff_sessions (tenant_id, staff_id);

CREATE FUNCTION cache_version_staff_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cache_version_bump(OLD.tenant_id, false);
  PERFORM cache_version_bump(OLD.tenant_id, true);
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER cache_version AFTER DELETE ON staff_sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_version_staff_session();

CREATE TABLE sign_in_failures (
  subject text NOT NULL,
  at      ${C} NOT NULL
);
CREATE INDEX sign_in_failures_subject ON sign_in_failures (subject, at);
CREATE INDEX sign_in_failures_at ON sign_in_failures (at);

CREATE TABLE sign_in_locks (
  subject      text PRIMARY KEY,
  locked_until ${C} NOT NULL
);
`;
