// Vite's import.meta.glob, as far as engine tests use it (scenario/testing.ts loads the
// built-in scenario files through it under vitest). Engine code proper never calls it.
interface ImportMeta {
  glob(pattern: string, options: { query: "?raw"; import: "default"; eager: true }): Record<string, string>;
}
