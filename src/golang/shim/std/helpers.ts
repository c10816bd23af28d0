// Helpers re-exports the native helpers for the standard-library shims.
export * from "../native";
import { shimType } from "../registry";
import type { Named } from "../../check/types";

/** shimTypeLazy returns a getter for a shim type, resolved on first use (after the package has loaded). */
export function shimTypeLazy(path: string, name: string): () => Named {
  let t: Named | undefined;
  return () => (t ??= shimType(path, name));
}
