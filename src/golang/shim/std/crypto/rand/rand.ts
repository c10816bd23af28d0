// Package crypto/rand: Reader, Read, Int, Prime and Text, drawing from the run's seeded generator (the
// one math/rand's top-level functions use), so a run that makes keys and certificates replays byte
// for byte (LAB-CONTRACT §2). These bytes are not secret: the lab is a simulation.
import type { ShimDefinition } from "../../../registry";
import { type Slice, sliceItems } from "../../helpers";
import { nextRand } from "../../../../eval/runtime";
import { newInt } from "../../math/big/int";
import { prime } from "../rsa/keygen";
import { Drbg } from "../internal/drbg";

const source = `package rand

import (
	"errors"
	"io"
	"math/big"
)

type reader struct{}

func fill(b []byte)

// Read fills b with bytes from the run's generator; it never fails.
func (r *reader) Read(b []byte) (n int, err error) {
	fill(b)
	return len(b), nil
}

// Reader is the package's one source of random bytes; in the lab it draws from the run's seeded
// generator, so runs repeat and nothing it gives is fit for real secrets.
var Reader io.Reader = &reader{}

// Read fills b with random bytes from Reader. It never returns an error with the default Reader.
func Read(b []byte) (n int, err error) { return io.ReadFull(Reader, b) }

// Int returns a random number drawn evenly from 0 up to max-1; max must be positive or Int panics.
func Int(rand io.Reader, max *big.Int) (n *big.Int, err error) {
	if max.Sign() <= 0 {
		panic("crypto/rand: argument to Int is <= 0")
	}
	n = new(big.Int)
	n.Sub(max, n.SetUint64(1))
	bitLen := n.BitLen()
	if bitLen == 0 {
		return
	}
	k := (bitLen + 7) / 8
	b := uint(bitLen % 8)
	if b == 0 {
		b = 8
	}
	bytes := make([]byte, k)
	for {
		if _, err = io.ReadFull(rand, bytes); err != nil {
			return nil, err
		}
		bytes[0] &= uint8(int(1<<b) - 1)
		n.SetBytes(bytes)
		if n.Cmp(max) < 0 {
			return
		}
	}
}

func prime(seed []byte, bits int) *big.Int

// Prime returns a random number of the given bit length that is almost certainly prime.
func Prime(rand io.Reader, bits int) (*big.Int, error) {
	if bits < 2 {
		return nil, errors.New("crypto/rand: prime size must be at least 2-bit")
	}
	seed := make([]byte, 32)
	if _, err := io.ReadFull(rand, seed); err != nil {
		return nil, err
	}
	return prime(seed, bits), nil
}

// Text returns a random string of 26 characters of the standard base32 alphabet (128 bits of randomness).
func Text() string {
	const base32alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	src := make([]byte, 26)
	Read(src)
	for i := range src {
		src[i] = base32alphabet[src[i]%32]
	}
	return string(src)
}
`;

/** smallPrime returns a prime below 2^16 with its top two bits and its low bit set, as Go's Prime shapes candidates. */
function smallPrime(bits: number, rnd: Drbg): bigint {
  for (;;) {
    const [hi, lo] = rnd.bytes(2) as [number, number];
    const n = (((hi << 8) | lo) & ((1 << bits) - 1)) | (3 << (bits - 2)) | 1;
    let isPrime = n > 1;
    for (let d = 2; d * d <= n; d++) if (n % d === 0) isPrime = false;
    if (isPrime) return BigInt(n);
  }
}

/** cryptoRandPackage is crypto/rand. */
export const cryptoRandPackage: ShimDefinition = {
  path: "crypto/rand",
  source,
  natives: {
    fill: (b: Slice | null) => {
      if (!b) return;
      for (let i = 0; i < b.len; i++) b.a[b.off + i] = nextRand() & 255;
    },
    prime: (seed: Slice | null, bits: number) => {
      const rnd = new Drbg(sliceItems(seed) as number[]);
      return newInt(bits < 16 ? smallPrime(bits, rnd) : prime(bits, rnd));
    },
  },
};
