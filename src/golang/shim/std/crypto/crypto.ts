// Package crypto: the common interfaces and hash identifiers of the crypto packages (Hash, Signer,
// SignerOpts, PublicKey, PrivateKey). Hash.New gives SHA-1 and SHA-256, the hashes the lab's
// crypto/sha1 and crypto/sha256 provide; the others report Available() == false, as an unlinked
// hash does in Go.
import type { ShimDefinition } from "../../registry";

const source = `package crypto

import (
	"crypto/sha1"
	"crypto/sha256"
	"hash"
	"io"
	"strconv"
)

// Hash numbers the digest algorithms Go knows by name; the code of each lives in its own package
// (the lab provides SHA1 and SHA256).
type Hash uint

// Hash functions.
const (
	MD4 Hash = 1 + iota
	MD5
	SHA1
	SHA224
	SHA256
	SHA384
	SHA512
	MD5SHA1
	RIPEMD160
	SHA3_224
	SHA3_256
	SHA3_384
	SHA3_512
	SHA512_224
	SHA512_256
	BLAKE2s_256
	BLAKE2b_256
	BLAKE2b_384
	BLAKE2b_512
	maxHash
)

var hashNames = []string{"", "MD4", "MD5", "SHA-1", "SHA-224", "SHA-256", "SHA-384", "SHA-512", "MD5+SHA1", "RIPEMD-160",
	"SHA3-224", "SHA3-256", "SHA3-384", "SHA3-512", "SHA-512/224", "SHA-512/256", "BLAKE2s-256", "BLAKE2b-256", "BLAKE2b-384", "BLAKE2b-512"}

var digestSizes = []int{0, 16, 16, 20, 28, 32, 48, 64, 36, 20, 28, 32, 48, 64, 28, 32, 32, 32, 48, 64}

// HashFunc gives h back, which lets a bare Hash be passed wherever SignerOpts is wanted.
func (h Hash) HashFunc() Hash { return h }

func (h Hash) String() string {
	if h > 0 && h < maxHash {
		return hashNames[h]
	}
	return "unknown hash value " + strconv.Itoa(int(h))
}

// Size is the digest length of h in bytes; an unknown h panics.
func (h Hash) Size() int {
	if h > 0 && h < maxHash {
		return digestSizes[h]
	}
	panic("crypto: Size of unknown hash function")
}

// New starts a fresh hash of kind h; the lab has only SHA1 and SHA256 here, and any other h panics.
func (h Hash) New() hash.Hash {
	switch h {
	case SHA1:
		return sha1.New()
	case SHA256:
		return sha256.New()
	}
	panic("crypto: requested hash function #" + strconv.Itoa(int(h)) + " is unavailable")
}

// Available tells whether New can build h in the lab (SHA1 and SHA256 only).
func (h Hash) Available() bool { return h == SHA1 || h == SHA256 }

// PublicKey stands for a public key of any algorithm; callers type-assert to the concrete key type.
type PublicKey any

// PrivateKey stands for a private key of any algorithm; callers type-assert to the concrete key type.
type PrivateKey any

// Signer is a private key seen only through what it can do: give its public half and sign a digest.
type Signer interface {
	Public() PublicKey
	Sign(rand io.Reader, digest []byte, opts SignerOpts) (signature []byte, err error)
}

// SignerOpts carries the settings of one Sign call, at least which hash produced the digest.
type SignerOpts interface {
	HashFunc() Hash
}

// Decrypter is a private key seen only through what it can do: give its public half and decrypt a
// message sealed with that public key.
type Decrypter interface {
	Public() PublicKey
	Decrypt(rand io.Reader, msg []byte, opts DecrypterOpts) (plaintext []byte, err error)
}

// DecrypterOpts contains options for decryption.
type DecrypterOpts any
`;

/** cryptoPackage is the standard library's crypto. */
export const cryptoPackage: ShimDefinition = { path: "crypto", source, natives: {} };
