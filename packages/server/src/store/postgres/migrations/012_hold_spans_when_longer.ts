/**
 * 012: nothing on PostgreSQL. SQLite's 012 makes its hold trigger write an item's longest hold only
 * when the hold is longer, which PostgreSQL's trigger (010) already does; the version is kept so both
 * stores number their migrations alike.
 */
export const sql = 'SELECT 1;';
