// Name encodes and decodes X.509 distinguished names: a pkix.Name in ToRDNSequence's order (each
// multi-valued attribute one RDN, DER SET members sorted), strings as PrintableString when every byte
// allows it and UTF8String otherwise, as Go's encoding/asn1 chooses.
import type { GoValue } from "../../../../eval/values";
import { Iface, sliceItems } from "../../helpers";
import { T } from "../../../../check/types";
import {
  tlv,
  seq,
  oid,
  str,
  TAG,
  children,
  readOid,
  byteString,
  type Bytes,
  type Element,
  DerError,
} from "../internal/der";

const ATTRS: [string, string][] = [
  ["Country", "2.5.4.6"],
  ["Province", "2.5.4.8"],
  ["Locality", "2.5.4.7"],
  ["StreetAddress", "2.5.4.9"],
  ["PostalCode", "2.5.4.17"],
  ["Organization", "2.5.4.10"],
  ["OrganizationalUnit", "2.5.4.11"],
];

const printable = (s: string) => /^[a-zA-Z0-9 '()+,\-./:=?]*$/.test(s);

/** stringValue encodes a Go byte string as encoding/asn1 does for an untagged string. */
export const stringValue = (s: string): Bytes => str(printable(s) ? TAG.PrintableString : TAG.UTF8String, s);

/** derSet encodes a SET OF with its members in DER order. */
function derSet(members: Bytes[]): Bytes {
  const sorted = [...members].sort((a, b) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return a.length - b.length;
  });
  return tlv(TAG.SET, sorted.flat());
}

const atv = (dotted: string, value: Bytes) => seq(oid(dotted), value);

/** encodeName encodes a pkix.Name struct object (its ExtraNames' string values too). */
export function encodeName(n: GoValue): Bytes {
  const rdns: Bytes[] = [];
  for (const [field, dotted] of ATTRS) {
    const values = sliceItems(n[field]) as string[];
    if (values.length) rdns.push(derSet(values.map((v) => atv(dotted, stringValue(v)))));
  }
  if (n.CommonName) rdns.push(derSet([atv("2.5.4.3", stringValue(n.CommonName))]));
  if (n.SerialNumber) rdns.push(derSet([atv("2.5.4.5", stringValue(n.SerialNumber))]));
  for (const x of sliceItems(n.ExtraNames)) {
    const v = (x.Value as Iface | null)?.v;
    if (typeof v !== "string") throw new DerError("the lab encodes only string values of ExtraNames");
    rdns.push(derSet([atv((sliceItems(x.Type) as number[]).join("."), stringValue(v))]));
  }
  return seq(...rdns);
}

/** Attribute is one decoded attribute of a name. */
export interface Attribute {
  oid: number[];
  value: GoValue;
}

const STRING_TAGS = new Set<number>([TAG.UTF8String, TAG.PrintableString, TAG.T61String, TAG.IA5String, 0x12]);

/** decodeName decodes an RDNSequence into its RDNs' attributes (string values as Go strings). */
export function decodeName(e: Element): Attribute[][] {
  if (e.tag !== TAG.SEQUENCE) throw new DerError("invalid RDNSequence");
  return children(e).map((set) => {
    if (set.tag !== TAG.SET) throw new DerError("invalid RDNSequence");
    return children(set).map((a) => {
      const [t, v] = children(a);
      if (!v) throw new DerError("invalid RDNSequence");
      const dotted = readOid(t);
      const value = STRING_TAGS.has(v.tag) ? new Iface(T.string, byteString(v.content)) : null;
      return { oid: dotted.split(".").map(Number), value };
    });
  });
}
