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

// Hash identifies a cryptographic hash function that is implemented in another package.
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

// HashFunc simply returns the value of h so that Hash implements SignerOpts.
func (h Hash) HashFunc() Hash { return h }

func (h Hash) String() string {
	if h > 0 && h < maxHash {
		return hashNames[h]
	}
	return "unknown hash value " + strconv.Itoa(int(h))
}

// Size returns the length, in bytes, of a digest resulting from the given hash function.
func (h Hash) Size() int {
	if h > 0 && h < maxHash {
		return digestSizes[h]
	}
	panic("crypto: Size of unknown hash function")
}

// New returns a new hash.Hash calculating the given hash function. New panics if the hash function is not linked into the binary.
func (h Hash) New() hash.Hash {
	switch h {
	case SHA1:
		return sha1.New()
	case SHA256:
		return sha256.New()
	}
	panic("crypto: requested hash function #" + strconv.Itoa(int(h)) + " is unavailable")
}

// Available reports whether the given hash function is linked into the binary.
func (h Hash) Available() bool { return h == SHA1 || h == SHA256 }

// PublicKey represents a public key using an unspecified algorithm.
type PublicKey any

// PrivateKey represents a private key using an unspecified algorithm.
type PrivateKey any

// Signer is an interface for an opaque private key that can be used for signing operations.
type Signer interface {
	Public() PublicKey
	Sign(rand io.Reader, digest []byte, opts SignerOpts) (signature []byte, err error)
}

// SignerOpts contains options for signing with a Signer.
type SignerOpts interface {
	HashFunc() Hash
}

// Decrypter is an interface for an opaque private key that can be used for asymmetric decryption operations.
type Decrypter interface {
	Public() PublicKey
	Decrypt(rand io.Reader, msg []byte, opts DecrypterOpts) (plaintext []byte, err error)
}

// DecrypterOpts contains options for decryption.
type DecrypterOpts any
`;

/** cryptoPackage is the standard library's crypto. */
export const cryptoPackage: ShimDefinition = { path: "crypto", source, natives: {} };
