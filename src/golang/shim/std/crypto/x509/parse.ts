// Parse decodes a DER certificate (RFC 5280) into the values Go's ParseCertificate gives: raw parts,
// algorithms, names, validity, the RSA public key, and the extensions Go interprets (key usage,
// extended key usage, basic constraints, key identifiers, subject alternative names, authority
// information access, CRL distribution points); every extension is also kept raw.
import * as D from "../internal/der";
import { decodeName, type Attribute } from "./name";
import { SIGNATURE_ALGORITHMS, PUBLIC_KEY_ALGORITHMS, EXT_KEY_USAGES, EXT, keyOf } from "./oids";
import { parsePKCS1Public, KeyError } from "./keys";

type Bytes = D.Bytes;

/** ParsedCert is what a certificate says, in plain values. */
export interface ParsedCert {
  raw: Bytes;
  tbs: Bytes;
  spki: Bytes;
  rawSubject: Bytes;
  rawIssuer: Bytes;
  signature: Bytes;
  sigAlg: number;
  pubAlg: number;
  pub: { n: bigint; e: bigint } | null;
  version: number;
  serial: bigint;
  issuer: Attribute[][];
  subject: Attribute[][];
  notBefore: number;
  notAfter: number;
  extensions: { oid: number[]; critical: boolean; value: Bytes }[];
  keyUsage: number;
  extKeyUsage: number[];
  unknownExtKeyUsage: number[][];
  basicConstraintsValid: boolean;
  isCA: boolean;
  maxPathLen: number;
  ski: Bytes;
  aki: Bytes;
  dns: string[];
  emails: string[];
  uris: string[];
  ocsp: string[];
  issuingURL: string[];
  crl: string[];
}

/** CertError is a certificate that does not parse, with Go's message. */
export class CertError extends Error {}

