// Package crypto/rsa: RSA keys (PublicKey, PrivateKey with CRT values), GenerateKey, and PKCS #1 v1.5
// signatures (SignPKCS1v15, VerifyPKCS1v15, PrivateKey.Sign), the operations X.509 certificates use.
// GenerateKey reads a 32-byte seed from its io.Reader and derives the primes from it (keygen.ts), so a
// key depends only on the reader's bytes; real Go's keys differ for the same bytes, and are random.
// Encryption, OAEP and PSS are not provided.
import type { ShimDefinition } from "../../../registry";
import { type Slice, sliceItems } from "../../helpers";
import { newInt, valueOf, type BigObj } from "../../math/big/int";
import { modPow } from "../../math/big/arith";
import { generateKey } from "./keygen";
import { Drbg } from "../internal/drbg";

const source = `package rsa

import (
	"crypto"
	"errors"
	"io"
	"math/big"
	"strconv"
)

// A PublicKey is the shareable half of an RSA key pair: modulus N and exponent E.
type PublicKey struct {
	N *big.Int // modulus
	E int      // public exponent
}

// Size is the byte length of pub's modulus, which is also the length of its signatures.
func (pub *PublicKey) Size() int { return (pub.N.BitLen() + 7) / 8 }

// Equal tells whether x is an *rsa.PublicKey with the same modulus and exponent.
func (pub *PublicKey) Equal(x crypto.PublicKey) bool {
	xx, ok := x.(*PublicKey)
	if !ok {
		return false
	}
	return pub.N.Cmp(xx.N) == 0 && pub.E == xx.E
}

// CRTValue holds the extra per-prime numbers used to speed up private-key operations on multi-prime keys.
type CRTValue struct {
	Exp   *big.Int // D mod (prime-1).
	Coeff *big.Int // R·Coeff ≡ 1 mod Prime.
	R     *big.Int // product of primes prior to this (inc p and q).
}

// PrecomputedValues contains values that speed up private operations.
type PrecomputedValues struct {
	Dp, Dq    *big.Int // D mod (P-1) (or mod Q-1)
	Qinv      *big.Int // Q^-1 mod P
	CRTValues []CRTValue
}

// A PrivateKey represents an RSA key.
type PrivateKey struct {
	PublicKey            // public part.
	D         *big.Int   // private exponent
	Primes    []*big.Int // prime factors of N, has >= 2 elements.
	Precomputed PrecomputedValues
}

// Public gives the PublicKey half of priv.
func (priv *PrivateKey) Public() crypto.PublicKey { return &priv.PublicKey }

// Equal tells whether x is an *rsa.PrivateKey with the same public key, private exponent and primes
// as priv.
func (priv *PrivateKey) Equal(x crypto.PrivateKey) bool {
	xx, ok := x.(*PrivateKey)
	if !ok {
		return false
	}
	if !priv.PublicKey.Equal(&xx.PublicKey) || priv.D.Cmp(xx.D) != 0 || len(priv.Primes) != len(xx.Primes) {
		return false
	}
	for i := range priv.Primes {
		if priv.Primes[i].Cmp(xx.Primes[i]) != 0 {
			return false
		}
	}
	return true
}

// PSSOptions would choose the salt length and hash of a PSS signature; the lab has the type but signs
// only with PKCS #1 v1.5.
type PSSOptions struct {
	SaltLength int
	Hash       crypto.Hash
}

// HashFunc returns opts.Hash, which lets *PSSOptions serve as crypto.SignerOpts.
func (opts *PSSOptions) HashFunc() crypto.Hash { return opts.Hash }

// Salt lengths for PSS.
const (
	PSSSaltLengthAuto       = 0
	PSSSaltLengthEqualsHash = -1
)

// Sign makes a PKCS #1 v1.5 signature of digest with priv, for the hash opts names (rand is not
// read); a *PSSOptions asks for PSS, which the lab does not provide, so Sign then returns an error.
func (priv *PrivateKey) Sign(rand io.Reader, digest []byte, opts crypto.SignerOpts) ([]byte, error) {
	if _, ok := opts.(*PSSOptions); ok {
		return nil, errors.New("crypto/rsa: PSS signatures are not provided by the lab")
	}
	return SignPKCS1v15(rand, priv, opts.HashFunc(), digest)
}

var (
	errPublicModulus       = errors.New("crypto/rsa: missing public modulus")
	errPublicExponentSmall = errors.New("crypto/rsa: public exponent too small")
	errPublicExponentLarge = errors.New("crypto/rsa: public exponent too large")
)

// ErrMessageTooLong means the message, once padded, does not fit the key's modulus.
var ErrMessageTooLong = errors.New("crypto/rsa: message too long for RSA key size")

// ErrDecryption is returned when a ciphertext cannot be decrypted (deliberately without detail).
var ErrDecryption = errors.New("crypto/rsa: decryption error")

// ErrVerification is returned when a signature does not match.
var ErrVerification = errors.New("crypto/rsa: verification error")

func checkPub(pub *PublicKey) error {
	if pub.N == nil {
		return errPublicModulus
	}
	if pub.E < 2 {
		return errPublicExponentSmall
	}
	if pub.E > 1<<31-1 {
		return errPublicExponentLarge
	}
	return nil
}

// Validate checks that priv hangs together (public exponent, primes above 1 whose product is N, and
// so on) and returns an error naming the first thing wrong, or nil.
func (priv *PrivateKey) Validate() error {
	if err := checkPub(&priv.PublicKey); err != nil {
		return err
	}
	modulus := new(big.Int).Set(bigOne)
	for _, prime := range priv.Primes {
		if prime.Cmp(bigOne) <= 0 {
			return errors.New("crypto/rsa: invalid prime value")
		}
		modulus.Mul(modulus, prime)
	}
	if modulus.Cmp(priv.N) != 0 {
		return errors.New("crypto/rsa: invalid modulus")
	}
	congruence := new(big.Int)
	de := new(big.Int).SetInt64(int64(priv.E))
	de.Mul(de, priv.D)
	for _, prime := range priv.Primes {
		pminus1 := new(big.Int).Sub(prime, bigOne)
		congruence.Mod(de, pminus1)
		if congruence.Cmp(bigOne) != 0 {
			return errors.New("crypto/rsa: invalid exponents")
		}
	}
	return nil
}

var bigOne = big.NewInt(1)

func generate(seed []byte, bits int) (n, d, p, q *big.Int)

// GenerateKey makes an RSA key whose modulus has the given number of bits; the lab reads 32 bytes from
// random and derives the key from them.
func GenerateKey(random io.Reader, bits int) (*PrivateKey, error) {
	if bits < 64 {
		return nil, errors.New("crypto/rsa: " + strconv.Itoa(bits) + "-bit keys are too small for the lab")
	}
	seed := make([]byte, 32)
	if _, err := io.ReadFull(random, seed); err != nil {
		return nil, err
	}
	n, d, p, q := generate(seed, bits)
	priv := &PrivateKey{PublicKey: PublicKey{N: n, E: 65537}, D: d, Primes: []*big.Int{p, q}}
	priv.Precompute()
	return priv, nil
}

// Precompute fills priv.Precomputed (the CRT exponents and coefficient) once, so later private-key
// operations run faster; a key already filled in, or with fewer than two primes, is left alone.
func (priv *PrivateKey) Precompute() {
	if priv.Precomputed.Dp != nil || len(priv.Primes) < 2 {
		return
	}
	p, q := priv.Primes[0], priv.Primes[1]
	priv.Precomputed.Dp = new(big.Int).Mod(priv.D, new(big.Int).Sub(p, bigOne))
	priv.Precomputed.Dq = new(big.Int).Mod(priv.D, new(big.Int).Sub(q, bigOne))
	priv.Precomputed.Qinv = new(big.Int).ModInverse(q, p)
	priv.Precomputed.CRTValues = make([]CRTValue, len(priv.Primes)-2)
}

func decrypt(priv *PrivateKey, c *big.Int) *big.Int

// hashPrefix is the DER DigestInfo prefix of PKCS #1 v1.5 signatures with a hash.
func hashPrefix(h crypto.Hash) ([]byte, bool) {
	switch h {
	case crypto.MD5:
		return []byte{0x30, 0x20, 0x30, 0x0c, 0x06, 0x08, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x02, 0x05, 0x05, 0x00, 0x04, 0x10},true
	case crypto.SHA1:
		return []byte{0x30, 0x21, 0x30, 0x09, 0x06, 0x05, 0x2b, 0x0e, 0x03, 0x02, 0x1a, 0x05, 0x00, 0x04, 0x14},true
	case crypto.SHA224:
		return []byte{0x30, 0x2d, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x04, 0x05, 0x00, 0x04, 0x1c},true
	case crypto.SHA256:
		return []byte{0x30, 0x31, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01, 0x05, 0x00, 0x04, 0x20},true
	case crypto.SHA384:
		return []byte{0x30, 0x41, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x02, 0x05, 0x00, 0x04, 0x30},true
	case crypto.SHA512:
		return []byte{0x30, 0x51, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x03, 0x05, 0x00, 0x04, 0x40},true
	case crypto.MD5SHA1:
		return []byte{},true
	case crypto.RIPEMD160:
		return []byte{0x30, 0x20, 0x30, 0x08, 0x06, 0x06, 0x28, 0xcf, 0x06, 0x03, 0x00, 0x31, 0x04, 0x14},true
	}
	return nil, false
}

func pkcs1v15HashInfo(hash crypto.Hash, inLen int) (hashLen int, prefix []byte, err error) {
	if hash == 0 {
		return inLen, nil, nil
	}
	hashLen = hash.Size()
	if inLen != hashLen {
		return 0, nil, errors.New("crypto/rsa: input must be hashed message")
	}
	prefix, ok := hashPrefix(hash)
	if !ok {
		return 0, nil, errors.New("crypto/rsa: unsupported hash function")
	}
	return
}

// SignPKCS1v15 pads the digest hashed the PKCS #1 v1.5 way, tagged with hash's algorithm id, and
// applies priv to it; with hash 0 the bytes of hashed go in untagged. random is not read.
func SignPKCS1v15(random io.Reader, priv *PrivateKey, hash crypto.Hash, hashed []byte) ([]byte, error) {
	hashLen, prefix, err := pkcs1v15HashInfo(hash, len(hashed))
	if err != nil {
		return nil, err
	}
	tLen := len(prefix) + hashLen
	k := priv.Size()
	if k < tLen+11 {
		return nil, ErrMessageTooLong
	}
	em := make([]byte, k)
	em[1] = 1
	for i := 2; i < k-tLen-1; i++ {
		em[i] = 0xff
	}
	copy(em[k-tLen:k-hashLen], prefix)
	copy(em[k-hashLen:k], hashed)
	c := decrypt(priv, new(big.Int).SetBytes(em))
	return c.FillBytes(em), nil
}

// VerifyPKCS1v15 checks that sig is pub's PKCS #1 v1.5 signature of the digest hashed made with
// hash; it returns nil when sig holds and an error otherwise.
func VerifyPKCS1v15(pub *PublicKey, hash crypto.Hash, hashed []byte, sig []byte) error {
	hashLen, prefix, err := pkcs1v15HashInfo(hash, len(hashed))
	if err != nil {
		return err
	}
	tLen := len(prefix) + hashLen
	k := pub.Size()
	if k < tLen+11 || k != len(sig) {
		return ErrVerification
	}
	if err := checkPub(pub); err != nil {
		return err
	}
	c := new(big.Int).SetBytes(sig)
	if c.Cmp(pub.N) >= 0 {
		return ErrVerification
	}
	em := new(big.Int).Exp(c, big.NewInt(int64(pub.E)), pub.N).FillBytes(make([]byte, k))
	ok := em[0] == 0 && em[1] == 1 && em[k-tLen-1] == 0
	for i := 2; i < k-tLen-1; i++ {
		ok = ok && em[i] == 0xff
	}
	for i := range prefix {
		ok = ok && em[k-tLen+i] == prefix[i]
	}
	for i := range hashed {
		ok = ok && em[k-hashLen+i] == hashed[i]
	}
	if !ok {
		return ErrVerification
	}
	return nil
}
`;

