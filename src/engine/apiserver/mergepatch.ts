/**
 * Patches that are not apply: JSON merge patch (RFC 7386) and JSON patch (RFC 6902). Both are
 * applied to the currently stored object (fact 4).
 */
import { deepCopy, deepEqual, isPlainObject, newBadRequest, StatusError } from "../api";

/** mergePatch applies an RFC 7386 merge patch: objects merge, null deletes, anything else replaces. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isPlainObject(patch)) return deepCopy(patch);
  const out: Record<string, unknown> = isPlainObject(target) ? { ...target } : {};
  for (const k in patch) {
    const v = patch[k];
    if (v === null) delete out[k];
    else if (v !== undefined) out[k] = mergePatch(out[k], v);
  }
  return out;
}

/** JsonPatchOp is one RFC 6902 operation. */
export interface JsonPatchOp {
  op: "add" | "remove" | "replace" | "move" | "copy" | "test";
  path: string;
  from?: string;
  value?: unknown;
}

function unprocessable(message: string): StatusError {
  return new StatusError({ reason: "Invalid", code: 422, message });
}

function tokens(pointer: string): string[] {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) throw newBadRequest(`invalid JSON pointer: ${pointer}`);
  return pointer
    .slice(1)
    .split("/")
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}

function parentOf(doc: unknown, toks: string[]): { parent: unknown; last: string } {
  let cur = doc;
  for (const t of toks.slice(0, -1)) {
    if (Array.isArray(cur)) cur = cur[Number(t)];
    else if (isPlainObject(cur)) cur = cur[t];
    else cur = undefined;
    if (cur === undefined) throw unprocessable(`doc is missing path: "/${toks.join("/")}"`);
  }
  return { parent: cur, last: toks[toks.length - 1]! };
}

function getPointer(doc: unknown, pointer: string): unknown {
  let cur = doc;
  for (const t of tokens(pointer)) {
    if (Array.isArray(cur)) cur = cur[Number(t)];
    else if (isPlainObject(cur)) cur = cur[t];
    else return undefined;
  }
  return cur;
}

function removePointer(doc: unknown, pointer: string): unknown {
  const { parent, last } = parentOf(doc, tokens(pointer));
  if (Array.isArray(parent)) {
    const i = Number(last);
    if (!(i >= 0 && i < parent.length)) throw unprocessable(`unable to remove nonexistent key: ${last}: missing value`);
    return parent.splice(i, 1)[0];
  }
  if (isPlainObject(parent) && last in parent) {
    const v = parent[last];
    delete parent[last];
    return v;
  }
  throw unprocessable(`unable to remove nonexistent key: ${last}: missing value`);
}

function addPointer(doc: unknown, pointer: string, value: unknown): unknown {
  const toks = tokens(pointer);
  if (toks.length === 0) return value;
  const { parent, last } = parentOf(doc, toks);
  if (Array.isArray(parent)) {
    const i = last === "-" ? parent.length : Number(last);
    if (!(i >= 0 && i <= parent.length))
      throw unprocessable(`add operation does not apply: index out of bounds: ${last}`);
    parent.splice(i, 0, value);
  } else if (isPlainObject(parent)) parent[last] = value;
  else throw unprocessable(`doc is missing path: "${pointer}"`);
  return doc;
}

/** jsonPatch applies RFC 6902 operations to a copy of the document. */
export function jsonPatch(target: unknown, ops: unknown): unknown {
  if (!Array.isArray(ops)) throw newBadRequest("json patch must be an array of operations");
  let doc = deepCopy(target);
  for (const raw of ops as JsonPatchOp[]) {
    switch (raw.op) {
      case "add":
        doc = addPointer(doc, raw.path, deepCopy(raw.value));
        break;
      case "remove":
        removePointer(doc, raw.path);
        break;
      case "replace":
        if (getPointer(doc, raw.path) === undefined)
          throw unprocessable(`replace operation does not apply: doc is missing key: ${raw.path}: missing value`);
        if (raw.path === "") doc = deepCopy(raw.value);
        else {
          removePointer(doc, raw.path);
          doc = addPointer(doc, raw.path, deepCopy(raw.value));
        }
        break;
      case "move": {
        const v = removePointer(doc, raw.from ?? "");
        doc = addPointer(doc, raw.path, v);
        break;
      }
      case "copy":
        doc = addPointer(doc, raw.path, deepCopy(getPointer(doc, raw.from ?? "")));
        break;
      case "test":
        if (!deepEqual(getPointer(doc, raw.path), raw.value))
          throw unprocessable(`testing value ${raw.path} failed: test failed`);
        break;
      default:
        throw newBadRequest(`Unexpected kind: ${String((raw as { op: unknown }).op)}`);
    }
  }
  return doc;
}
