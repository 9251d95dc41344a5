/**
 * `rentline backup <file>`: SQLite's online backup API (better-sqlite3 `db.backup`) from the
 * database to `<file>`, while servers keep reading and writing. The pages are copied in one step
 * under one read transaction, so the copy is the database as of one commit (a multi-step copy would
 * restart whenever another connection writes). The copy is then checked with
 * `PRAGMA integrity_check`.
 */
import { statSync } from 'node:fs';
import { openConnection, schemaVersion } from './connection.js';

export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupResult {
  backup: string;
  database: string;
  pages: number;
  bytes: number;
  schema_version: number;
  integrity_check: string;
  duration_ms: number;
}

export async function backupDatabase(databasePath: string, file: string): Promise<BackupResult> {
  const db = openConnection(databasePath, { busyTimeoutMs: 5000 });
  try {
    const started = Date.now();
    const result = await db.backup(file, { progress: () => 0x7fffffff });
    const copy = openConnection(file);
    try {
      const integrity = String(copy.pragma('integrity_check', { simple: true }));
      if (integrity !== 'ok') throw new BackupError(`the backup failed its integrity check: ${integrity}`);
      return {
        backup: file,
        database: databasePath,
        pages: result.totalPages,
        bytes: statSync(file).size,
        schema_version: schemaVersion(copy),
        integrity_check: integrity,
        duration_ms: Date.now() - started,
      };
    } finally {
      copy.close();
    }
  } finally {
    db.close();
  }
}
