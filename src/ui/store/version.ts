/**
 * The persisted schema's plain constants, kept apart from ./schema.ts so the first load carries no
 * zod: the schemas are built only when saved progress is read back (persist/migrations.ts, loaded
 * on demand) or a file is imported.
 */

/** The schema version this build writes. Older versions are migrated (see persist/migrations.ts). */
export const SCHEMA_VERSION = 6;

/** MAX_DRILL_RESULTS: the drill results kept (oldest dropped); per-kind statistics keep counting. */
export const MAX_DRILL_RESULTS = 500;
