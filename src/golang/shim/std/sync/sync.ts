// Package sync: Mutex, RWMutex, Once, Map, WaitGroup and Pool. A goroutine that finds a lock held, or waits on a
// WaitGroup, parks in the interpreter's scheduler (eval/sched.ts) and the goroutines queued meanwhile run;
// when none can release it, that is Go's deadlock, located at the Lock or Wait.
import type { ShimDefinition } from "../../registry";
import { blockUntil } from "../../../eval/sched";

const source = `package sync

// Locker is anything with Lock and Unlock, such as *Mutex or *RWMutex.
type Locker interface {
	Lock()
	Unlock()
}

// A Mutex lets one goroutine at a time into a critical section; a zero Mutex is free.
type Mutex struct {
	locked bool
}

// waitUntil parks the calling goroutine until ready reports true; other goroutines run meanwhile.
func waitUntil(ready func() bool)

// Lock takes m, waiting first while another goroutine holds it.
func (m *Mutex) Lock() {
	if m.locked {
		waitUntil(func() bool { return !m.locked })
	}
	m.locked = true
}

// TryLock takes m if it is free and says whether it did; it never waits.
func (m *Mutex) TryLock() bool {
	if m.locked {
		return false
	}
	m.locked = true
	return true
}

// Unlock unlocks m.
func (m *Mutex) Unlock() {
	if !m.locked {
		panic("fatal error: sync: unlock of unlocked mutex")
	}
	m.locked = false
}

// A RWMutex lets in any number of readers or else one writer; a zero RWMutex is free.
type RWMutex struct {
	writer  bool
	readers int
}

// Lock locks rw for writing.
func (rw *RWMutex) Lock() {
	if rw.writer || rw.readers > 0 {
		waitUntil(func() bool { return !rw.writer && rw.readers == 0 })
	}
	rw.writer = true
}

// Unlock unlocks rw for writing.
func (rw *RWMutex) Unlock() {
	if !rw.writer {
		panic("fatal error: sync: Unlock of unlocked RWMutex")
	}
	rw.writer = false
}

// RLock locks rw for reading.
func (rw *RWMutex) RLock() {
	if rw.writer {
		waitUntil(func() bool { return !rw.writer })
	}
	rw.readers++
}

// RUnlock undoes a single RLock call.
func (rw *RWMutex) RUnlock() {
	if rw.readers == 0 {
		panic("fatal error: sync: RUnlock of unlocked RWMutex")
	}
	rw.readers--
}

// Once runs a function on the first Do call and ignores every later one.
type Once struct {
	done bool
}

// Do runs f on the first call to Do of this Once and does nothing on every later call, whatever f.
func (o *Once) Do(f func()) {
	if o.done {
		return
	}
	o.done = true
	f()
}

// Map is like a Go map[any]any but is safe for concurrent use.
type Map struct {
	m    map[any]any
	keys []any
}

// Load gives the value stored under key and true, or nil and false when key has none.
func (m *Map) Load(key any) (value any, ok bool) {
	value, ok = m.m[key]
	return
}

// Store puts value under key, replacing any earlier value.
func (m *Map) Store(key, value any) {
	if m.m == nil {
		m.m = map[any]any{}
	}
	if _, ok := m.m[key]; !ok {
		m.keys = append(m.keys, key)
	}
	m.m[key] = value
}

// LoadOrStore gives the value already under key with loaded true, or stores value there and gives it
// back with loaded false.
func (m *Map) LoadOrStore(key, value any) (actual any, loaded bool) {
	if v, ok := m.m[key]; ok {
		return v, true
	}
	m.Store(key, value)
	return value, false
}

// Delete removes key from the map; a missing key is fine.
func (m *Map) Delete(key any) {
	if _, ok := m.m[key]; !ok {
		return
	}
	delete(m.m, key)
	for i, k := range m.keys {
		if k == key {
			m.keys = append(m.keys[:i], m.keys[i+1:]...)
			break
		}
	}
}

// Range hands each key and value of m to f in turn and stops early when f returns false.
func (m *Map) Range(f func(key, value any) bool) {
	for _, k := range append([]any(nil), m.keys...) {
		v, ok := m.m[k]
		if ok && !f(k, v) {
			return
		}
	}
}

// WaitGroup lets a goroutine wait until a counted set of goroutines has called Done.
type WaitGroup struct {
	n int
}

// Add changes the counter by delta, which may be negative; a counter below zero panics.
func (wg *WaitGroup) Add(delta int) {
	wg.n += delta
	if wg.n < 0 {
		panic("sync: negative WaitGroup counter")
	}
}

// Done is Add(-1): each counted goroutine calls it when it finishes.
func (wg *WaitGroup) Done() {
	wg.Add(-1)
}

// Wait parks the caller until the counter is back to zero.
func (wg *WaitGroup) Wait() {
	if wg.n > 0 {
		waitUntil(func() bool { return wg.n == 0 })
	}
}

// A Pool keeps spare objects for reuse: Put hands one in and Get takes one out. As in Go on one
// processor: a private slot, then a stack (Get takes the private object, else the one Put last); the lab
// never empties a pool behind the program's back, as a garbage collection may.
type Pool struct {
	private any
	shared  []any
	// New, when set, makes a fresh value for Get to return once the pool is empty.
	New func() any
}

// Put adds x to the pool; a nil x is ignored.
func (p *Pool) Put(x any) {
	if x == nil {
		return
	}
	if p.private == nil {
		p.private = x
		return
	}
	p.shared = append(p.shared, x)
}

// Get selects an item from the Pool, removes it, and returns it; with none, the result of calling
// p.New, or nil.
func (p *Pool) Get() any {
	x := p.private
	p.private = nil
	if x == nil {
		if n := len(p.shared); n > 0 {
			x = p.shared[n-1]
			p.shared[n-1] = nil
			p.shared = p.shared[:n-1]
		}
	}
	if x == nil && p.New != nil {
		x = p.New()
	}
	return x
}
`;

export const syncPackage: ShimDefinition = {
  path: "sync",
  source,
  natives: {
    waitUntil: (ready: () => boolean) => {
      blockUntil(() => ready());
      return undefined;
    },
  },
};
