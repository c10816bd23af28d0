// Package encoding/json: Marshal, MarshalIndent, Unmarshal, Valid, Compact, Indent, HTMLEscape, the
// streaming Encoder and Decoder, Number and RawMessage, and the package's error types, as Go 1.19 has
// them. A type's MarshalJSON/UnmarshalJSON (json.Marshaler/Unmarshaler) and MarshalText/UnmarshalText
// (encoding.TextMarshaler/TextUnmarshaler) are called as Go calls them (encode.ts, decode.ts).
// Differences: the errors' Type fields hold a value whose String is the type's name (the lab has no
// reflect.Type), and a Decoder reads its whole reader on first use (the lab's readers are in memory).
import type { ShimDefinition } from "../../../registry";
import { sliceOf, sliceItems, type Slice, type Iface } from "../../helpers";
import { marshalText, EncodeAbort } from "./encode";
import { decodeInto } from "./decode";
import { parseDocument, Parser, SyntaxFailure, checkValid } from "./scan";
import { compactText, indentText, htmlEscapeText } from "./text";
import { fullTypeString, under } from "../../../../check/types";
import { ErrKind, type MakeError } from "./kinds";
import { goSource } from "./source";

const bytesOf = (s: Slice | null): string => (sliceItems(s) as number[]).map((b) => String.fromCharCode(b)).join("");
const toBytes = (s: string): Slice => sliceOf([...s].map((c) => c.charCodeAt(0)));

/** syntaxError builds a *SyntaxError (offset moved by base). */
const syntaxError = (mk: MakeError, e: SyntaxFailure, base = 0) =>
  mk(ErrKind.Syntax, "", e.msg, e.offset + base, "", "", null);

function invalidUnmarshal(v: Iface | null, mk: MakeError): Iface | null {
  if (v === null) return mk(ErrKind.InvalidUnmarshal, "", "", 0, "", "", null);
  if (under(v.t).k !== "pointer")
    return mk(ErrKind.InvalidUnmarshal, fullTypeString(v.t), "non-pointer", 0, "", "", null);
  if (v.v === null) return mk(ErrKind.InvalidUnmarshal, fullTypeString(v.t), "nil", 0, "", "", null);
  return null;
}

/** jsonPackage is encoding/json. */
export const jsonPackage: ShimDefinition = {
  path: "encoding/json",
  source: goSource,
  natives: {
    marshal: (v: Iface | null, escapeHTML: boolean, mk: MakeError) => {
      try {
        const text = v === null ? "null" : marshalText(v.t, v.v, escapeHTML, mk);
        return [toBytes(text), null];
      } catch (e) {
        if (e instanceof EncodeAbort) return [null, e.err];
        throw e;
      }
    },
    unmarshal: (data: Slice | null, v: Iface | null, useNumber: boolean, disallow: boolean, mk: MakeError) => {
      const text = bytesOf(data);
      const bad = checkValid(text);
      if (bad) return syntaxError(mk, bad);
      const inv = invalidUnmarshal(v, mk);
      if (inv) return inv;
      return decodeInto(text, parseDocument(text), v!, { useNumber, disallowUnknownFields: disallow, base: 0 }, mk);
    },
    // decodeNext decodes the value at data[off:]: it returns the offset after it, and done=true when only
    // spaces remain (io.EOF), cut=true when the input ends inside the value (io.ErrUnexpectedEOF).
    decodeNext: (
      data: Slice | null,
      off: number,
      v: Iface | null,
      useNumber: boolean,
      disallow: boolean,
      mk: MakeError,
    ) => {
      const text = bytesOf(data);
      const p = new Parser(text);
      p.i = off;
      p.skipSpace();
      if (p.i >= text.length) return [p.i, true, false, null];
      const start = p.i;
      let node;
      try {
        node = p.value();
      } catch (e) {
        if (!(e instanceof SyntaxFailure)) throw e;
        // The input ends inside the value; an invalid byte, even the last one ("[tru]"), is a syntax error.
        if (e.atEnd) return [start, false, true, null];
        return [start, false, false, syntaxError(mk, e)];
      }
      const inv = invalidUnmarshal(v, mk);
      if (inv) return [p.i, false, false, inv];
      const err = decodeInto(text, node, v!, { useNumber, disallowUnknownFields: disallow, base: 0 }, mk);
      return [p.i, false, false, err];
    },
    valid: (data: Slice | null) => checkValid(bytesOf(data)) === null,
    compact: (src: Slice | null, escapeHTML: boolean, mk: MakeError) => {
      const r = compactText(bytesOf(src), escapeHTML);
      return r instanceof SyntaxFailure ? [null, syntaxError(mk, r)] : [toBytes(r.text), null];
    },
    indent: (src: Slice | null, prefix: string, indent: string, mk: MakeError) => {
      const r = indentText(bytesOf(src), prefix, indent);
      return r instanceof SyntaxFailure ? [null, syntaxError(mk, r)] : [toBytes(r.text), null];
    },
    htmlEscape: (src: Slice | null) => toBytes(htmlEscapeText(bytesOf(src))),
  },
};
