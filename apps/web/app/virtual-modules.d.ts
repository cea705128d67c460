/** A language's shell catalogs as a file of the build (catalog-chunks.ts). */
declare module 'virtual:catalogs/*/shell' {
  const catalogs: import('./lib/i18n').ShellCatalogs;
  export default catalogs;
}

/** A language's `account` group of catalog sections as a file of the build (catalog-chunks.ts). */
declare module 'virtual:catalogs/*/account' {
  const common: Record<string, unknown>;
  export default common;
}

/** A language's `team` group (the back office's words) as a file of the build (catalog-chunks.ts). */
declare module 'virtual:catalogs/*/team' {
  const common: Record<string, unknown>;
  export default common;
}
