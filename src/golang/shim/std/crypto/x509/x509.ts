// Package crypto/x509: certificates and RSA keys in DER as Go writes and reads them. CreateCertificate
// encodes Go's TBSCertificate byte for byte (build.ts) and signs it through the key's crypto.Signer
// (SHA256WithRSA by default, or SHA1WithRSA); ParseCertificate decodes what Go's parser decodes
// (parse.ts); PKCS #1, PKCS #8 and PKIX encode and parse RSA keys (keys.ts); CertPool and Verify
// build chains as Go does (verify.go.ts). Other key types (ECDSA, Ed25519) parse in certificates
// with a nil PublicKey and are refused as signers and keys.
import type { GoValue } from "../../../../eval/values";
import type { ShimDefinition } from "../../../registry";
import { type Slice, sliceItems, sliceOf, zeroValue, goString } from "../../helpers";
import { shimTypeLazy } from "../../helpers";
import { newInt, valueOf, type BigObj } from "../../math/big/int";
import * as D from "../internal/der";
import { typesSource } from "./types.go";
import { verifySource } from "./verify.go";
import { buildTBS, signedCertificate } from "./build";
import { parseCertificate, CertError } from "./parse";
import type { Attribute } from "./name";
import * as K from "./keys";

const source = `package x509

import (
	"bytes"
	"crypto"
	"crypto/rsa"
	"crypto/x509/pkix"
	"encoding/asn1"
	"encoding/pem"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/url"
	"strconv"
	"strings"
	"time"
)
${typesSource}
${verifySource}
func parseDER(der []byte, c *Certificate) (serial *big.Int, issuer, subject pkix.RDNSequence, notBefore, notAfter int64, n *big.Int, e int, uris []string, err string)

// ParseCertificate decodes one DER certificate (the bytes inside a CERTIFICATE PEM block).
func ParseCertificate(der []byte) (*Certificate, error) {
	c := &Certificate{}
	serial, issuer, subject, notBefore, notAfter, n, e, uris, msg := parseDER(der, c)
	if msg != "" {
		return nil, errors.New(msg)
	}
	c.SerialNumber = serial
	c.Issuer.FillFromRDNSequence(&issuer)
	c.Subject.FillFromRDNSequence(&subject)
	c.NotBefore = time.Unix(notBefore, 0).UTC()
	c.NotAfter = time.Unix(notAfter, 0).UTC()
	if n != nil {
		c.PublicKey = &rsa.PublicKey{N: n, E: e}
	}
	for _, s := range uris {
		u, err := url.Parse(s)
		if err != nil {
			return nil, fmt.Errorf("x509: cannot parse URI %q: %s", s, err)
		}
		c.URIs = append(c.URIs, u)
	}
	return c, nil
}

func splitDER(der []byte) ([][]byte, string)

// ParseCertificates reads der as DER certificates placed back to back, with nothing between them,
// and parses each; the first failure ends it with an error.
func ParseCertificates(der []byte) ([]*Certificate, error) {
	parts, msg := splitDER(der)
	if msg != "" {
		return nil, errors.New(msg)
	}
	var certs []*Certificate
	for _, p := range parts {
		c, err := ParseCertificate(p)
		if err != nil {
			return nil, err
		}
		certs = append(certs, c)
	}
	return certs, nil
}

func buildTBS(template, parent *Certificate, notBefore, notAfter int64, n *big.Int, e int, sigAlg int, uris []string) ([]byte, string)
func signedCert(tbs []byte, sigAlg int, signature []byte) []byte

// CreateCertificate builds a version 3 certificate from the fields of template, for the public key
// pub, with parent as issuer (template itself for a self-signed one), signs it with priv (a
// crypto.Signer with an RSA key in the lab) and returns its DER bytes.
func CreateCertificate(rand io.Reader, template, parent *Certificate, pub, priv any) ([]byte, error) {
	key, ok := priv.(crypto.Signer)
	if !ok {
		return nil, errors.New("x509: certificate private key does not implement crypto.Signer")
	}
	if template.SerialNumber == nil {
		return nil, errors.New("x509: no SerialNumber given")
	}
	if template.SerialNumber.Sign() == -1 {
		return nil, errors.New("x509: serial number must be positive")
	}
	if template.BasicConstraintsValid && !template.IsCA && template.MaxPathLen != -1 && (template.MaxPathLen != 0 || template.MaxPathLenZero) {
		return nil, errors.New("x509: only CAs are allowed to specify MaxPathLen")
	}
	signerPub, ok := key.Public().(*rsa.PublicKey)
	if !ok {
		return nil, fmt.Errorf("x509: the lab signs certificates with RSA keys only, not %T", key.Public())
	}
	hashFunc, sigAlg := crypto.SHA256, SHA256WithRSA
	switch template.SignatureAlgorithm {
	case 0, SHA256WithRSA:
	case SHA1WithRSA:
		hashFunc, sigAlg = crypto.SHA1, SHA1WithRSA
	default:
		return nil, errors.New("x509: the lab does not sign with " + template.SignatureAlgorithm.String())
	}
	rsaPub, ok := pub.(*rsa.PublicKey)
	if !ok {
		return nil, fmt.Errorf("x509: unsupported public key type: %T", pub)
	}
	if parent.PublicKey != nil && !signerPub.Equal(parent.PublicKey) {
		return nil, errors.New("x509: provided PrivateKey doesn't match parent's PublicKey")
	}
	var uris []string
	for _, u := range template.URIs {
		uris = append(uris, u.String())
	}
	tbs, msg := buildTBS(template, parent, template.NotBefore.Unix(), template.NotAfter.Unix(), rsaPub.N, rsaPub.E, int(sigAlg), uris)
	if msg != "" {
		return nil, errors.New(msg)
	}
	h := hashFunc.New()
	h.Write(tbs)
	signature, err := key.Sign(rand, h.Sum(nil), hashFunc)
	if err != nil {
		return nil, err
	}
	if err := checkSignature(sigAlg, tbs, signature, signerPub, true); err != nil {
		return nil, fmt.Errorf("x509: signature over certificate returned by signer is invalid: %w", err)
	}
	return signedCert(tbs, int(sigAlg), signature), nil
}

func marshalPKCS1Public(n *big.Int, e int) []byte
func marshalPKIX(n *big.Int, e int) []byte
func marshalPrivate(key *rsa.PrivateKey, pkcs8 bool) []byte
func parsePublic(der []byte, pkix bool) (alg int, n *big.Int, e int, err string)
func parsePrivate(der []byte, pkcs8 bool) (n, d, p, q *big.Int, e int, err string)

// MarshalPKCS1PublicKey encodes key as a PKCS #1 RSAPublicKey in DER.
func MarshalPKCS1PublicKey(key *rsa.PublicKey) []byte { return marshalPKCS1Public(key.N, key.E) }

// ParsePKCS1PublicKey decodes a PKCS #1 RSAPublicKey in DER.
func ParsePKCS1PublicKey(der []byte) (*rsa.PublicKey, error) {
	_, n, e, msg := parsePublic(der, false)
	if msg != "" {
		return nil, errors.New(msg)
	}
	return &rsa.PublicKey{N: n, E: e}, nil
}

// MarshalPKIXPublicKey gives pub as a DER SubjectPublicKeyInfo, the form PEM "PUBLIC KEY" blocks
// hold (RSA keys only in the lab).
func MarshalPKIXPublicKey(pub any) ([]byte, error) {
	k, ok := pub.(*rsa.PublicKey)
	if !ok {
		return nil, fmt.Errorf("x509: unsupported public key type: %T", pub)
	}
	return marshalPKIX(k.N, k.E), nil
}

// ParsePKIXPublicKey reads a DER SubjectPublicKeyInfo back into a key (an *rsa.PublicKey in the lab).
func ParsePKIXPublicKey(derBytes []byte) (pub any, err error) {
	alg, n, e, msg := parsePublic(derBytes, true)
	if msg != "" {
		return nil, errors.New(msg)
	}
	if alg != int(RSA) {
		return nil, errors.New("x509: the lab parses only RSA public keys, not " + PublicKeyAlgorithm(alg).String())
	}
	return &rsa.PublicKey{N: n, E: e}, nil
}

// MarshalPKCS1PrivateKey encodes key as a PKCS #1 RSAPrivateKey in DER (the body of an RSA PRIVATE KEY PEM block).
func MarshalPKCS1PrivateKey(key *rsa.PrivateKey) []byte {
	key.Precompute()
	return marshalPrivate(key, false)
}

func privateKey(der []byte, pkcs8 bool) (*rsa.PrivateKey, error) {
	n, d, p, q, e, msg := parsePrivate(der, pkcs8)
	if msg != "" {
		return nil, errors.New(msg)
	}
	key := &rsa.PrivateKey{PublicKey: rsa.PublicKey{N: n, E: e}, D: d, Primes: []*big.Int{p, q}}
	if err := key.Validate(); err != nil {
		return nil, err
	}
	key.Precompute()
	return key, nil
}

// ParsePKCS1PrivateKey decodes a PKCS #1 RSAPrivateKey in DER.
func ParsePKCS1PrivateKey(der []byte) (*rsa.PrivateKey, error) { return privateKey(der, false) }

// MarshalPKCS8PrivateKey gives key as unencrypted PKCS #8 DER, the body of a PEM "PRIVATE KEY"
// block (RSA keys only in the lab).
func MarshalPKCS8PrivateKey(key any) ([]byte, error) {
	k, ok := key.(*rsa.PrivateKey)
	if !ok {
		return nil, fmt.Errorf("x509: unknown key type while marshaling PKCS#8: %T", key)
	}
	k.Precompute()
	return marshalPrivate(k, true), nil
}

// ParsePKCS8PrivateKey reads unencrypted PKCS #8 DER back into a key (an *rsa.PrivateKey in the lab).
func ParsePKCS8PrivateKey(der []byte) (key any, err error) {
	k, err := privateKey(der, true)
	if err != nil {
		return nil, err
	}
	return k, nil
}
`;

