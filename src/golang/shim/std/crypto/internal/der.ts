// Der reads and writes ASN.1 DER (X.690) as crypto/x509 needs it: a writer of the universal types
// certificates and keys use, and a reader that splits an encoding into tag-length-value elements.

export type Bytes = number[];

/** tlv encodes one element: its identifier octet, definite length, contents. */
export function tlv(tag: number, content: Bytes): Bytes {
  const n = content.length;
  if (n < 128) return [tag, n, ...content];
  const len: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) len.unshift(v & 255);
  return [tag, 0x80 | len.length, ...len, ...content];
}

export const TAG = {
  BOOLEAN: 0x01,
  INTEGER: 0x02,
  BIT_STRING: 0x03,
  OCTET_STRING: 0x04,
  NULL: 0x05,
  OID: 0x06,
  UTF8String: 0x0c,
  PrintableString: 0x13,
  T61String: 0x14,
  IA5String: 0x16,
  UTCTime: 0x17,
  GeneralizedTime: 0x18,
  BMPString: 0x1e,
  SEQUENCE: 0x30,
  SET: 0x31,
} as const;

export const seq = (...items: Bytes[]): Bytes => tlv(TAG.SEQUENCE, items.flat());
export const set = (...items: Bytes[]): Bytes => tlv(TAG.SET, items.flat());
export const nul = (): Bytes => [TAG.NULL, 0];
export const bool = (b: boolean): Bytes => [TAG.BOOLEAN, 1, b ? 0xff : 0];
export const octets = (b: Bytes): Bytes => tlv(TAG.OCTET_STRING, b);
/** explicit wraps an element in a context-specific constructed tag [n]. */
export const explicit = (n: number, inner: Bytes): Bytes => tlv(0xa0 | n, inner);

/** int encodes a two's-complement INTEGER in its fewest octets. */
export function int(v: bigint): Bytes {
  const out: number[] = [];
  let x = v;
  for (;;) {
    out.unshift(Number(x & 255n));
    x >>= 8n;
    if ((x === 0n && !(out[0]! & 0x80)) || (x === -1n && out[0]! & 0x80)) break;
  }
  return tlv(TAG.INTEGER, out);
}

/** bitString encodes bytes with `unused` trailing bits of the last byte unused. */
export const bitString = (b: Bytes, unused = 0): Bytes => tlv(TAG.BIT_STRING, [unused, ...b]);

/** oid encodes a dotted OBJECT IDENTIFIER. */
export function oid(dotted: string): Bytes {
  const arcs = dotted.split(".").map(Number);
  const vals = [arcs[0]! * 40 + arcs[1]!, ...arcs.slice(2)];
  const out: number[] = [];
  for (const v of vals) {
    const b = [v & 127];
    for (let x = Math.floor(v / 128); x > 0; x = Math.floor(x / 128)) b.unshift(0x80 | (x & 127));
    out.push(...b);
  }
  return tlv(TAG.OID, out);
}

/** str encodes a JS byte string (one char per byte) with a string tag. */
export const str = (tag: number, s: string): Bytes => tlv(tag, bytesOf(s));

/** bytesOf returns the bytes of a JS byte string (a Go string: one char per byte). */
export const bytesOf = (s: string): Bytes => Array.from(s, (c) => c.charCodeAt(0) & 255);

/** Element is a decoded TLV: tag octet, contents and the whole encoding. */
export interface Element {
  tag: number;
  content: Bytes;
  raw: Bytes;
}

/** DerError is a malformed encoding. */
export class DerError extends Error {}

/** read decodes the element at b[at], returning it and the offset after it. */
export function read(b: Bytes, at = 0): [Element, number] {
  if (at + 2 > b.length) throw new DerError("truncated");
  const tag = b[at]!;
  if ((tag & 0x1f) === 0x1f) throw new DerError("high-tag-number form");
  let len = b[at + 1]!;
  let p = at + 2;
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n === 0 || n > 4 || p + n > b.length) throw new DerError("bad length");
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + b[p++]!;
    if (len < 128 || (n > 1 && b[at + 2] === 0)) throw new DerError("non-minimal length");
  }
  if (p + len > b.length) throw new DerError("data truncated");
  return [{ tag, content: b.slice(p, p + len), raw: b.slice(at, p + len) }, p + len];
}

/** children decodes the contents of a constructed element into its elements. */
export function children(e: Element): Element[] {
  const out: Element[] = [];
  for (let at = 0; at < e.content.length;) {
    const [c, next] = read(e.content, at);
    out.push(c);
    at = next;
  }
  return out;
}

/** one decodes exactly one element filling b (trailing data is an error). */
export function one(b: Bytes): Element {
  const [e, next] = read(b, 0);
  if (next !== b.length) throw new DerError("trailing data");
  return e;
}

/** expect checks an element's tag. */
export function expect(e: Element | undefined, tag: number, what: string): Element {
  if (!e || e.tag !== tag) throw new DerError(`malformed ${what}`);
  return e;
}

/** readInt decodes a two's-complement INTEGER. */
export function readInt(e: Element | undefined, what = "integer"): bigint {
  const c = expect(e, TAG.INTEGER, what).content;
  if (c.length === 0) throw new DerError(`malformed ${what}`);
  let v = 0n;
  for (const x of c) v = (v << 8n) | BigInt(x);
  if (c[0]! & 0x80) v -= 1n << BigInt(8 * c.length);
  return v;
}

/** readOid decodes an OBJECT IDENTIFIER to dotted form. */
export function readOid(e: Element | undefined): string {
  const c = expect(e, TAG.OID, "object identifier").content;
  const vals: number[] = [];
  let v = 0;
  for (const x of c) {
    v = v * 128 + (x & 127);
    if (!(x & 0x80)) {
      vals.push(v);
      v = 0;
    }
  }
  if (vals.length === 0) throw new DerError("malformed object identifier");
  const first = vals[0]! < 80 ? Math.floor(vals[0]! / 40) : 2;
  return [first, vals[0]! - first * 40, ...vals.slice(1)].join(".");
}

/** readBitString returns a BIT STRING's bytes (unused bits left as they are). */
export function readBitString(e: Element | undefined): { bytes: Bytes; bitLength: number } {
  const c = expect(e, TAG.BIT_STRING, "bit string").content;
  if (c.length === 0 || c[0]! > 7) throw new DerError("malformed bit string");
  return { bytes: c.slice(1), bitLength: (c.length - 1) * 8 - c[0]! };
}

/** byteString returns contents as a JS byte string (one char per byte). */
export function byteString(b: Bytes): string {
  let s = "";
  for (const x of b) s += String.fromCharCode(x);
  return s;
}
