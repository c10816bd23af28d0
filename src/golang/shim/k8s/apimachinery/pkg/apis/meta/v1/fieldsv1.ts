// FieldsV1's JSON: a managedFields entry's field set is kept as the raw JSON bytes of its trie
// (metav1.FieldsV1.Raw), as its MarshalJSON/UnmarshalJSON keep them, both where objects move
// between Go and the engine (convert.ts) and in encoding/json.
//
// Every Get converts each entry's trie and every write converts it back, while most reconcilers
// never look at the bytes. So Raw is a LazyBytes: its text is the trie's JSON (remembered per
// stored trie: the engine's are frozen and shared by every read of an object version), its bytes
// are built only when Go code reads them, and a write whose Raw was never read, or still holds
// exactly those bytes, sends the stored trie itself back instead of parsing a copy (the server
// then sees the entries it stored, by identity).
import { goString, jsString, LazyBytes, type Slice } from "../../../../../../native";
import { registerNamedJSON, META } from "../../../../../convert";
import { registerNamedCodec } from "../../../../../../../eval/json";

type Fields = { Raw: Slice | null };

/** texts remembers the JSON text (a Go byte string) of each frozen trie: it cannot change. */
const texts = new WeakMap<object, string>();

const NON_ASCII = /[^\u0000-\u007f]/; // eslint-disable-line no-control-regex -- any char above 0x7f

/** textOf returns a JSON value's text as Go's json.Marshal writes it (UTF-8 bytes). */
function textOf(j: unknown): string {
  const s = JSON.stringify(j);
  return NON_ASCII.test(s) ? goString(s) : s;
}

/** bytesOf encodes a JSON value as the bytes a FieldsV1 keeps (a new slice each call, encoded when
 * first used). A frozen trie is kept as the slice's origin, to be sent back while the bytes are
 * unchanged; any other value is encoded now (it may change later). */
function bytesOf(j: unknown): Slice {
  if (j !== null && typeof j === "object" && Object.isFrozen(j)) return new LazyBytes(j, frozenText);
  const text = textOf(j);
  return new LazyBytes(undefined, () => text);
}

/** frozenText returns a frozen trie's text, encoded once. */
function frozenText(j: unknown): string {
  let text = texts.get(j as object);
  if (text === undefined) {
    text = textOf(j);
    texts.set(j as object, text);
  }
  return text;
}

/** rawJSON parses a FieldsV1's bytes (null when there are none or they are not JSON); the bytes of a
 * frozen trie, unread or unchanged, give that trie. */
function rawJSON(v: Fields): unknown {
  const r = v.Raw;
  if (r === null) return null;
  let s: string;
  if (r instanceof LazyBytes && (r.untouched || sameBytes(r, r.text))) {
    if (r.origin !== undefined) return r.origin;
    s = r.text;
  } else {
    s = "";
    for (let i = 0; i < r.len; i++) s += String.fromCharCode(r.a[r.off + i] as number);
  }
  try {
    return JSON.parse(jsString(s)) as unknown;
  } catch {
    return null;
  }
}

/** sameBytes reports whether slice r holds exactly the bytes of the byte string s. */
function sameBytes(r: Slice, s: string): boolean {
  if (r.len !== s.length) return false;
  const a = r.a;
  for (let i = 0; i < s.length; i++) if (a[r.off + i] !== s.charCodeAt(i)) return false;
  return true;
}

/** fieldsV1JSON registers FieldsV1's JSON form with both converters. */
export function fieldsV1JSON(): void {
  registerNamedJSON(META, "FieldsV1", {
    to: (v: Fields) => rawJSON(v) ?? undefined,
    from: (j: unknown, zero: () => Fields) => {
      const o = zero();
      if (j !== null && j !== undefined) o.Raw = bytesOf(j);
      return o;
    },
  });
  registerNamedCodec(META, "FieldsV1", (zero) => ({
    toJSON: (v: Fields) => rawJSON(v) as never,
    fromJSON: (j) => {
      const o = zero() as Fields;
      if (j !== null) o.Raw = bytesOf(j);
      return o;
    },
  }));
}