function parseTime(e: D.Element | undefined): number {
  const s = D.byteString(e?.content ?? []);
  let m: RegExpExecArray | null;
  let year: number;
  if (e?.tag === D.TAG.UTCTime && (m = /^(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z$/.exec(s))) {
    year = Number(m[1]) < 50 ? 2000 + Number(m[1]) : 1900 + Number(m[1]);
  } else if (e?.tag === D.TAG.GeneralizedTime && (m = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z$/.exec(s))) {
    year = Number(m[1]);
  } else throw new CertError("x509: malformed validity");
  const d = new Date(0);
  d.setUTCFullYear(year, Number(m[2]) - 1, Number(m[3]));
  d.setUTCHours(Number(m[4]), Number(m[5]), Number(m[6]), 0);
  return Math.floor(d.getTime() / 1000);
}

function readExtensions(c: ParsedCert, list: D.Element[]): void {
  for (const x of list) {
    const parts = D.children(D.expect(x, D.TAG.SEQUENCE, "extension"));
    const id = D.readOid(parts[0]);
    const hasFlag = parts[1]?.tag === D.TAG.BOOLEAN;
    const critical = hasFlag && parts[1]!.content[0] !== 0;
    const value = D.expect(parts[hasFlag ? 2 : 1], D.TAG.OCTET_STRING, "extension").content;
    c.extensions.push({ oid: id.split(".").map(Number), critical, value });
    const v = D.one(value);
    switch (id) {
      case EXT.keyUsage: {
        const bits = D.readBitString(v);
        for (let i = 0; i < 9 && i < bits.bitLength; i++)
          if ((bits.bytes[i >> 3]! >> (7 - (i & 7))) & 1) c.keyUsage |= 1 << i;
        break;
      }
      case EXT.extKeyUsage:
        for (const o of D.children(v)) {
          const dotted = D.readOid(o);
          const k = EXT_KEY_USAGES.indexOf(dotted);
          if (k >= 0) c.extKeyUsage.push(k);
          else c.unknownExtKeyUsage.push(dotted.split(".").map(Number));
        }
        break;
      case EXT.basicConstraints: {
        const bc = D.children(v);
        let i = 0;
        if (bc[i]?.tag === D.TAG.BOOLEAN) c.isCA = bc[i++]!.content[0] !== 0;
        c.maxPathLen = bc[i]?.tag === D.TAG.INTEGER ? Number(D.readInt(bc[i])) : -1;
        c.basicConstraintsValid = true;
        break;
      }
      case EXT.subjectKeyId:
        c.ski = D.expect(v, D.TAG.OCTET_STRING, "subject key identifier").content;
        break;
      case EXT.authorityKeyId:
        for (const k of D.children(v)) if (k.tag === 0x80) c.aki = k.content;
        break;
      case EXT.subjectAltName:
        for (const n of D.children(v)) {
          const s = D.byteString(n.content);
          if (n.tag === 0x82) c.dns.push(s);
          else if (n.tag === 0x81) c.emails.push(s);
          else if (n.tag === 0x86) c.uris.push(s);
        }
        break;
      case EXT.authorityInfoAccess:
        for (const a of D.children(v)) {
          const [m, loc] = D.children(a);
          if (loc?.tag !== 0x86) continue;
          const method = D.readOid(m);
          if (method === EXT.ocsp) c.ocsp.push(D.byteString(loc.content));
          else if (method === EXT.caIssuers) c.issuingURL.push(D.byteString(loc.content));
        }
        break;
      case EXT.crlDistributionPoints:
        for (const dp of D.children(v)) {
          const name = D.children(dp).find((e) => e.tag === 0xa0);
          const full = name && D.children(name).find((e) => e.tag === 0xa0);
          for (const g of full ? D.children(full) : []) if (g.tag === 0x86) c.crl.push(D.byteString(g.content));
        }
        break;
    }
  }
}

/** parseCertificate decodes one DER certificate (nothing may follow it). */
export function parseCertificate(der: Bytes): ParsedCert {
  try {
    return parse(der);
  } catch (e) {
    if (e instanceof D.DerError)
      throw new CertError(
        /^(trailing data|malformed )/.test(e.message) ? "x509: " + e.message : "x509: malformed certificate",
      );
    if (e instanceof KeyError) throw new CertError(e.message);
    throw e;
  }
}

function parse(der: Bytes): ParsedCert {
  const top = D.one(der);
  const [tbsEl, sigAlgEl, sigEl] = D.children(D.expect(top, D.TAG.SEQUENCE, "certificate"));
  const tbs = D.children(D.expect(tbsEl, D.TAG.SEQUENCE, "tbs certificate"));
  let i = 0;
  let version = 1;
  if (tbs[0]?.tag === 0xa0) version = Number(D.readInt(D.children(tbs[i++]!)[0])) + 1;
  if (version < 1 || version > 3) throw new CertError("x509: invalid version");
  const serial = D.readInt(tbs[i++], "serial number");
  const innerAlg = D.readOid(D.children(D.expect(tbs[i++], D.TAG.SEQUENCE, "signature algorithm"))[0]);
  const issuerEl = D.expect(tbs[i++], D.TAG.SEQUENCE, "issuer");
  const validity = D.children(D.expect(tbs[i++], D.TAG.SEQUENCE, "validity"));
  const subjectEl = D.expect(tbs[i++], D.TAG.SEQUENCE, "subject");
  const spkiEl = D.expect(tbs[i++], D.TAG.SEQUENCE, "public key info");
  const outerAlg = D.readOid(D.children(D.expect(sigAlgEl, D.TAG.SEQUENCE, "signature algorithm"))[0]);
  if (outerAlg !== innerAlg) throw new CertError("x509: inner and outer signature algorithm identifiers don't match");
  const spki = D.children(spkiEl);
  const pubAlg = keyOf(PUBLIC_KEY_ALGORITHMS, D.readOid(D.children(D.expect(spki[0], D.TAG.SEQUENCE, "algorithm"))[0]));
  const keyBits = D.readBitString(spki[1]).bytes;
  const c: ParsedCert = {
    raw: top.raw,
    tbs: tbsEl!.raw,
    spki: spkiEl.raw,
    rawSubject: subjectEl.raw,
    rawIssuer: issuerEl.raw,
    signature: D.readBitString(sigEl).bytes,
    sigAlg: keyOf(SIGNATURE_ALGORITHMS, outerAlg),
    pubAlg,
    pub: pubAlg === 1 ? parsePKCS1Public(keyBits) : null,
    version,
    serial,
    issuer: decodeName(issuerEl),
    subject: decodeName(subjectEl),
    notBefore: parseTime(validity[0]),
    notAfter: parseTime(validity[1]),
    extensions: [],
    keyUsage: 0,
    extKeyUsage: [],
    unknownExtKeyUsage: [],
    basicConstraintsValid: false,
    isCA: false,
    maxPathLen: 0,
    ski: [],
    aki: [],
    dns: [],
    emails: [],
    uris: [],
    ocsp: [],
    issuingURL: [],
    crl: [],
  };
  for (; i < tbs.length; i++)
    if (tbs[i]!.tag === 0xa3)
      readExtensions(c, D.children(D.expect(D.children(tbs[i]!)[0], D.TAG.SEQUENCE, "extensions")));
  return c;
}
