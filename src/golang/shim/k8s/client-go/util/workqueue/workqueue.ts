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
	// Add marks item as needing processing.
	Add(item T)
	// Len returns the current queue length, for informational purposes only.
	Len() int
	// Get blocks until it can return an item to be processed; shutdown is true once the queue is shut down and empty.
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

// TypedDelayingInterface is a TypedInterface that can Add an item at a later time.
type TypedDelayingInterface[T comparable] interface {
	TypedInterface[T]
	// AddAfter adds an item to the workqueue after the indicated duration has passed.
	AddAfter(item T, duration time.Duration)
}

// TypedRateLimitingInterface is a TypedDelayingInterface that rate limits items being added to the queue.
type TypedRateLimitingInterface[T comparable] interface {
	TypedDelayingInterface[T]
	// AddRateLimited adds an item to the workqueue after the rate limiter says it's ok.
	AddRateLimited(item T)
	// Forget indicates that an item is finished being retried: the rate limiter stops tracking it.
	Forget(item T)
	// NumRequeues returns back how many times the item was requeued.
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
	// When gets an item and gets to decide how long that item should wait.
	When(item T) time.Duration
	// Forget indicates that an item is finished being retried.
	Forget(item T)
	// NumRequeues returns back how many failures the item has had.
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

// TypedItemFastSlowRateLimiter does a quick retry for a certain number of attempts, then a slow retry after that.
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

// TypedMaxOfRateLimiter calls every RateLimiter and returns the worst case response.
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

// NewTyped constructs a new work queue (see TypedInterface).
func NewTyped[T comparable]() *Typed[T] {
	return &Typed[T]{dirty: map[T]bool{}, processing: map[T]bool{}}
}

// New makes a work queue whose items are of type any.
//
// Deprecated: new code should call NewTyped with its item type.
func New() *Typed[any] { return NewTyped[any]() }

// NewTypedRateLimitingQueue constructs a new workqueue with rateLimited queuing ability.
func NewTypedRateLimitingQueue[T comparable](rateLimiter TypedRateLimiter[T]) TypedRateLimitingInterface[T] {
	q := NewTyped[T]()
	q.rl = rateLimiter
	return q
}

// NewTypedRateLimitingQueueWithConfig constructs a new workqueue with rateLimited queuing ability and options.
func NewTypedRateLimitingQueueWithConfig[T comparable](rateLimiter TypedRateLimiter[T], config TypedRateLimitingQueueConfig[T]) TypedRateLimitingInterface[T] {
	q := NewTyped[T]()
	q.rl = rateLimiter
	q.name = config.Name
	return q
}

// NewRateLimitingQueue constructs a new workqueue with rateLimited queuing ability.
//
// Deprecated: use NewTypedRateLimitingQueue instead.
func NewRateLimitingQueue(rateLimiter RateLimiter) RateLimitingInterface {
	return NewTypedRateLimitingQueue[any](rateLimiter)
}

// NewRateLimitingQueueWithConfig constructs a new workqueue with rateLimited queuing ability and options.
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

// Len returns the current queue length, for informational purposes only.
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

// AddAfter adds an item to the workqueue after the indicated duration has passed (an item already waiting keeps the earlier time).
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

// AddRateLimited adds an item to the workqueue after the rate limiter says it's ok.
func (q *Typed[T]) AddRateLimited(item T) {
	if q.rl == nil {
		q.Add(item)
		return
	}
	q.AddAfter(item, q.rl.When(item))
}

// Forget indicates that an item is finished being retried: the rate limiter stops tracking it.
func (q *Typed[T]) Forget(item T) {
	if q.rl != nil {
		q.rl.Forget(item)
	}
}

// NumRequeues returns back how many times the item was requeued.
func (q *Typed[T]) NumRequeues(item T) int {
	if q.rl == nil {
		return 0
	}
	return q.rl.NumRequeues(item)
}
`;

/** workqueuePackage is k8s.io/client-go/util/workqueue. */
export const workqueuePackage: ShimDefinition = { path: "k8s.io/client-go/util/workqueue", source, natives: {} };
