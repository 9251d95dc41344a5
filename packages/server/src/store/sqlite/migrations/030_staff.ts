/**
 * 030: staff accounts and their sign-in. A member (`staff_members`) belongs to the tenant, not to a
 * mode: its rows are stored as live records (livemode 1), and a session acts in either mode. Emails
 * are stored lowercased, so the unique index compares them case-insensitively.
 *
 * - `staff_credentials`: a member's scrypt password hash and open invitation (only the SHA-256 of
 *   its token), apart from the record the API shows, so no list or read of members touches them.
 * - `staff_sessions`: signed-in browsers, by the SHA-256 of the cookie's random session id. Ending a
 *   session deletes its row, which bumps the tenant's cache versions (both modes): a process that
 *   remembers sessions checks that version, as it does for API keys, so an ended session is refused
 *   by every process from the commit on.
 * - `sign_in_failures` / `sign_in_locks`: failed sign-ins per subject (an email of a tenant, or a
 *   client address) and the locks they set, in the database so every instance counts the same ones.
 */
const bump = (tenant: string, livemode: string) =>
  `INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (${tenant}, ${livemode}, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;`;

export const sql = `
CREATE TABLE staff_members (
  tenant_id       TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode        INTEGER NOT NULL CHECK (livemode = 1),
  id              TEXT NOT NULL,
  email           TEXT NOT NULL,
  name            TEXT NOT NULL,
  role            TEXT NOT NULL CHECK (role IN ('owner', 'manager', 'staff')),
  active          INTEGER NOT NULL DEFAULT 1,
  last_sign_in_at TEXT,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE UNIQUE INDEX staff_members_email ON staff_members (tenant_id, email);
CREATE UNIQUE INDEX staff_members_id ON staff_members (id);
CREATE INDEX staff_members_list ON staff_members (tenant_id, livemode, created_at DESC, id DESC);

CREATE TABLE staff_credentials (
  tenant_id         TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  staff_id          TEXT NOT NULL,
  password_hash     TEXT,
  invite_hash       TEXT,
  invite_expires_at TEXT,
  updated_at        TEXT NOT NULL,
  PRIMARY KEY (tenant_id, staff_id)
) STRICT;
CREATE UNIQUE INDEX staff_credentials_invite ON staff_credentials (invite_hash) WHERE invite_hash IS NOT NULL;

CREATE TABLE staff_sessions (
  id_hash      TEXT PRIMARY KEY,
  tenant_id    TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  staff_id     TEXT NOT NULL,
  created_at   TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  expires_at   TEXT NOT NULL
) STRICT;
CREATE INDEX staff_sessions_member ON staff_sessions (tenant_id, staff_id);
CREATE TRIGGER cache_version_staff_sessions_delete AFTER DELETE ON staff_sessions BEGIN
  ${bump('OLD.tenant_id', '0')}
  ${bump('OLD.tenant_id', '1')}
END;

CREATE TABLE sign_in_failures (
  subject TEXT NOT NULL,
  at      TEXT NOT NULL
) STRICT;
CREATE INDEX sign_in_failures_subject ON sign_in_failures (subject, at);
CREATE INDEX sign_in_failures_at ON sign_in_failures (at);

CREATE TABLE sign_in_locks (
  subject      TEXT PRIMARY KEY,
  locked_until TEXT NOT NULL
) STRICT;
`;