const atvType = shimTypeLazy("crypto/x509/pkix", "AttributeTypeAndValue");
const extType = shimTypeLazy("crypto/x509/pkix", "Extension");
const bytesOf = (s: Slice | null) => sliceItems(s) as number[];
const byteSlice = (b: number[]) => (b.length ? sliceOf(b) : null);
const strSlice = (xs: string[]) => (xs.length ? sliceOf(xs) : null);

function rdnSequence(rdns: Attribute[][]): Slice | null {
  return byteSlice(
    rdns.map((rdn) =>
      sliceOf(
        rdn.map((a) => {
          const o = zeroValue(atvType());
          o.Type = sliceOf(a.oid);
          o.Value = a.value;
          return o;
        }),
      ),
    ) as unknown as number[],
  );
}

/** message turns a DER, key or certificate error into Go's message (other errors propagate). */
function message(e: unknown): string {
  if (e instanceof CertError || e instanceof K.KeyError) return e.message;
  if (e instanceof D.DerError) return "x509: " + e.message;
  throw e;
}

const numbers = (key: GoValue): K.RsaNumbers => {
  const pre = key.Precomputed;
  const primes = sliceItems(key.Primes) as BigObj[];
  return {
    n: valueOf(key.PublicKey.N),
    e: BigInt(key.PublicKey.E),
    d: valueOf(key.D),
    p: valueOf(primes[0]!),
    q: valueOf(primes[1]!),
    dp: valueOf(pre.Dp),
    dq: valueOf(pre.Dq),
    qinv: valueOf(pre.Qinv),
  };
};

