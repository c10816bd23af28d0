/**
 * Field selectors: `metadata.name=x,metadata.namespace!=y`, like fields.ParseSelector. Only
 * metadata.name and metadata.namespace are supported (what every resource serves); other
 * fields give the server's 400.
 */
import { newBadRequest } from "./errors";
import type { KubeObject } from "./object";

/** FieldSelector matches objects by metadata fields. */
export interface FieldSelector {
  matches(obj: KubeObject): boolean;
  /** exactName returns the name when the selector pins metadata.name=<x> (a point read). */
  exactName(): string | undefined;
}

interface FieldReq {
  field: "metadata.name" | "metadata.namespace";
  neq: boolean;
  value: string;
}

/** parseFieldSelector parses the string form. */
export function parseFieldSelector(s: string): FieldSelector {
  const reqs: FieldReq[] = [];
  for (const raw of s.split(",")) {
    const part = raw.trim();
    if (!part) continue;
    const m = /^([^=!]+)(==|=|!=)(.*)$/.exec(part);
    if (!m) throw newBadRequest(`invalid selector: '${s}'; can't understand '${part}'`);
    const field = m[1]!.trim();
    if (field !== "metadata.name" && field !== "metadata.namespace") {
      throw newBadRequest(`field label not supported: ${field}`);
    }
    reqs.push({ field, neq: m[2] === "!=", value: m[3]!.trim() });
  }
  return {
    matches(obj) {
      for (const r of reqs) {
        const v = r.field === "metadata.name" ? (obj.metadata.name ?? "") : (obj.metadata.namespace ?? "");
        if ((v === r.value) === r.neq) return false;
      }
      return true;
    },
    exactName() {
      return reqs.find((r) => r.field === "metadata.name" && !r.neq)?.value;
    },
  };
}
