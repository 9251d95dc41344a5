/** The API's routes under `/console` (the console's own files are everything else there). */
export const CONSOLE_API_PATHS = ['/console/session', '/console/password'] as const;
