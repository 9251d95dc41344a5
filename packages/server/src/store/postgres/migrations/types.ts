/** Column types the PostgreSQL migrations share. */

/** Text compared byte by byte, as SQLite does: ids, keys and fixed-width ISO instants. */
export const C = 'text COLLATE "C"';