/** x509Package is crypto/x509. */
export const x509Package: ShimDefinition = {
  path: "crypto/x509",
  source,
  natives: {
    parseDER: (der: Slice | null, c: GoValue) => {
      const fail = (msg: string) => [null, null, null, 0, 0, null, 0, null, goString(msg)];
      let p;
      try {
        p = parseCertificate(bytesOf(der));
      } catch (e) {
        return fail(message(e));
      }
      Object.assign(c, {
        Raw: byteSlice(p.raw),
        RawTBSCertificate: byteSlice(p.tbs),
        RawSubjectPublicKeyInfo: byteSlice(p.spki),
        RawSubject: byteSlice(p.rawSubject),
        RawIssuer: byteSlice(p.rawIssuer),
        Signature: byteSlice(p.signature),
        SignatureAlgorithm: p.sigAlg,
        PublicKeyAlgorithm: p.pubAlg,
        Version: p.version,
        KeyUsage: p.keyUsage,
        Extensions: byteSlice(
          p.extensions.map((x) => {
            const o = zeroValue(extType());
            Object.assign(o, { Id: sliceOf(x.oid), Critical: x.critical, Value: byteSlice(x.value) });
            return o;
          }) as unknown as number[],
        ),
        ExtKeyUsage: byteSlice(p.extKeyUsage),
        UnknownExtKeyUsage: byteSlice(p.unknownExtKeyUsage.map((o) => sliceOf(o)) as unknown as number[]),
        BasicConstraintsValid: p.basicConstraintsValid,
        IsCA: p.isCA,
        MaxPathLen: p.maxPathLen,
        MaxPathLenZero: p.basicConstraintsValid && p.maxPathLen === 0,
        SubjectKeyId: byteSlice(p.ski),
        AuthorityKeyId: byteSlice(p.aki),
        DNSNames: strSlice(p.dns),
        EmailAddresses: strSlice(p.emails),
        OCSPServer: strSlice(p.ocsp),
        IssuingCertificateURL: strSlice(p.issuingURL),
        CRLDistributionPoints: strSlice(p.crl),
      });
      return [
        newInt(p.serial),
        rdnSequence(p.issuer),
        rdnSequence(p.subject),
        p.notBefore,
        p.notAfter,
        p.pub ? newInt(p.pub.n) : null,
        p.pub ? Number(p.pub.e) : 0,
        strSlice(p.uris),
        "",
      ];
    },
    splitDER: (der: Slice | null) => {
      const b = bytesOf(der);
      const out: Slice[] = [];
      try {
        for (let at = 0; at < b.length;) {
          const [e, next] = D.read(b, at);
          out.push(sliceOf(e.raw));
          at = next;
        }
      } catch (e) {
        return [
          null,
          goString(message(e) === "x509: trailing data" ? "x509: trailing data" : "x509: malformed certificate"),
        ];
      }
      return [out.length ? sliceOf(out) : null, ""];
    },
    buildTBS: (
      template: GoValue,
      parent: GoValue,
      notBefore: number,
      notAfter: number,
      n: BigObj,
      e: number,
      sigAlg: number,
      uris: Slice | null,
    ) => {
      try {
        const tbs = buildTBS({
          template,
          parent,
          notBefore,
          notAfter,
          publicKey: { n: valueOf(n), e: BigInt(e) },
          sigAlg,
          uris: sliceItems(uris) as string[],
        });
        return [sliceOf(tbs), ""];
      } catch (err) {
        return [null, goString(message(err))];
      }
    },
    signedCert: (tbs: Slice | null, sigAlg: number, sig: Slice | null) =>
      sliceOf(signedCertificate(bytesOf(tbs), sigAlg, bytesOf(sig))),
    marshalPKCS1Public: (n: BigObj, e: number) => sliceOf(K.pkcs1Public(valueOf(n), BigInt(e))),
    marshalPKIX: (n: BigObj, e: number) => sliceOf(K.publicKeyInfo(valueOf(n), BigInt(e)).spki),
    marshalPrivate: (key: GoValue, pkcs8: boolean) => {
      const k = numbers(key);
      return sliceOf(pkcs8 ? K.pkcs8Private(k) : K.pkcs1Private(k));
    },
    parsePublic: (der: Slice | null, pkix: boolean) => {
      try {
        if (!pkix) {
          const k = K.parsePKCS1Public(bytesOf(der));
          return [1, newInt(k.n), Number(k.e), ""];
        }
        const { alg, key } = K.parsePKIX(bytesOf(der));
        return [alg, key ? newInt(key.n) : null, key ? Number(key.e) : 0, ""];
      } catch (err) {
        return [0, null, 0, goString(message(err))];
      }
    },
    parsePrivate: (der: Slice | null, pkcs8: boolean) => {
      try {
        const k = pkcs8 ? K.parsePKCS8(bytesOf(der)) : K.parsePKCS1Private(bytesOf(der));
        return [newInt(k.n), newInt(k.d), newInt(k.p), newInt(k.q), Number(k.e), ""];
      } catch (err) {
        return [null, null, null, null, 0, goString(message(err))];
      }
    },
  },
};
