// Package github.com/prometheus/client_golang/prometheus, written in Go for the lab: counters,
// gauges, histograms and summaries with their label vectors (With, WithLabelValues, Delete, Reset),
// descriptors, registries (Register, MustRegister, AlreadyRegisteredError) and the default one, and
// bucket helpers. Values are kept in the metric; testutil.ToFloat64 (testutil.ts) reads them. Nothing
// is served over HTTP and there is no protobuf output (Write, Gather): the lab has no scraper.
import type { ShimDefinition } from "../../../../registry";
import { vecSource } from "./vec";

export const PROMETHEUS_PATH = "github.com/prometheus/client_golang/prometheus";

const source = `package prometheus

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"

	dto "github.com/prometheus/client_model/go"
)

// Labels represents a collection of label name -> value mappings.
type Labels map[string]string

// Desc is the descriptor used by every Prometheus Metric.
type Desc struct {
	fqName         string
	help           string
	constLabels    Labels
	variableLabels []string
	err            error
}

// NewDesc allocates and initializes a new Desc; errors are recorded and reported at registration.
func NewDesc(fqName, help string, variableLabels []string, constLabels Labels) *Desc {
	d := &Desc{fqName: fqName, help: help, constLabels: constLabels, variableLabels: variableLabels}
	if !validMetricName(fqName) {
		d.err = fmt.Errorf("%q is not a valid metric name", fqName)
		return d
	}
	seen := map[string]bool{}
	for _, l := range variableLabels {
		if !validLabelName(l) {
			d.err = fmt.Errorf("%q is not a valid label name for metric %q", l, fqName)
			return d
		}
		if seen[l] {
			d.err = fmt.Errorf("duplicate label names in constant and variable labels for metric %q", fqName)
			return d
		}
		seen[l] = true
	}
	return d
}

// String returns a human-readable description of the Desc.
func (d *Desc) String() string {
	consts := []string{}
	for k, v := range d.constLabels {
		consts = append(consts, fmt.Sprintf("%s=%q", k, v))
	}
	sort.Strings(consts)
	return fmt.Sprintf("Desc{fqName: %q, help: %q, constLabels: {%s}, variableLabels: {%s}}",
		d.fqName, d.help, strings.Join(consts, ","), strings.Join(d.variableLabels, ","))
}

func validMetricName(n string) bool {
	if n == "" {
		return false
	}
	for i, c := range n {
		ok := (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':' || (i > 0 && c >= '0' && c <= '9')
		if !ok {
			return false
		}
	}
	return true
}

func validLabelName(n string) bool {
	if n == "" || strings.HasPrefix(n, "__") {
		return false
	}
	for i, c := range n {
		ok := (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (i > 0 && c >= '0' && c <= '9')
		if !ok {
			return false
		}
	}
	return true
}

// BuildFQName joins the given three name components by "_", leaving out empty ones.
func BuildFQName(namespace, subsystem, name string) string {
	if name == "" {
		return ""
	}
	parts := []string{}
	for _, p := range []string{namespace, subsystem, name} {
		if p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, "_")
}

// Metric models a single sample value with its meta data being exported to Prometheus.
type Metric interface {
	// Desc returns the descriptor for the Metric.
	Desc() *Desc
	// Write encodes the Metric into a "Metric" Protocol Buffer data transmission object.
	Write(*dto.Metric) error
}

// labelPairs returns a metric's constant and variable labels, sorted by name.
func labelPairs(d *Desc, lvs []string) []*dto.LabelPair {
	pairs := []*dto.LabelPair{}
	for k, v := range d.constLabels {
		name, val := k, v
		pairs = append(pairs, &dto.LabelPair{Name: &name, Value: &val})
	}
	for i, n := range d.variableLabels {
		if i < len(lvs) {
			name, val := n, lvs[i]
			pairs = append(pairs, &dto.LabelPair{Name: &name, Value: &val})
		}
	}
	sort.Slice(pairs, func(i, j int) bool { return *pairs[i].Name < *pairs[j].Name })
	return pairs
}

// Collector is the interface implemented by anything that can be used by Prometheus to collect metrics.
type Collector interface {
	// Describe sends the super-set of all possible descriptors of metrics collected by this Collector.
	Describe(chan<- *Desc)
	// Collect is called by the Prometheus registry when collecting metrics.
	Collect(chan<- Metric)
}

// Opts bundles the options for creating most Metric types.
type Opts struct {
	Namespace   string
	Subsystem   string
	Name        string
	Help        string
	ConstLabels Labels
}

// CounterOpts is an alias for Opts.
type CounterOpts Opts

// GaugeOpts is an alias for Opts.
type GaugeOpts Opts

// HistogramOpts bundles the options for creating a Histogram metric.
type HistogramOpts struct {
	Namespace   string
	Subsystem   string
	Name        string
	Help        string
	ConstLabels Labels
	Buckets     []float64
}

// SummaryOpts bundles the options for creating a Summary metric.
type SummaryOpts struct {
	Namespace   string
	Subsystem   string
	Name        string
	Help        string
	ConstLabels Labels
	Objectives  map[float64]float64
}

// DefBuckets are the default Histogram buckets.
var DefBuckets = []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}

// LinearBuckets creates 'count' regular buckets, each 'width' wide, where the lowest bucket has an upper bound of 'start'.
func LinearBuckets(start, width float64, count int) []float64 {
	if count < 1 {
		panic("LinearBuckets needs a positive count")
	}
	buckets := make([]float64, count)
	for i := range buckets {
		buckets[i] = start
		start += width
	}
	return buckets
}

// ExponentialBuckets creates 'count' regular buckets, where the lowest bucket has an upper bound of 'start' and each following bucket's upper bound is 'factor' times the previous bucket's upper bound.
func ExponentialBuckets(start, factor float64, count int) []float64 {
	if count < 1 {
		panic("ExponentialBuckets needs a positive count")
	}
	if start <= 0 {
		panic("ExponentialBuckets needs a positive start value")
	}
	if factor <= 1 {
		panic("ExponentialBuckets needs a factor greater than 1")
	}
	buckets := make([]float64, count)
	for i := range buckets {
		buckets[i] = start
		start *= factor
	}
	return buckets
}

// Counter is a Metric that represents a single numerical value that only ever goes up.
type Counter interface {
	Metric
	Collector
	// Inc increments the counter by 1.
	Inc()
	// Add adds the given value to the counter. It panics if the value is < 0.
	Add(float64)
}

// Gauge is a Metric that represents a single numerical value that can arbitrarily go up and down.
type Gauge interface {
	Metric
	Collector
	Set(float64)
	Inc()
	Dec()
	Add(float64)
	Sub(float64)
}

// Observer is the interface that wraps the Observe method, which is used by Histogram and Summary to add observations.
type Observer interface {
	Observe(float64)
}

// ObserverFunc type is an adapter to allow the use of ordinary functions as Observers.
type ObserverFunc func(float64)

// Observe calls f(value).
func (f ObserverFunc) Observe(value float64) { f(value) }

// Histogram counts individual observations from an event or sample stream in configurable buckets.
type Histogram interface {
	Metric
	Collector
	Observe(float64)
}

// Summary captures individual observations from an event or sample stream and summarizes them.
type Summary interface {
	Metric
	Collector
	Observe(float64)
}

// value is a counter's or gauge's sample.
type value struct {
	desc   *Desc
	labels []string
	v      float64
}

func (m *value) Desc() *Desc                 { return m.desc }
func (m *value) Describe(ch chan<- *Desc)    { ch <- m.desc }
func (m *value) Set(v float64)               { m.v = v }
func (m *value) Inc()                        { m.v++ }
func (m *value) Dec()                        { m.v-- }
func (m *value) Sub(v float64)               { m.v -= v }
func (m *value) descs() []*Desc              { return []*Desc{m.desc} }

type counter struct{ value }

func (c *counter) Collect(ch chan<- Metric) { ch <- c }

func (c *counter) Write(out *dto.Metric) error {
	v := c.v
	out.Label = labelPairs(c.desc, c.labels)
	out.Counter = &dto.Counter{Value: &v}
	return nil
}

func (c *counter) Add(v float64) {
	if v < 0 {
		panic(errors.New("counter cannot decrease in value"))
	}
	c.v += v
}

type gauge struct{ value }

func (g *gauge) Add(v float64) { g.v += v }

func (g *gauge) Collect(ch chan<- Metric) { ch <- g }

func (g *gauge) Write(out *dto.Metric) error {
	v := g.v
	out.Label = labelPairs(g.desc, g.labels)
	out.Gauge = &dto.Gauge{Value: &v}
	return nil
}

func descOf(namespace, subsystem, name, help string, constLabels Labels, labelNames []string) *Desc {
	return NewDesc(BuildFQName(namespace, subsystem, name), help, labelNames, constLabels)
}

// NewCounter creates a new Counter based on the provided CounterOpts.
func NewCounter(opts CounterOpts) Counter {
	return &counter{value{desc: descOf(opts.Namespace, opts.Subsystem, opts.Name, opts.Help, opts.ConstLabels, nil)}}
}

// NewGauge creates a new Gauge based on the provided GaugeOpts.
func NewGauge(opts GaugeOpts) Gauge {
	return &gauge{value{desc: descOf(opts.Namespace, opts.Subsystem, opts.Name, opts.Help, opts.ConstLabels, nil)}}
}

type histogram struct {
	desc   *Desc
	labels []string
	upper  []float64
	counts []uint64
	count  uint64
	sum    float64
}

func newHistogram(desc *Desc, buckets []float64) *histogram {
	if len(buckets) == 0 {
		buckets = DefBuckets
	}
	upper := []float64{}
	for i, b := range buckets {
		if i > 0 && b <= buckets[i-1] {
			panic(fmt.Errorf("histogram buckets must be in increasing order: %f >= %f", buckets[i-1], b))
		}
		if !math.IsInf(b, 1) {
			upper = append(upper, b)
		}
	}
	return &histogram{desc: desc, upper: upper, counts: make([]uint64, len(upper))}
}

func (h *histogram) Desc() *Desc              { return h.desc }
func (h *histogram) Describe(ch chan<- *Desc) { ch <- h.desc }
func (h *histogram) Collect(ch chan<- Metric) { ch <- h }
func (h *histogram) descs() []*Desc           { return []*Desc{h.desc} }

func (h *histogram) Write(out *dto.Metric) error {
	count, sum := h.count, h.sum
	buckets := []*dto.Bucket{}
	for i := range h.upper {
		c, b := h.counts[i], h.upper[i]
		buckets = append(buckets, &dto.Bucket{CumulativeCount: &c, UpperBound: &b})
	}
	out.Label = labelPairs(h.desc, h.labels)
	out.Histogram = &dto.Histogram{SampleCount: &count, SampleSum: &sum, Bucket: buckets}
	return nil
}

func (h *histogram) Observe(v float64) {
	for i, b := range h.upper {
		if v <= b {
			h.counts[i]++
		}
	}
	h.count++
	h.sum += v
}

// NewHistogram creates a new Histogram based on the provided HistogramOpts.
func NewHistogram(opts HistogramOpts) Histogram {
	return newHistogram(descOf(opts.Namespace, opts.Subsystem, opts.Name, opts.Help, opts.ConstLabels, nil), opts.Buckets)
}

type summary struct {
	desc   *Desc
	labels []string
	count  uint64
	sum    float64
}

func (s *summary) Desc() *Desc              { return s.desc }
func (s *summary) Describe(ch chan<- *Desc) { ch <- s.desc }
func (s *summary) Collect(ch chan<- Metric) { ch <- s }
func (s *summary) descs() []*Desc           { return []*Desc{s.desc} }

func (s *summary) Write(out *dto.Metric) error {
	count, sum := s.count, s.sum
	out.Label = labelPairs(s.desc, s.labels)
	out.Summary = &dto.Summary{SampleCount: &count, SampleSum: &sum}
	return nil
}
func (s *summary) Observe(v float64) {
	s.count++
	s.sum += v
}

// NewSummary creates a new Summary based on the provided SummaryOpts.
func NewSummary(opts SummaryOpts) Summary {
	return &summary{desc: descOf(opts.Namespace, opts.Subsystem, opts.Name, opts.Help, opts.ConstLabels, nil)}
}

// Registerer is the interface for the part of a registry in charge of registering and unregistering.
type Registerer interface {
	Register(Collector) error
	MustRegister(...Collector)
	Unregister(Collector) bool
}

// AlreadyRegisteredError is returned by the Register method if the Collector to be registered has already been registered before.
type AlreadyRegisteredError struct {
	ExistingCollector, NewCollector Collector
}

// Error says that a collector clashing with an already registered one was refused.
func (err AlreadyRegisteredError) Error() string {
	return "duplicate metrics collector registration attempted"
}

// Registry registers Prometheus collectors.
type Registry struct {
	collectors []Collector
	names      map[string]*Desc
	owners     map[string]Collector
}

// NewRegistry creates a new vanilla Registry without any Collectors pre-registered.
func NewRegistry() *Registry {
	return &Registry{names: map[string]*Desc{}, owners: map[string]Collector{}}
}

// NewPedanticRegistry returns a registry that checks more; in the lab it is a NewRegistry.
func NewPedanticRegistry() *Registry { return NewRegistry() }

// describer is what the lab's collectors tell a registry: their descriptors.
type describer interface {
	descs() []*Desc
}

// dims is what must agree between descriptors of one name: the help string and the label names.
func (d *Desc) dims() string {
	names := append([]string(nil), d.variableLabels...)
	for k := range d.constLabels {
		names = append(names, k)
	}
	sort.Strings(names)
	return d.help + "\xff" + strings.Join(names, "\xff")
}

// Register implements Registerer: a collector whose descriptors are all registered already is an
// AlreadyRegisteredError; one whose name is registered with other label names or help is refused.
func (r *Registry) Register(c Collector) error {
	d, ok := c.(describer)
	if !ok {
		r.collectors = append(r.collectors, c)
		return nil
	}
	descs := d.descs()
	var existing Collector
	for _, desc := range descs {
		if desc.err != nil {
			return fmt.Errorf("descriptor %s is invalid: %w", desc, desc.err)
		}
		have, dup := r.names[desc.fqName]
		if !dup {
			continue
		}
		if have.dims() != desc.dims() {
			return fmt.Errorf("a previously registered descriptor with the same fully-qualified name as %s has different label names or a different help string", desc)
		}
		existing = r.owners[desc.fqName]
	}
	if existing != nil {
		return AlreadyRegisteredError{ExistingCollector: existing, NewCollector: c}
	}
	for _, desc := range descs {
		r.names[desc.fqName] = desc
		r.owners[desc.fqName] = c
	}
	r.collectors = append(r.collectors, c)
	return nil
}

// MustRegister implements Registerer: it panics on the first error.
func (r *Registry) MustRegister(cs ...Collector) {
	for _, c := range cs {
		if err := r.Register(c); err != nil {
			panic(err)
		}
	}
}

// Unregister implements Registerer.
func (r *Registry) Unregister(c Collector) bool {
	for i, have := range r.collectors {
		if have == c {
			r.collectors = append(r.collectors[:i], r.collectors[i+1:]...)
			for n, x := range r.owners {
				if x == c {
					delete(r.owners, n)
					delete(r.names, n)
				}
			}
			return true
		}
	}
	return false
}

// DefaultRegisterer is the default registerer.
var DefaultRegisterer Registerer = NewRegistry()

// Register registers the provided Collector with the DefaultRegisterer.
func Register(c Collector) error { return DefaultRegisterer.Register(c) }

// MustRegister registers the provided Collectors with the DefaultRegisterer and panics if any error occurs.
func MustRegister(cs ...Collector) { DefaultRegisterer.MustRegister(cs...) }

// Unregister removes the registration of the provided Collector from the DefaultRegisterer.
func Unregister(c Collector) bool { return DefaultRegisterer.Unregister(c) }
${vecSource}`;

/** prometheusPackage is github.com/prometheus/client_golang/prometheus. */
export const prometheusPackage: ShimDefinition = { path: PROMETHEUS_PATH, source, natives: {} };
