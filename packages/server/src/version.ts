/** The package version (kept in step with package.json by a test). */
export const VERSION = '0.2.0';
