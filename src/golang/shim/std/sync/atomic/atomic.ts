// Package sync/atomic: the Add, Load, Store, Swap and CompareAndSwap functions on int32, int64, uint32 and
// uint64, the typed Bool, Int32, Int64, Uint32, Uint64 and Value, written in Go. The lab's goroutines
// switch only where one blocks, so each operation is atomic as written. Uintptr and unsafe.Pointer
// forms are not provided.
import type { ShimDefinition } from "../../../registry";
import { identical } from "../../../../check/types";
import type { Iface } from "../../helpers";

const ints: Array<[string, string]> = [
  ["Int32", "int32"],
  ["Int64", "int64"],
  ["Uint32", "uint32"],
  ["Uint64", "uint64"],
];

/** funcs are the functions on *int32 … *uint64 (AddInt32, LoadInt32, …). */
const funcs = ints
  .map(
    ([N, t]) => `
// Add${N} atomically adds delta to *addr and returns the new value.
func Add${N}(addr *${t}, delta ${t}) (new ${t}) {
	*addr += delta
	return *addr
}

// Load${N} atomically loads *addr.
func Load${N}(addr *${t}) (val ${t}) { return *addr }

// Store${N} atomically stores val into *addr.
func Store${N}(addr *${t}, val ${t}) { *addr = val }

// Swap${N} atomically stores new into *addr and returns the previous *addr value.
func Swap${N}(addr *${t}, new ${t}) (old ${t}) {
	old = *addr
	*addr = new
	return old
}

// CompareAndSwap${N} executes the compare-and-swap operation for a ${t} value.
func CompareAndSwap${N}(addr *${t}, old, new ${t}) (swapped bool) {
	if *addr != old {
		return false
	}
	*addr = new
	return true
}

// An ${N} is an atomic ${t}. The zero value is zero.
type ${N} struct {
	_ noCopy
	v ${t}
}

// Load reads the current value.
func (x *${N}) Load() ${t} { return x.v }

// Store replaces the value with val.
func (x *${N}) Store(val ${t}) { x.v = val }

// Swap puts new in place and hands back what was there before.
func (x *${N}) Swap(new ${t}) (old ${t}) { return Swap${N}(&x.v, new) }

// CompareAndSwap puts new in place only when the value is still old, and tells whether it did.
func (x *${N}) CompareAndSwap(old, new ${t}) (swapped bool) { return CompareAndSwap${N}(&x.v, old, new) }

// Add increases the value by delta and hands back the result.
func (x *${N}) Add(delta ${t}) (new ${t}) { return Add${N}(&x.v, delta) }
`,
  )
  .join("");

const source = `package atomic

// noCopy marks a struct that must not be copied after first use (go vet's copylocks check).
type noCopy struct{}

func (*noCopy) Lock()   {}
func (*noCopy) Unlock() {}
${funcs}
// A Bool is a true or false that goroutines can share without a lock; it starts false.
type Bool struct {
	_ noCopy
	v bool
}

// Load reads the current value.
func (x *Bool) Load() bool { return x.v }

// Store replaces the value with val.
func (x *Bool) Store(val bool) { x.v = val }

// Swap puts new in place and hands back what was there before.
func (x *Bool) Swap(new bool) (old bool) {
	old = x.v
	x.v = new
	return old
}

// CompareAndSwap puts new in place only when the value is still old, and tells whether it did.
func (x *Bool) CompareAndSwap(old, new bool) (swapped bool) {
	if x.v != old {
		return false
	}
	x.v = new
	return true
}

// A Value holds one value that goroutines can swap whole; every value stored must have the same
// dynamic type. An unused Value loads as nil.
type Value struct {
	v any
}

func sameType(a, b any) bool

func (v *Value) check(val any, op string) {
	if val == nil {
		panic("sync/atomic: " + op + " of nil value into Value")
	}
	if v.v != nil && !sameType(v.v, val) {
		panic("sync/atomic: " + op + " of inconsistently typed value into Value")
	}
}

// Load gives the value last stored, or nil while nothing has been stored.
func (v *Value) Load() (val any) { return v.v }

// Store puts val in v; a nil val panics, and so does one whose type differs from the first stored.
func (v *Value) Store(val any) {
	v.check(val, "store")
	v.v = val
}

// Swap stores new and gives back what was there before, nil for a Value never stored to.
func (v *Value) Swap(new any) (old any) {
	v.check(new, "swap")
	old = v.v
	v.v = new
	return old
}

// CompareAndSwap stores new only when the Value still holds old, and tells whether it did; new must not be nil.
func (v *Value) CompareAndSwap(old, new any) (swapped bool) {
	if new == nil {
		panic("sync/atomic: compare and swap of nil value into Value")
	}
	if old != nil && !sameType(old, new) {
		panic("sync/atomic: compare and swap of inconsistently typed values")
	}
	if v.v == nil {
		if old != nil {
			return false
		}
		v.v = new
		return true
	}
	if !sameType(v.v, new) {
		panic("sync/atomic: compare and swap of inconsistently typed value into Value")
	}
	if v.v != old {
		return false
	}
	v.v = new
	return true
}
`;

export const atomicPackage: ShimDefinition = {
  path: "sync/atomic",
  source,
  natives: {
    sameType: (a: Iface | null, b: Iface | null) => a !== null && b !== null && identical(a.t, b.t),
  },
};
