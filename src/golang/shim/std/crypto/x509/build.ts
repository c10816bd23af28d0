// Build encodes a certificate as Go's CreateCertificate does (RFC 5280): the TBSCertificate of a v3
// certificate from a template and its parent, with Go's extensions in Go's order and criticality
// (key usage, extended key usage, basic constraints, subject and authority key identifiers, authority
// information access, subject alternative names, then ExtraExtensions), and the signed certificate.
import type { GoValue } from "../../../../eval/values";
import { sliceItems } from "../../helpers";
import { valueOf } from "../../math/big/int";
import { sha1 } from "../internal/sha1";
import * as D from "../internal/der";
import { encodeName } from "./name";
import { SIGNATURE_ALGORITHMS, EXT_KEY_USAGES, EXT } from "./oids";
import { publicKeyInfo } from "./keys";

type Bytes = D.Bytes;

/** time encodes a validity time (Unix seconds) as UTCTime for 1950..2049, else GeneralizedTime. */
function time(unix: number): Bytes {
  const d = new Date(unix * 1000);
  const y = d.getUTCFullYear();
  const two = (n: number) => String(n).padStart(2, "0");
  const rest = two(d.getUTCMonth() + 1) + two(d.getUTCDate()) + two(d.getUTCHours()) + two(d.getUTCMinutes());
  const s = rest + two(d.getUTCSeconds()) + "Z";
  if (y >= 1950 && y < 2050) return D.str(D.TAG.UTCTime, two(y % 100) + s);
  return D.str(D.TAG.GeneralizedTime, String(y).padStart(4, "0") + s);
}

/** sigAlgorithm is the AlgorithmIdentifier of an RSA signature algorithm (NULL parameters). */
export const sigAlgorithm = (alg: number): Bytes => D.seq(D.oid(SIGNATURE_ALGORITHMS[alg]!), D.nul());

const reverseBits = (b: number) => {
  let r = 0;
  for (let i = 0; i < 8; i++) if (b & (1 << i)) r |= 0x80 >> i;
  return r;
};

function keyUsage(ku: number): Bytes {
  const a = [reverseBits(ku & 255), reverseBits((ku >> 8) & 255)];
  const bytes = a[1] ? a : [a[0]!];
  let bits = bytes.length * 8;
  for (let i = bytes.length - 1; i >= 0 && bits > 0; i--) {
    const b = bytes[i]!;
    if (b === 0) {
      bits -= 8;
      continue;
    }
    for (let k = 0; k < 8 && !(b & (1 << k)); k++) bits--;
    break;
  }
  return D.bitString(bytes, bytes.length * 8 - bits);
}

function basicConstraints(isCA: boolean, maxPathLen: number, maxPathLenZero: boolean): Bytes {
  if (maxPathLen === 0 && !maxPathLenZero) maxPathLen = -1;
  return D.seq(isCA ? D.bool(true) : [], maxPathLen === -1 ? [] : D.int(BigInt(maxPathLen)));
}

const ia5 = (tag: number, s: string) => {
  if ([...s].some((c) => c.charCodeAt(0) > 0x7f))
    throw new D.DerError(`${JSON.stringify(s)} cannot be encoded as an IA5String`);
  return D.tlv(tag, D.bytesOf(s));
};

const ext = (id: string, critical: boolean, value: Bytes) =>
  D.seq(D.oid(id), critical ? D.bool(true) : [], D.octets(value));

const equal = (a: Bytes, b: Bytes) => a.length === b.length && a.every((x, i) => x === b[i]);

/** subjectBytes is a certificate's RawSubject, or its Subject encoded. */
const subjectBytes = (c: GoValue): Bytes => {
  const raw = sliceItems(c.RawSubject) as number[];
  return raw.length ? raw : encodeName(c.Subject);
};

/** TbsInput is what buildTBS needs beside the template and parent objects. */
export interface TbsInput {
  template: GoValue;
  parent: GoValue;
  notBefore: number;
  notAfter: number;
  publicKey: { n: bigint; e: bigint };
  sigAlg: number;
  uris: string[];
}

