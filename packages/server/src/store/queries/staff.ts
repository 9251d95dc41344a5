/**
 * What signing in needs of the store, apart from the staff record itself (read and written through
 * the generic resource queries): a member by email, their credentials (password hash, invitation),
 * their sessions, and the failed sign-ins and locks every instance counts. Members, credentials and
 * sessions are always looked up with their tenant; an invitation and a session are found by the
 * SHA-256 of their secret, which is the comparison (no secret is compared in our code).
 */
import type { Row } from '../rows.js';
import type { Sql } from '../sql.js';

export type StaffMemberRow = Row<'staff_members'>;
export type CredentialsRow = Row<'staff_credentials'>;
export type SessionRow = Row<'staff_sessions'>;

const MEMBER = `tenant_id, livemode, id, email, name, role, active, last_sign_in_at, created_at, updated_at`;

export class StaffQueries {
  constructor(private readonly sql: Sql) {}

  /** The member of `tenantId` with this (lowercased) email. */
  memberByEmail(tenantId: string, email: string): Promise<StaffMemberRow | undefined> {
    return this.sql.get<StaffMemberRow>(`SELECT ${MEMBER} FROM staff_members WHERE tenant_id = ? AND email = ?`, [
      tenantId,
      email,
    ]);
  }

  /** A member by id, in any tenant (ids are unique across tenants): for the CLI. */
  memberById(id: string): Promise<StaffMemberRow | undefined> {
    return this.sql.get<StaffMemberRow>(`SELECT ${MEMBER} FROM staff_members WHERE id = ?`, [id]);
  }

  async recordSignIn(tenantId: string, id: string, at: string): Promise<void> {
    await this.sql.run('UPDATE staff_members SET last_sign_in_at = ? WHERE tenant_id = ? AND id = ?', [
      at,
      tenantId,
      id,
    ]);
  }

  // ------------------------------------------------------------------------------------ credentials

  credentials(tenantId: string, staffId: string): Promise<CredentialsRow | undefined> {
    return this.sql.get<CredentialsRow>('SELECT * FROM staff_credentials WHERE tenant_id = ? AND staff_id = ?', [
      tenantId,
      staffId,
    ]);
  }

  /** The credentials whose open invitation has this token hash (expired or not). */
  credentialsByInvite(inviteHash: string): Promise<CredentialsRow | undefined> {
    return this.sql.get<CredentialsRow>('SELECT * FROM staff_credentials WHERE invite_hash = ?', [inviteHash]);
  }

  /** A new invitation (the previous one, if any, is void from now). */
  async setInvitation(tenantId: string, staffId: string, hash: string, expiresAt: string, at: string): Promise<void> {
    await this.sql.run(
      `INSERT INTO staff_credentials (tenant_id, staff_id, password_hash, invite_hash, invite_expires_at, updated_at)
       VALUES (?, ?, NULL, ?, ?, ?)
       ON CONFLICT (tenant_id, staff_id) DO UPDATE
         SET invite_hash = excluded.invite_hash, invite_expires_at = excluded.invite_expires_at,
             updated_at = excluded.updated_at`,
      [tenantId, staffId, hash, expiresAt, at],
    );
  }

  /**
   * Set the password and close the invitation, only while the invitation `inviteHash` is still the
   * open one: false when another request used or replaced it first.
   */
  async usePasswordInvitation(
    tenantId: string,
    staffId: string,
    inviteHash: string,
    passwordHash: string,
    at: string,
  ): Promise<boolean> {
    const n = await this.sql.run(
      `UPDATE staff_credentials SET password_hash = ?, invite_hash = NULL, invite_expires_at = NULL, updated_at = ?
        WHERE tenant_id = ? AND staff_id = ? AND invite_hash = ?`,
      [passwordHash, at, tenantId, staffId, inviteHash],
    );
    return n === 1;
  }

  async deleteCredentials(tenantId: string, staffId: string): Promise<void> {
    await this.sql.run('DELETE FROM staff_credentials WHERE tenant_id = ? AND staff_id = ?', [tenantId, staffId]);
  }

  // --------------------------------------------------------------------------------------- sessions

