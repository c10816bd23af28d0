/**
 * The sandbox's starting files (content/sandbox/): a minimal correct App reconciler and a
 * file for the learner's own CRD types. Bundled as text; the types file comes first, the
 * reconciler last (the lab compiles support files first).
 */
import type { LabFile } from "../../../worker";

const TEXTS = import.meta.glob("../../../../content/sandbox/*.go", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

const text = (name: string): string => {
  const path = Object.keys(TEXTS).find((p) => p.endsWith(`/${name}`));
  if (!path) throw new Error(`content/sandbox/${name} is missing`);
  return TEXTS[path] as string;
};

/** STARTER_FILES: the sandbox's files in compile order. */
export const STARTER_FILES: readonly LabFile[] = [
  { name: "types.go", source: text("types.go") },
  { name: "app_controller.go", source: text("app_controller.go") },
];
