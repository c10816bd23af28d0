// Keys encodes and decodes RSA keys in DER as Go's crypto/x509 does: PKCS #1 (RSAPublicKey,
// RSAPrivateKey with two primes), PKCS #8 PrivateKeyInfo and PKIX SubjectPublicKeyInfo, both with the
// rsaEncryption algorithm and NULL parameters. Errors carry Go's messages.
import * as D from "../internal/der";
import type { RsaKey } from "../rsa/keygen";
import { PUBLIC_KEY_ALGORITHMS, keyOf } from "./oids";

type Bytes = D.Bytes;
const RSA = PUBLIC_KEY_ALGORITHMS[1]!;

/** RsaNumbers are the integers of an RSA private key (crypto/rsa's). */
export type RsaNumbers = RsaKey;

export const pkcs1Public = (n: bigint, e: bigint): Bytes => D.seq(D.int(n), D.int(e));

/** publicKeyInfo is an RSA key's SubjectPublicKeyInfo and the bytes in its BIT STRING. */
export function publicKeyInfo(n: bigint, e: bigint): { spki: Bytes; keyBytes: Bytes } {
  const keyBytes = pkcs1Public(n, e);
  return { spki: D.seq(D.seq(D.oid(RSA), D.nul()), D.bitString(keyBytes)), keyBytes };
}

export const pkcs1Private = (k: RsaNumbers): Bytes =>
  D.seq(D.int(0n), ...[k.n, k.e, k.d, k.p, k.q, k.dp, k.dq, k.qinv].map(D.int));

export const pkcs8Private = (k: RsaNumbers): Bytes =>
  D.seq(D.int(0n), D.seq(D.oid(RSA), D.nul()), D.octets(pkcs1Private(k)));

/** KeyError is a key that does not parse, with Go's message. */
export class KeyError extends Error {}

const wrap = <T>(msg: string, f: () => T): T => {
  try {
    return f();
  } catch (e) {
    if (e instanceof D.DerError) throw new KeyError(msg);
    throw e;
  }
};

/** parsePKCS1Public reads an RSAPublicKey. */
export function parsePKCS1Public(der: Bytes): { n: bigint; e: bigint } {
  const [n, e] = wrap("x509: failed to parse public key (use ParsePKIXPublicKey instead for this key format)", () => {
    const c = D.children(D.expect(D.one(der), D.TAG.SEQUENCE, "public key"));
    return [D.readInt(c[0]), D.readInt(c[1])];
  });
  if (n <= 0n) throw new KeyError("x509: RSA modulus is not a positive number");
  if (e <= 0n) throw new KeyError("x509: RSA public exponent is not a positive number");
  return { n, e };
}

/** parsePKCS1Private reads an RSAPrivateKey (two primes). */
export function parsePKCS1Private(der: Bytes): RsaNumbers {
  const v = wrap("x509: failed to parse private key (use ParsePKCS8PrivateKey instead for this key format)", () => {
    const c = D.children(D.expect(D.one(der), D.TAG.SEQUENCE, "private key"));
    return c.slice(0, 9).map((x) => D.readInt(x));
  });
  if (v.length < 9) throw new KeyError("x509: failed to parse private key");
  if (v[0]! > 1n) throw new KeyError(`x509: unsupported private key version`);
  const [, n, e, d, p, q, dp, dq, qinv] = v as [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint];
  if (n <= 0n || d <= 0n || p <= 0n || q <= 0n) throw new KeyError("x509: private key contains zero or negative value");
  return { n, e, d, p, q, dp, dq, qinv };
}

/** parsePKCS8 reads a PrivateKeyInfo holding an RSA key (other algorithms are named in the error). */
export function parsePKCS8(der: Bytes): RsaNumbers {
  const [alg, key] = wrap(
    "x509: failed to parse private key (use ParsePKCS1PrivateKey instead for this key format)",
    () => {
      const c = D.children(D.expect(D.one(der), D.TAG.SEQUENCE, "PKCS #8"));
      const algId = D.children(D.expect(c[1], D.TAG.SEQUENCE, "algorithm"));
      return [D.readOid(algId[0]), D.expect(c[2], D.TAG.OCTET_STRING, "private key").content] as const;
    },
  );
  if (alg !== RSA) {
    const known = keyOf(PUBLIC_KEY_ALGORITHMS, alg);
    throw new KeyError(
      known
        ? `x509: the lab parses only RSA private keys (this one is ${["", "RSA", "DSA", "ECDSA", "Ed25519"][known]})`
        : `x509: PKCS#8 wrapping contained private key with unknown algorithm: ${alg}`,
    );
  }
  return parsePKCS1Private(key);
}

/** parsePKIX reads a SubjectPublicKeyInfo: its algorithm number and, for RSA, the key. */
export function parsePKIX(der: Bytes): { alg: number; key: { n: bigint; e: bigint } | null } {
  const [alg, bits] = wrap("x509: failed to parse public key", () => {
    const c = D.children(D.expect(D.one(der), D.TAG.SEQUENCE, "public key info"));
    const algId = D.children(D.expect(c[0], D.TAG.SEQUENCE, "algorithm"));
    return [D.readOid(algId[0]), D.readBitString(c[1]).bytes] as const;
  });
  const n = keyOf(PUBLIC_KEY_ALGORITHMS, alg);
  return { alg: n, key: n === 1 ? parsePKCS1Public(bits) : null };
}
