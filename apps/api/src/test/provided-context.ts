/**
 * What the global setup hands every test file (vitest's `provide`/`inject`): the migrated, seeded
 * template database the file clones. Imported for its types wherever either side is type-checked,
 * also from outside the API's own project (the journeys' control server reaches test helpers).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: { url?: string; name?: string; dumpPath?: string };
  }
}

export {};