interface PrivObj {
  PublicKey: { N: BigObj | null; E: number };
  D: BigObj | null;
  Primes: Slice | null;
  Precomputed: { Dp: BigObj | null; Dq: BigObj | null; Qinv: BigObj | null };
}

/** decrypt computes c^D mod N, through the CRT values when the key has them. */
function decrypt(priv: PrivObj, c: BigObj): unknown {
  const x = valueOf(c);
  const primes = sliceItems(priv.Primes) as (BigObj | null)[];
  const pre = priv.Precomputed;
  if (primes.length === 2 && pre.Dp && pre.Dq && pre.Qinv) {
    const [p, q] = [valueOf(primes[0]!), valueOf(primes[1]!)];
    const m1 = modPow(x, valueOf(pre.Dp), p);
    const m2 = modPow(x, valueOf(pre.Dq), q);
    let h = ((m1 - m2) * valueOf(pre.Qinv)) % p;
    if (h < 0n) h += p;
    return newInt(m2 + h * q);
  }
  return newInt(modPow(x, valueOf(priv.D), valueOf(priv.PublicKey.N)));
}

/** rsaPackage is crypto/rsa. */
export const rsaPackage: ShimDefinition = {
  path: "crypto/rsa",
  source,
  natives: {
    generate: (seed: Slice | null, bits: number) => {
      const k = generateKey(bits, new Drbg(sliceItems(seed) as number[]));
      return [newInt(k.n), newInt(k.d), newInt(k.p), newInt(k.q)];
    },
    decrypt,
  },
};
