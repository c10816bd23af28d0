// FieldsV1's JSON: a managedFields entry's field set is kept as the raw JSON bytes of its trie
// (metav1.FieldsV1.Raw), as its MarshalJSON/UnmarshalJSON keep them, both where objects move
// between Go and the engine (convert.ts) and in encoding/json.
import { goString, jsString, sliceOf, sliceItems, type Slice } from "../../../../../../native";
import { registerNamedJSON, META } from "../../../../../convert";
import { registerNamedCodec } from "../../../../../../../eval/json";

type Fields = { Raw: Slice | null };

/** rawJSON parses a FieldsV1's bytes (null when there are none or they are not JSON). */
function rawJSON(v: Fields): unknown {
  if (v.Raw === null) return null;
  const text = jsString(String.fromCharCode(...(sliceItems(v.Raw) as number[])));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** bytesOf encodes a JSON value as the bytes a FieldsV1 keeps. */
function bytesOf(j: unknown): Slice {
  return sliceOf([...goString(JSON.stringify(j))].map((c) => c.charCodeAt(0)));
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
