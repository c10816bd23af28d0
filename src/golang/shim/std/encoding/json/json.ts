// Package encoding/json: Marshal, MarshalIndent, Unmarshal and Valid over the json tags of Go
// values (../../../../eval/json.ts does the conversion), with Go's HTML-safe string escapes.
import type { ShimDefinition } from "../../../registry";
import { goString, jsString, sliceOf, sliceItems, type Slice, type Iface } from "../../helpers";
import { toJSON, fromJSON, type JSONValue } from "../../../../eval/json";
import { assigner } from "../../../../eval/typeops";
import { under } from "../../../../check/types";
import type { GoValue } from "../../../../eval/values";

const source = `package json

import "errors"

// Marshaler is the interface implemented by types that can marshal themselves into valid JSON (the lab does not call it).
type Marshaler interface {
	MarshalJSON() ([]byte, error)
}

// Unmarshaler is the interface implemented by types that can unmarshal a JSON description of themselves (the lab does not call it).
type Unmarshaler interface {
	UnmarshalJSON([]byte) error
}

// RawMessage is a raw encoded JSON value.
type RawMessage []byte

func marshal(v any, prefix, indent string, pretty bool) ([]byte, string)
func unmarshal(data []byte, v any) string
func valid(data []byte) bool

// Marshal returns the JSON encoding of v.
func Marshal(v any) ([]byte, error) {
	b, msg := marshal(v, "", "", false)
	if msg != "" {
		return nil, errors.New(msg)
	}
	return b, nil
}

// MarshalIndent is like Marshal but applies Indent to format the output.
func MarshalIndent(v any, prefix, indent string) ([]byte, error) {
	b, msg := marshal(v, prefix, indent, true)
	if msg != "" {
		return nil, errors.New(msg)
	}
	return b, nil
}

// Unmarshal parses the JSON-encoded data and stores the result in the value pointed to by v.
func Unmarshal(data []byte, v any) error {
	if msg := unmarshal(data, v); msg != "" {
		return errors.New(msg)
	}
	return nil
}

// Valid reports whether data is a valid JSON encoding.
func Valid(data []byte) bool { return valid(data) }
`;

const bytesOf = (s: Slice | null) =>
  jsString(
    sliceItems(s)
      .map((b) => String.fromCharCode(b as number))
      .join(""),
  );
const toBytes = (s: string) => sliceOf([...goString(s)].map((c) => c.charCodeAt(0)));

/** htmlSafe escapes <, > and & (and the JS line separators) as Go's encoder does. */
function htmlSafe(s: string): string {
  return s.replace(/[<>&\u2028\u2029]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}

function parse(text: string): { ok: true; v: JSONValue } | { ok: false; msg: string } {
  if (text.trim() === "") return { ok: false, msg: "unexpected end of JSON input" };
  try {
    return { ok: true, v: JSON.parse(text) as JSONValue };
  } catch (e) {
    const m = /position (\d+)/.exec(String(e));
    const at = m ? Number(m[1]) : -1;
    if (at < 0 || at >= text.length) return { ok: false, msg: "unexpected end of JSON input" };
    return { ok: false, msg: `invalid character '${text[at]}' looking for beginning of value` };
  }
}

/** jsonPackage is encoding/json. */
export const jsonPackage: ShimDefinition = {
  path: "encoding/json",
  source,
  natives: {
    marshal: (v: Iface | null, prefix: string, indent: string, pretty: boolean) => {
      const j = v === null ? null : toJSON(v.t, v.v);
      let text = pretty ? JSON.stringify(j, null, jsString(indent)) : JSON.stringify(j);
      if (pretty && prefix) text = text.split("\n").join("\n" + jsString(prefix));
      return [toBytes(htmlSafe(text)), ""];
    },
    unmarshal: (data: Slice | null, v: Iface | null) => {
      if (v === null || v.t.k !== "pointer" || v.v === null)
        return goString(`json: Unmarshal(${v === null ? "nil" : "non-pointer " + "value"})`);
      const r = parse(bytesOf(data));
      if (!r.ok) return goString(r.msg);
      const elem = v.t.elem;
      const val = fromJSON(elem, r.v) as GoValue;
      if (under(elem).k === "struct" || under(elem).k === "array") assigner(elem)(v.v, val);
      else (v.v as { v: GoValue }).v = val;
      return "";
    },
    valid: (data: Slice | null) => parse(bytesOf(data)).ok,
  },
};