/** buildTBS encodes the TBSCertificate (throws DerError with Go's message on a value it cannot encode). */
export function buildTBS(x: TbsInput): Bytes {
  const t = x.template;
  const items = (v: GoValue) => sliceItems(v) as GoValue[];
  const { spki, keyBytes } = publicKeyInfo(x.publicKey.n, x.publicKey.e);
  const issuer = subjectBytes(x.parent);
  const subject = subjectBytes(t);
  let aki = items(t.AuthorityKeyId) as number[];
  const parentSki = items(x.parent.SubjectKeyId) as number[];
  if (!equal(issuer, subject) && parentSki.length) aki = parentSki;
  let ski = items(t.SubjectKeyId) as number[];
  if (!ski.length && t.IsCA) ski = sha1(keyBytes);
  const extra = items(t.ExtraExtensions);
  const has = (id: string) => extra.some((e) => (sliceItems(e.Id) as number[]).join(".") === id);
  const exts: Bytes[] = [];
  if (t.KeyUsage !== 0 && !has(EXT.keyUsage)) exts.push(ext(EXT.keyUsage, true, keyUsage(t.KeyUsage)));
  const eku = items(t.ExtKeyUsage) as number[];
  const unknownEku = items(t.UnknownExtKeyUsage).map((o) => (sliceItems(o) as number[]).join("."));
  if ((eku.length || unknownEku.length) && !has(EXT.extKeyUsage)) {
    const oids = eku.map((u) => {
      const o = EXT_KEY_USAGES[u];
      if (!o) throw new D.DerError("unknown extended key usage");
      return D.oid(o);
    });
    exts.push(ext(EXT.extKeyUsage, false, D.seq(...oids, ...unknownEku.map(D.oid))));
  }
  if (t.BasicConstraintsValid && !has(EXT.basicConstraints))
    exts.push(ext(EXT.basicConstraints, true, basicConstraints(t.IsCA, t.MaxPathLen, t.MaxPathLenZero)));
  if (ski.length && !has(EXT.subjectKeyId)) exts.push(ext(EXT.subjectKeyId, false, D.octets(ski)));
  if (aki.length && !has(EXT.authorityKeyId)) exts.push(ext(EXT.authorityKeyId, false, D.seq(D.tlv(0x80, aki))));
  const ocsp = items(t.OCSPServer) as string[];
  const issuing = items(t.IssuingCertificateURL) as string[];
  if ((ocsp.length || issuing.length) && !has(EXT.authorityInfoAccess)) {
    const access = (method: string, s: string) => D.seq(D.oid(method), D.tlv(0x86, D.bytesOf(s)));
    const aia = [...ocsp.map((s) => access(EXT.ocsp, s)), ...issuing.map((s) => access(EXT.caIssuers, s))];
    exts.push(ext(EXT.authorityInfoAccess, false, D.seq(...aia)));
  }
  const dns = items(t.DNSNames) as string[];
  const emails = items(t.EmailAddresses) as string[];
  if ((dns.length || emails.length || x.uris.length) && !has(EXT.subjectAltName)) {
    const names = [
      ...dns.map((s) => ia5(0x82, s)),
      ...emails.map((s) => ia5(0x81, s)),
      ...x.uris.map((s) => ia5(0x86, s)),
    ];
    exts.push(ext(EXT.subjectAltName, equal(subject, [0x30, 0]), D.seq(...names)));
  }
  for (const e of extra)
    exts.push(ext((sliceItems(e.Id) as number[]).join("."), e.Critical, sliceItems(e.Value) as number[]));
  return D.seq(
    D.explicit(0, D.int(2n)),
    D.int(valueOf(t.SerialNumber)),
    sigAlgorithm(x.sigAlg),
    issuer,
    D.seq(time(x.notBefore), time(x.notAfter)),
    subject,
    spki,
    exts.length ? D.explicit(3, D.seq(...exts)) : [],
  );
}

/** signedCertificate wraps a TBSCertificate with its signature. */
export const signedCertificate = (tbs: Bytes, sigAlg: number, signature: Bytes): Bytes =>
  D.seq(tbs, sigAlgorithm(sigAlg), D.bitString(signature));
