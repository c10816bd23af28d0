// Package k8s.io/client-go/util/workqueue: the typed queue interfaces (TypedInterface,
// TypedDelayingInterface, TypedRateLimitingInterface and their deprecated any-item aliases), client-go's rate
// limiters with its arithmetic (exponential per item, fast/slow, token bucket, max-of, the controller
// default) and a queue of one's own (NewTyped, NewTypedRateLimitingQueue…) with client-go's dirty/processing
// rules, written in Go. Its Get never blocks (no goroutine of the lab adds to it meanwhile), so time on such a queue passes only when Get finds nothing
// ready (it jumps to the next AddAfter item), and Get on a queue with nothing at all panics instead of blocking.
import type { ShimDefinition } from "../../../../registry";

const source = `package workqueue

import "time"

// TypedInterface is the queue every controller's workers read from: an item added while queued is
// queued once, an item added while being processed is queued again when Done is called.
type TypedInterface[T comparable] interface {
	// Add queues item unless it is queued already.
	Add(item T)
	// Len counts the items queued and not yet taken by Get; a figure to look at, not to decide on.
	Len() int
	// Get waits for the next item and hands it out; shutdown is true when the queue is shut down and
	// has nothing left.
	Get() (item T, shutdown bool)
	// Done marks item as done processing; if it was added again meanwhile, it is queued again.
	Done(item T)
	// ShutDown makes the queue ignore all new items; Get returns shutdown once it is empty.
	ShutDown()
	// ShutDownWithDrain makes the queue ignore new items and waits until the items being processed are done.
	ShutDownWithDrain()
	// ShuttingDown reports whether ShutDown has been called.
	ShuttingDown() bool
}

// TypedDelayingInterface adds delayed adds to TypedInterface.
type TypedDelayingInterface[T comparable] interface {
	TypedInterface[T]
	// AddAfter queues item once duration has gone by.
	AddAfter(item T, duration time.Duration)
}

// TypedRateLimitingInterface is the queue a controller uses: delayed adds, plus adds whose delay a
// rate limiter picks from the item's failure history.
type TypedRateLimitingInterface[T comparable] interface {
	TypedDelayingInterface[T]
	// AddRateLimited queues item after the delay the rate limiter gives it.
	AddRateLimited(item T)
	// Forget clears item's failure history in the rate limiter, so its next delay starts small again.
	Forget(item T)
	// NumRequeues says how many rate-limited adds item has had since it was last forgotten.
	NumRequeues(item T) int
}

// Interface is TypedInterface over any item.
//
// Deprecated: use TypedInterface instead.
type Interface = TypedInterface[any]

// DelayingInterface is TypedDelayingInterface over any item.
//
// Deprecated: new code should name TypedDelayingInterface with its item type.
type DelayingInterface = TypedDelayingInterface[any]

// RateLimitingInterface is TypedRateLimitingInterface over any item.
//
// Deprecated: use TypedRateLimitingInterface instead.
type RateLimitingInterface = TypedRateLimitingInterface[any]

// TypedRateLimiter decides how long an item waits before it is requeued.
type TypedRateLimiter[T comparable] interface {
	// When counts one more failure of item and says how long it waits before it is queued again.
	When(item T) time.Duration
	// Forget drops what the limiter remembers about item.
	Forget(item T)
	// NumRequeues says how many failures of item the limiter has counted.
	NumRequeues(item T) int
}

// RateLimiter is TypedRateLimiter over any item.
//
// Deprecated: use TypedRateLimiter instead.
type RateLimiter = TypedRateLimiter[any]

// TypedItemExponentialFailureRateLimiter does a simple baseDelay*2^<num-failures> limit, capped at maxDelay.
type TypedItemExponentialFailureRateLimiter[T comparable] struct {
	failures  map[T]int
	baseDelay time.Duration
	maxDelay  time.Duration
}

// NewTypedItemExponentialFailureRateLimiter returns a rate limiter waiting baseDelay*2^failures, at most maxDelay.
func NewTypedItemExponentialFailureRateLimiter[T comparable](baseDelay time.Duration, maxDelay time.Duration) TypedRateLimiter[T] {
	return &TypedItemExponentialFailureRateLimiter[T]{failures: map[T]int{}, baseDelay: baseDelay, maxDelay: maxDelay}
}

// NewItemExponentialFailureRateLimiter returns a rate limiter waiting baseDelay*2^failures, at most maxDelay.
//
// Deprecated: use NewTypedItemExponentialFailureRateLimiter instead.
func NewItemExponentialFailureRateLimiter(baseDelay time.Duration, maxDelay time.Duration) RateLimiter {
	return NewTypedItemExponentialFailureRateLimiter[any](baseDelay, maxDelay)
}

// When returns baseDelay*2^failures (at most maxDelay) and counts one more failure.
func (r *TypedItemExponentialFailureRateLimiter[T]) When(item T) time.Duration {
	exp := r.failures[item]
	r.failures[item] = exp + 1
	d := r.baseDelay
	for i := 0; i < exp; i++ {
		d *= 2
		if d > r.maxDelay || d <= 0 {
			return r.maxDelay
		}
	}
	if d > r.maxDelay {
		return r.maxDelay
	}
	return d
}

// NumRequeues returns how many failures the item has had.
func (r *TypedItemExponentialFailureRateLimiter[T]) NumRequeues(item T) int { return r.failures[item] }

// Forget stops tracking the item.
func (r *TypedItemExponentialFailureRateLimiter[T]) Forget(item T) { delete(r.failures, item) }

// TypedItemFastSlowRateLimiter waits a short delay for an item's first few failures and a long one
// after that.
type TypedItemFastSlowRateLimiter[T comparable] struct {
	failures        map[T]int
	maxFastAttempts int
	fastDelay       time.Duration
	slowDelay       time.Duration
}

// NewTypedItemFastSlowRateLimiter returns a rate limiter waiting fastDelay for maxFastAttempts failures, then slowDelay.
func NewTypedItemFastSlowRateLimiter[T comparable](fastDelay, slowDelay time.Duration, maxFastAttempts int) TypedRateLimiter[T] {
	return &TypedItemFastSlowRateLimiter[T]{failures: map[T]int{}, fastDelay: fastDelay, slowDelay: slowDelay, maxFastAttempts: maxFastAttempts}
}

// NewItemFastSlowRateLimiter returns a rate limiter waiting fastDelay for maxFastAttempts failures, then slowDelay.
//
// Deprecated: use NewTypedItemFastSlowRateLimiter instead.
func NewItemFastSlowRateLimiter(fastDelay, slowDelay time.Duration, maxFastAttempts int) RateLimiter {
	return NewTypedItemFastSlowRateLimiter[any](fastDelay, slowDelay, maxFastAttempts)
}

// When returns fastDelay for the first maxFastAttempts failures, then slowDelay.
func (r *TypedItemFastSlowRateLimiter[T]) When(item T) time.Duration {
	r.failures[item] = r.failures[item] + 1
	if r.failures[item] <= r.maxFastAttempts {
		return r.fastDelay
	}
	return r.slowDelay
}

// NumRequeues returns how many failures the item has had.
func (r *TypedItemFastSlowRateLimiter[T]) NumRequeues(item T) int { return r.failures[item] }

// Forget stops tracking the item.
func (r *TypedItemFastSlowRateLimiter[T]) Forget(item T) { delete(r.failures, item) }

// TypedBucketRateLimiter adapts a token bucket (qps, burst) to the rate limiter interface. In the lab no time
// passes between calls, so once the burst is spent every call waits one more 1/qps.
type TypedBucketRateLimiter[T comparable] struct {
	qps   int
	burst int
	calls int
}

// When returns how long the bucket makes this call wait.
func (r *TypedBucketRateLimiter[T]) When(item T) time.Duration {
	r.calls++
	if r.calls <= r.burst {
		return 0
	}
	return time.Duration(r.calls-r.burst) * time.Second / time.Duration(r.qps)
}

// NumRequeues is always 0: the bucket does not track items.
func (r *TypedBucketRateLimiter[T]) NumRequeues(item T) int { return 0 }

// Forget does nothing: the bucket does not track items.
func (r *TypedBucketRateLimiter[T]) Forget(item T) {}

// TypedMaxOfRateLimiter combines several limiters and always takes the longest delay among them.
type TypedMaxOfRateLimiter[T comparable] struct {
	limiters []TypedRateLimiter[T]
}

// NewTypedMaxOfRateLimiter returns a rate limiter whose delay is the longest of its limiters'.
func NewTypedMaxOfRateLimiter[T comparable](limiters ...TypedRateLimiter[T]) TypedRateLimiter[T] {
	return &TypedMaxOfRateLimiter[T]{limiters: limiters}
}

// NewMaxOfRateLimiter returns a rate limiter whose delay is the longest of its limiters'.
//
// Deprecated: use NewTypedMaxOfRateLimiter instead.
func NewMaxOfRateLimiter(limiters ...RateLimiter) RateLimiter {
	return NewTypedMaxOfRateLimiter[any](limiters...)
}

// When returns the longest delay of the limiters.
func (r *TypedMaxOfRateLimiter[T]) When(item T) time.Duration {
	var ret time.Duration
	for _, l := range r.limiters {
		if d := l.When(item); d > ret {
			ret = d
		}
	}
	return ret
}

// NumRequeues returns the largest count of the limiters.
func (r *TypedMaxOfRateLimiter[T]) NumRequeues(item T) int {
	ret := 0
	for _, l := range r.limiters {
		if n := l.NumRequeues(item); n > ret {
			ret = n
		}
	}
	return ret
}

// Forget forgets the item in every limiter.
func (r *TypedMaxOfRateLimiter[T]) Forget(item T) {
	for _, l := range r.limiters {
		l.Forget(item)
	}
}

// DefaultTypedControllerRateLimiter is client-go's default: per-item exponential backoff (5ms to 1000s) and an
// overall token bucket (10 qps, burst 100), the worse of the two.
func DefaultTypedControllerRateLimiter[T comparable]() TypedRateLimiter[T] {
	return NewTypedMaxOfRateLimiter[T](
		NewTypedItemExponentialFailureRateLimiter[T](5*time.Millisecond, 1000*time.Second),
		&TypedBucketRateLimiter[T]{qps: 10, burst: 100},
	)
}

// DefaultControllerRateLimiter is DefaultTypedControllerRateLimiter over any item.
//
// Deprecated: use DefaultTypedControllerRateLimiter instead.
func DefaultControllerRateLimiter() RateLimiter { return DefaultTypedControllerRateLimiter[any]() }

// TypedRateLimitingQueueConfig holds the optional settings of a rate-limited queue.
type TypedRateLimitingQueueConfig[T comparable] struct {
	// Name labels the queue; client-go registers its metrics under it, the lab only stores it.
	Name string
}

// RateLimitingQueueConfig is TypedRateLimitingQueueConfig over any item.
type RateLimitingQueueConfig = TypedRateLimitingQueueConfig[any]

type waiting[T comparable] struct {
	item    T
	readyAt time.Duration
}

// Typed is a work queue (see TypedInterface). Its Get never blocks: time on a queue of its own passes
// only when Get finds nothing ready and jumps to the next item added with AddAfter.
type Typed[T comparable] struct {
	queue        []T
	dirty        map[T]bool
	processing   map[T]bool
	waiting      []waiting[T]
	now          time.Duration
	shuttingDown bool
	rl           TypedRateLimiter[T]
	name         string
}

// NewTyped makes an empty work queue with items of type T (see TypedInterface).
func NewTyped[T comparable]() *Typed[T] {
	return &Typed[T]{dirty: map[T]bool{}, processing: map[T]bool{}}
}

// New makes a work queue whose items are of type any.
//
// Deprecated: new code should call NewTyped with its item type.
func New() *Typed[any] { return NewTyped[any]() }

// NewTypedRateLimitingQueue makes a work queue whose AddRateLimited delays come from rateLimiter.
func NewTypedRateLimitingQueue[T comparable](rateLimiter TypedRateLimiter[T]) TypedRateLimitingInterface[T] {
	q := NewTyped[T]()
	q.rl = rateLimiter
	return q
}

// NewTypedRateLimitingQueueWithConfig is NewTypedRateLimitingQueue with the settings of config.
func NewTypedRateLimitingQueueWithConfig[T comparable](rateLimiter TypedRateLimiter[T], config TypedRateLimitingQueueConfig[T]) TypedRateLimitingInterface[T] {
	q := NewTyped[T]()
	q.rl = rateLimiter
	q.name = config.Name
	return q
}

// NewRateLimitingQueue makes a rate-limited work queue whose items are of type any.
//
// Deprecated: use NewTypedRateLimitingQueue instead.
func NewRateLimitingQueue(rateLimiter RateLimiter) RateLimitingInterface {
	return NewTypedRateLimitingQueue[any](rateLimiter)
}

// NewRateLimitingQueueWithConfig is NewRateLimitingQueue with the settings of config.
//
// Deprecated: use NewTypedRateLimitingQueueWithConfig instead.
func NewRateLimitingQueueWithConfig(rateLimiter RateLimiter, config RateLimitingQueueConfig) RateLimitingInterface {
	return NewTypedRateLimitingQueueWithConfig[any](rateLimiter, config)
}

// NewNamedRateLimitingQueue makes a rate-limited queue labelled name, over any item.
//
// Deprecated: new code should pass the name in a config to NewTypedRateLimitingQueueWithConfig.
func NewNamedRateLimitingQueue(rateLimiter RateLimiter, name string) RateLimitingInterface {
	return NewTypedRateLimitingQueueWithConfig[any](rateLimiter, RateLimitingQueueConfig{Name: name})
}

// Add marks item as needing processing: queued once however often it is added, again after Done when added while processing.
func (q *Typed[T]) Add(item T) {
	if q.shuttingDown || q.dirty[item] {
		return
	}
	q.dirty[item] = true
	if q.processing[item] {
		return
	}
	q.queue = append(q.queue, item)
}

// Len counts the items ready to be taken by Get (items waiting on AddAfter are not counted).
func (q *Typed[T]) Len() int { return len(q.queue) }

// Get returns the next item to process. With nothing queued it moves time to the next item added with AddAfter;
// with nothing waiting either it would block forever, which the lab reports as a panic.
func (q *Typed[T]) Get() (item T, shutdown bool) {
	if len(q.queue) == 0 && !q.shuttingDown && len(q.waiting) > 0 {
		q.advance(q.waiting[0].readyAt)
	}
	if len(q.queue) == 0 {
		if q.shuttingDown {
			var zero T
			return zero, true
		}
		panic("workqueue: Get on an empty queue blocks until another goroutine adds an item; the lab's queue does not block")
	}
	item = q.queue[0]
	q.queue = q.queue[1:]
	q.processing[item] = true
	delete(q.dirty, item)
	return item, false
}

// Done marks item as done processing; if it was added again meanwhile, it is queued again.
func (q *Typed[T]) Done(item T) {
	delete(q.processing, item)
	if q.dirty[item] {
		q.queue = append(q.queue, item)
	}
}

// ShutDown makes the queue ignore all new items; Get returns shutdown once it is empty.
func (q *Typed[T]) ShutDown() {
	q.shuttingDown = true
	q.waiting = nil
}

// ShutDownWithDrain is ShutDown (the lab has no other goroutine to wait for).
func (q *Typed[T]) ShutDownWithDrain() { q.ShutDown() }

// ShuttingDown reports whether ShutDown has been called.
func (q *Typed[T]) ShuttingDown() bool { return q.shuttingDown }

// AddAfter queues item when duration has gone by on the queue's clock, at once when duration is not
// positive. An item that is waiting already keeps whichever of the two times comes first.
func (q *Typed[T]) AddAfter(item T, duration time.Duration) {
	if q.shuttingDown {
		return
	}
	if duration <= 0 {
		q.Add(item)
		return
	}
	at := q.now + duration
	for i, w := range q.waiting {
		if w.item == item {
			if at < w.readyAt {
				q.waiting = append(q.waiting[:i], q.waiting[i+1:]...)
				break
			}
			return
		}
	}
	i := 0
	for i < len(q.waiting) && q.waiting[i].readyAt <= at {
		i++
	}
	q.waiting = append(q.waiting, waiting[T]{})
	copy(q.waiting[i+1:], q.waiting[i:])
	q.waiting[i] = waiting[T]{item: item, readyAt: at}
}

func (q *Typed[T]) advance(to time.Duration) {
	q.now = to
	for len(q.waiting) > 0 && q.waiting[0].readyAt <= q.now {
		w := q.waiting[0]
		q.waiting = q.waiting[1:]
		q.Add(w.item)
	}
}

// AddRateLimited asks the rate limiter for item's delay and adds it after that delay (at once when
// the queue has no limiter).
func (q *Typed[T]) AddRateLimited(item T) {
	if q.rl == nil {
		q.Add(item)
		return
	}
	q.AddAfter(item, q.rl.When(item))
}

// Forget clears item's failure history in the rate limiter, if the queue has one.
func (q *Typed[T]) Forget(item T) {
	if q.rl != nil {
		q.rl.Forget(item)
	}
}

// NumRequeues asks the rate limiter how many failures of item it has counted (0 without a limiter).
func (q *Typed[T]) NumRequeues(item T) int {
	if q.rl == nil {
		return 0
	}
	return q.rl.NumRequeues(item)
}
`;

/** workqueuePackage is k8s.io/client-go/util/workqueue. */
export const workqueuePackage: ShimDefinition = { path: "k8s.io/client-go/util/workqueue", source, natives: {} };
