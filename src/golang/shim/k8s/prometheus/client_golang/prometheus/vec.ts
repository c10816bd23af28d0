// The label vectors of the lab's prometheus package (CounterVec, GaugeVec, HistogramVec,
// SummaryVec): one child metric per label value tuple, made on first use, with client_golang's
// cardinality errors (WithLabelValues and With panic with them). Appended to prometheus.ts's source.
export const vecSource = `
type metricVec struct {
	desc      *Desc
	newMetric func(lvs []string) Metric
	children  map[string]Metric
	order     []string
}

func newMetricVec(desc *Desc, newMetric func(lvs []string) Metric) *metricVec {
	return &metricVec{desc: desc, newMetric: newMetric, children: map[string]Metric{}}
}

func (m *metricVec) descs() []*Desc { return []*Desc{m.desc} }

// Describe implements Collector.
func (m *metricVec) Describe(ch chan<- *Desc) { ch <- m.desc }

// Collect implements Collector: every child, in the order they were made.
func (m *metricVec) Collect(ch chan<- Metric) {
	for _, k := range m.order {
		ch <- m.children[k]
	}
}

func (m *metricVec) get(lvs []string) (Metric, error) {
	if len(lvs) != len(m.desc.variableLabels) {
		return nil, fmt.Errorf("inconsistent label cardinality: expected %d label values but got %d in %#v", len(m.desc.variableLabels), len(lvs), lvs)
	}
	k := strings.Join(lvs, "\\xff")
	if c, ok := m.children[k]; ok {
		return c, nil
	}
	c := m.newMetric(append([]string(nil), lvs...))
	m.children[k] = c
	m.order = append(m.order, k)
	return c, nil
}

func (m *metricVec) labelValues(labels Labels) ([]string, error) {
	if len(labels) != len(m.desc.variableLabels) {
		return nil, fmt.Errorf("inconsistent label cardinality: expected %d label values but got %d in %#v", len(m.desc.variableLabels), len(labels), labels)
	}
	lvs := make([]string, 0, len(labels))
	for _, name := range m.desc.variableLabels {
		v, ok := labels[name]
		if !ok {
			return nil, fmt.Errorf("label name %q missing in label map", name)
		}
		lvs = append(lvs, v)
	}
	return lvs, nil
}

// DeleteLabelValues removes the metric where the variable labels are the same as those passed in as labels (same order as the VariableLabels in Desc).
func (m *metricVec) DeleteLabelValues(lvs ...string) bool {
	if len(lvs) != len(m.desc.variableLabels) {
		return false
	}
	k := strings.Join(lvs, "\\xff")
	if _, ok := m.children[k]; !ok {
		return false
	}
	delete(m.children, k)
	for i, o := range m.order {
		if o == k {
			m.order = append(m.order[:i], m.order[i+1:]...)
			break
		}
	}
	return true
}

// Delete deletes the metric where the variable labels are the same as those passed in as labels.
func (m *metricVec) Delete(labels Labels) bool {
	lvs, err := m.labelValues(labels)
	if err != nil {
		return false
	}
	return m.DeleteLabelValues(lvs...)
}

// DeletePartialMatch deletes all metrics where the variable labels contain all of those passed in as labels; it returns how many were deleted.
func (m *metricVec) DeletePartialMatch(labels Labels) int {
	n := 0
	for _, k := range append([]string(nil), m.order...) {
		lvs := strings.Split(k, "\\xff")
		match := true
		for name, v := range labels {
			found := false
			for i, l := range m.desc.variableLabels {
				if l == name && i < len(lvs) && lvs[i] == v {
					found = true
				}
			}
			if !found {
				match = false
			}
		}
		if match && m.DeleteLabelValues(lvs...) {
			n++
		}
	}
	return n
}

// Reset deletes all metrics in this vector.
func (m *metricVec) Reset() {
	m.children = map[string]Metric{}
	m.order = nil
}

// CounterVec is a Collector that bundles a set of Counters that all share the same Desc, but have different values for their variable labels.
type CounterVec struct {
	*metricVec
}

// NewCounterVec creates a new CounterVec based on the provided CounterOpts and partitioned by the given label names.
func NewCounterVec(opts CounterOpts, labelNames []string) *CounterVec {
	desc := descOf(opts.Namespace, opts.Subsystem, opts.Name, opts.Help, opts.ConstLabels, labelNames)
	return &CounterVec{newMetricVec(desc, func(lvs []string) Metric { return &counter{value{desc: desc, labels: lvs}} })}
}

// GetMetricWithLabelValues returns the Counter for the given slice of label values (same order as the variable labels in Desc).
func (v *CounterVec) GetMetricWithLabelValues(lvs ...string) (Counter, error) {
	m, err := v.get(lvs)
	if err != nil {
		return nil, err
	}
	return m.(Counter), nil
}

// GetMetricWith returns the Counter for the given Labels map.
func (v *CounterVec) GetMetricWith(labels Labels) (Counter, error) {
	lvs, err := v.labelValues(labels)
	if err != nil {
		return nil, err
	}
	return v.GetMetricWithLabelValues(lvs...)
}

// WithLabelValues works as GetMetricWithLabelValues, but panics where GetMetricWithLabelValues would have returned an error.
func (v *CounterVec) WithLabelValues(lvs ...string) Counter {
	c, err := v.GetMetricWithLabelValues(lvs...)
	if err != nil {
		panic(err)
	}
	return c
}

// With works as GetMetricWith, but panics where GetMetricWith would have returned an error.
func (v *CounterVec) With(labels Labels) Counter {
	c, err := v.GetMetricWith(labels)
	if err != nil {
		panic(err)
	}
	return c
}

// GaugeVec is a Collector that bundles a set of Gauges that all share the same Desc, but have different values for their variable labels.
type GaugeVec struct {
	*metricVec
}

// NewGaugeVec creates a new GaugeVec based on the provided GaugeOpts and partitioned by the given label names.
func NewGaugeVec(opts GaugeOpts, labelNames []string) *GaugeVec {
	desc := descOf(opts.Namespace, opts.Subsystem, opts.Name, opts.Help, opts.ConstLabels, labelNames)
	return &GaugeVec{newMetricVec(desc, func(lvs []string) Metric { return &gauge{value{desc: desc, labels: lvs}} })}
}

// GetMetricWithLabelValues returns the Gauge for the given slice of label values.
func (v *GaugeVec) GetMetricWithLabelValues(lvs ...string) (Gauge, error) {
	m, err := v.get(lvs)
	if err != nil {
		return nil, err
	}
	return m.(Gauge), nil
}

// GetMetricWith returns the Gauge for the given Labels map.
func (v *GaugeVec) GetMetricWith(labels Labels) (Gauge, error) {
	lvs, err := v.labelValues(labels)
	if err != nil {
		return nil, err
	}
	return v.GetMetricWithLabelValues(lvs...)
}

// WithLabelValues works as GetMetricWithLabelValues, but panics where GetMetricWithLabelValues would have returned an error.
func (v *GaugeVec) WithLabelValues(lvs ...string) Gauge {
	g, err := v.GetMetricWithLabelValues(lvs...)
	if err != nil {
		panic(err)
	}
	return g
}

// With works as GetMetricWith, but panics where GetMetricWith would have returned an error.
func (v *GaugeVec) With(labels Labels) Gauge {
	g, err := v.GetMetricWith(labels)
	if err != nil {
		panic(err)
	}
	return g
}

// HistogramVec is a Collector that bundles a set of Histograms that all share the same Desc, but have different values for their variable labels.
type HistogramVec struct {
	*metricVec
}

// NewHistogramVec creates a new HistogramVec based on the provided HistogramOpts and partitioned by the given label names.
func NewHistogramVec(opts HistogramOpts, labelNames []string) *HistogramVec {
	desc := descOf(opts.Namespace, opts.Subsystem, opts.Name, opts.Help, opts.ConstLabels, labelNames)
	return &HistogramVec{newMetricVec(desc, func(lvs []string) Metric {
		h := newHistogram(desc, opts.Buckets)
		h.labels = lvs
		return h
	})}
}

// GetMetricWithLabelValues returns the Observer (a Histogram) for the given slice of label values.
func (v *HistogramVec) GetMetricWithLabelValues(lvs ...string) (Observer, error) {
	m, err := v.get(lvs)
	if err != nil {
		return nil, err
	}
	return m.(Observer), nil
}

// GetMetricWith returns the Observer (a Histogram) for the given Labels map.
func (v *HistogramVec) GetMetricWith(labels Labels) (Observer, error) {
	lvs, err := v.labelValues(labels)
	if err != nil {
		return nil, err
	}
	return v.GetMetricWithLabelValues(lvs...)
}

// WithLabelValues works as GetMetricWithLabelValues, but panics where GetMetricWithLabelValues would have returned an error.
func (v *HistogramVec) WithLabelValues(lvs ...string) Observer {
	o, err := v.GetMetricWithLabelValues(lvs...)
	if err != nil {
		panic(err)
	}
	return o
}

// With works as GetMetricWith, but panics where GetMetricWith would have returned an error.
func (v *HistogramVec) With(labels Labels) Observer {
	o, err := v.GetMetricWith(labels)
	if err != nil {
		panic(err)
	}
	return o
}

// SummaryVec is a Collector that bundles a set of Summaries that all share the same Desc, but have different values for their variable labels.
type SummaryVec struct {
	*metricVec
}

// NewSummaryVec creates a new SummaryVec based on the provided SummaryOpts and partitioned by the given label names.
func NewSummaryVec(opts SummaryOpts, labelNames []string) *SummaryVec {
	desc := descOf(opts.Namespace, opts.Subsystem, opts.Name, opts.Help, opts.ConstLabels, labelNames)
	return &SummaryVec{newMetricVec(desc, func(lvs []string) Metric { return &summary{desc: desc, labels: lvs} })}
}

// WithLabelValues returns the Observer (a Summary) for the given label values; it panics on a wrong count.
func (v *SummaryVec) WithLabelValues(lvs ...string) Observer {
	m, err := v.get(lvs)
	if err != nil {
		panic(err)
	}
	return m.(Observer)
}

// With returns the Observer (a Summary) for the given Labels map; it panics on a mismatch.
func (v *SummaryVec) With(labels Labels) Observer {
	lvs, err := v.labelValues(labels)
	if err != nil {
		panic(err)
	}
	return v.WithLabelValues(lvs...)
}
`;