  async insertSession(row: SessionRow): Promise<void> {
    await this.sql.run(
      `INSERT INTO staff_sessions (id_hash, tenant_id, staff_id, created_at, last_seen_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [row.id_hash, row.tenant_id, row.staff_id, row.created_at, row.last_seen_at, row.expires_at],
    );
  }

  /** A session with its member, by the hash of its id. */
  session(idHash: string): Promise<(SessionRow & { member: StaffMemberRow }) | undefined> {
    return this.sql
      .get<SessionRow & { [K in keyof StaffMemberRow as `m_${K}`]: StaffMemberRow[K] }>(
        `SELECT s.id_hash, s.tenant_id, s.staff_id, s.created_at, s.last_seen_at, s.expires_at,
                m.tenant_id AS m_tenant_id, m.livemode AS m_livemode, m.id AS m_id, m.email AS m_email,
                m.name AS m_name, m.role AS m_role, m.active AS m_active, m.last_sign_in_at AS m_last_sign_in_at,
                m.created_at AS m_created_at, m.updated_at AS m_updated_at
           FROM staff_sessions s
           JOIN staff_members m ON m.tenant_id = s.tenant_id AND m.id = s.staff_id
          WHERE s.id_hash = ?`,
        [idHash],
      )
      .then((r) =>
        r === undefined
          ? undefined
          : {
              id_hash: r.id_hash,
              tenant_id: r.tenant_id,
              staff_id: r.staff_id,
              created_at: r.created_at,
              last_seen_at: r.last_seen_at,
              expires_at: r.expires_at,
              member: {
                tenant_id: r.m_tenant_id,
                livemode: r.m_livemode,
                id: r.m_id,
                email: r.m_email,
                name: r.m_name,
                role: r.m_role,
                active: r.m_active,
                last_sign_in_at: r.m_last_sign_in_at,
                created_at: r.m_created_at,
                updated_at: r.m_updated_at,
              },
            },
      );
  }

  /** Note a request of the session: only forward, so a slower writer never moves it back. */
  async touchSession(idHash: string, at: string): Promise<void> {
    await this.sql.run('UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ? AND last_seen_at < ?', [
      at,
      idHash,
      at,
    ]);
  }

  async deleteSession(idHash: string): Promise<boolean> {
    return (await this.sql.run('DELETE FROM staff_sessions WHERE id_hash = ?', [idHash])) > 0;
  }

  /** End every session of a member; returns how many there were. */
  deleteSessionsOf(tenantId: string, staffId: string): Promise<number> {
    return this.sql.run('DELETE FROM staff_sessions WHERE tenant_id = ? AND staff_id = ?', [tenantId, staffId]);
  }

  /** Forget a member's sessions that ended by themselves (idle since `idleBefore`, or past their end). */
  deleteLapsedSessions(tenantId: string, staffId: string, now: string, idleBefore: string): Promise<number> {
    return this.sql.run(
      `DELETE FROM staff_sessions WHERE tenant_id = ? AND staff_id = ? AND (expires_at <= ? OR last_seen_at <= ?)`,
      [tenantId, staffId, now, idleBefore],
    );
  }

  // ------------------------------------------------------------------------------- failed sign-ins

  /** The end of the lock on `subject`, if one runs past `now`. */
  async lockedUntil(subjects: readonly string[], now: string): Promise<string | undefined> {
    if (subjects.length === 0) return undefined;
    const row = await this.sql.get<{ until: string | null }>(
      `SELECT max(locked_until) AS until FROM sign_in_locks
        WHERE subject IN (${subjects.map(() => '?').join(', ')}) AND locked_until > ?`,
      [...subjects, now],
    );
    return row?.until ?? undefined;
  }

  /** Record a failure of `subject`; returns its failures since `since` (this one included). */
  async addFailure(subject: string, at: string, since: string): Promise<number> {
    await this.sql.run('INSERT INTO sign_in_failures (subject, at) VALUES (?, ?)', [subject, at]);
    const row = await this.sql.get<{ n: number | string }>(
      'SELECT count(*) AS n FROM sign_in_failures WHERE subject = ? AND at > ?',
      [subject, since],
    );
    return Number(row?.n ?? 0);
  }

  /** Lock `subject` until `until`; its failures are spent. */
  async lock(subject: string, until: string): Promise<void> {
    await this.sql.run(
      `INSERT INTO sign_in_locks (subject, locked_until) VALUES (?, ?)
       ON CONFLICT (subject) DO UPDATE SET locked_until = excluded.locked_until`,
      [subject, until],
    );
    await this.sql.run('DELETE FROM sign_in_failures WHERE subject = ?', [subject]);
  }

  /** Forget the failures and the lock of `subject` (a successful sign-in, an owner's unlock). */
  async clearFailures(subject: string): Promise<void> {
    await this.sql.run('DELETE FROM sign_in_failures WHERE subject = ?', [subject]);
    await this.sql.run('DELETE FROM sign_in_locks WHERE subject = ?', [subject]);
  }

  /** Forget failures and locks older than `before` (they no longer count), across subjects. */
  async forgetOldFailures(before: string): Promise<void> {
    await this.sql.run('DELETE FROM sign_in_failures WHERE at <= ?', [before]);
    await this.sql.run('DELETE FROM sign_in_locks WHERE locked_until <= ?', [before]);
  }
}
