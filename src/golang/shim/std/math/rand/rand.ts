// Package math/rand: the top-level functions draw from the run's own generator, seeded by the
// scenario's seed (so a run is reproducible); rand.New(rand.NewSource(seed)) gives an
// independent xorshift generator. Sequences are not Go's: only their range and determinism are.
import type { ShimDefinition } from "../../../registry";
import { nextRand } from "../../../../eval/runtime";

const source = `package rand

// A Source is a generator of evenly spread int64 values that are never negative, restartable by Seed.
type Source interface {
	Int63() int64
	Seed(seed int64)
}

type xorSource struct {
	x      uint32
	global bool
}

func globalNext() uint32

func (s *xorSource) next() uint32 {
	if s.global {
		return globalNext()
	}
	x := s.x
	x ^= x << 13
	x ^= x >> 17
	x ^= x << 5
	s.x = x
	return x
}

// Int63 builds a non-negative int64 from two steps of the xorshift generator.
func (s *xorSource) Int63() int64 { return int64(s.next()>>1)<<32 | int64(s.next()) }

// Seed puts s in the state that seed always gives, so the same numbers follow.
func (s *xorSource) Seed(seed int64) {
	s.global = false
	s.x = uint32(seed)*2654435761 | 1
}

// NewSource returns a Source started from seed: the same seed gives the same numbers (the lab's generator is xorshift, so they differ from real Go's).
func NewSource(seed int64) Source {
	s := &xorSource{}
	s.Seed(seed)
	return s
}

// A Rand draws random values of several types from one Source.
type Rand struct {
	src *xorSource
}

// New makes a Rand driven by src; the lab seeds its own small generator from one value of a foreign
// src, so only a src made by NewSource is used as is.
func New(src Source) *Rand {
	if x, ok := src.(*xorSource); ok {
		return &Rand{src: x}
	}
	return &Rand{src: &xorSource{x: uint32(src.Int63()) | 1}}
}

// Seed restarts the generator of r from seed, so that the sequence repeats.
func (r *Rand) Seed(seed int64) { r.src.Seed(seed) }

// Int63 returns a random int64 that is never negative.
func (r *Rand) Int63() int64 { return r.src.Int63() }

// Int31 returns a random int32 that is never negative.
func (r *Rand) Int31() int32 { return int32(r.src.next() >> 1) }

// Int returns a random int that is never negative.
func (r *Rand) Int() int { return int(r.src.Int63()) }

// Int63n draws an int64 from 0 up to but not including n; n must be positive or it panics.
func (r *Rand) Int63n(n int64) int64 {
	if n <= 0 {
		panic("invalid argument to Int63n")
	}
	return r.src.Int63() % n
}

// Int31n draws an int32 from 0 up to but not including n; n must be positive or it panics.
func (r *Rand) Int31n(n int32) int32 {
	if n <= 0 {
		panic("invalid argument to Int31n")
	}
	return int32(r.src.next() % uint32(n))
}

// Intn draws an int from 0 up to but not including n; n must be positive or it panics.
func (r *Rand) Intn(n int) int {
	if n <= 0 {
		panic("invalid argument to Intn")
	}
	if n <= 1<<31 {
		return int(r.src.next() % uint32(n))
	}
	return int(r.src.Int63() % int64(n))
}

// Float64 returns a random float64 that is at least 0 and below 1.
func (r *Rand) Float64() float64 { return float64(r.src.next()>>5) / (1 << 27) }

// Perm gives the numbers 0 to n-1 once each, in an order drawn from r.
func (r *Rand) Perm(n int) []int {
	m := make([]int, n)
	for i := 0; i < n; i++ {
		j := r.Intn(i + 1)
		m[i] = m[j]
		m[j] = i
	}
	return m
}

// Shuffle mixes n elements into a random order by calling swap(i, j) on pairs of indexes below n.
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.Intn(i+1))
	}
}

var global = &Rand{src: &xorSource{global: true}}

// Seed restarts the shared generator from seed (unless called, the scenario seeds it, so runs repeat).
func Seed(seed int64) { global.Seed(seed) }

// Int63 draws an int64 that is never negative from the package's shared generator.
func Int63() int64 { return global.Int63() }

// Int31 draws an int32 that is never negative from the package's shared generator.
func Int31() int32 { return global.Int31() }

// Int returns a random int that is never negative, from the package's shared generator.
func Int() int { return global.Int() }

// Int63n returns a non-negative pseudo-random number in [0,n) from the default Source.
func Int63n(n int64) int64 { return global.Int63n(n) }

// Int31n returns a non-negative pseudo-random number in [0,n) from the default Source.
func Int31n(n int32) int32 { return global.Int31n(n) }

// Intn returns a non-negative pseudo-random number in [0,n) from the default Source.
func Intn(n int) int { return global.Intn(n) }

// Float64 returns a pseudo-random number in [0.0,1.0) from the default Source.
func Float64() float64 { return global.Float64() }

// Perm returns a pseudo-random permutation of the integers in [0,n) from the default Source.
func Perm(n int) []int { return global.Perm(n) }

// Shuffle puts n elements in random order by calling swap, drawing from the package's shared generator.
func Shuffle(n int, swap func(i, j int)) { global.Shuffle(n, swap) }
`;

/** randPackage is math/rand. */
export const randPackage: ShimDefinition = {
  path: "math/rand",
  source,
  natives: { globalNext: () => nextRand() },
};
