/**
 * The DATA_DIR of a process that keeps nothing on disk (tests): an in-memory database, a temporary
 * media folder, and secrets of its own. A module of its own so that configuration can name it
 * without loading the database drivers.
 */
export const IN_MEMORY = 'memory://';
