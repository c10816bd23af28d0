// Package github.com/prometheus/client_model/go (io_prometheus_client, imported as dto): the metric
// data a prometheus.Metric writes (Metric.Write), with the getters generated protobuf code has. The
// lab's version holds the Go structs only (no protobuf encoding).
import type { ShimDefinition } from "../../../../registry";

const source = `package io_prometheus_client

// LabelPair is a label name and value.
type LabelPair struct {
	Name  *string
	Value *string
}

// GetName returns the label name, or "" when unset.
func (m *LabelPair) GetName() string {
	if m != nil && m.Name != nil {
		return *m.Name
	}
	return ""
}

// GetValue returns the label value, or "" when unset.
func (m *LabelPair) GetValue() string {
	if m != nil && m.Value != nil {
		return *m.Value
	}
	return ""
}

// Gauge is a gauge's sample.
type Gauge struct {
	Value *float64
}

// GetValue returns the value, or 0 when unset.
func (m *Gauge) GetValue() float64 {
	if m != nil && m.Value != nil {
		return *m.Value
	}
	return 0
}

// Counter is a counter's sample.
type Counter struct {
	Value *float64
}

// GetValue returns the value, or 0 when unset.
func (m *Counter) GetValue() float64 {
	if m != nil && m.Value != nil {
		return *m.Value
	}
	return 0
}

// Untyped is an untyped sample.
type Untyped struct {
	Value *float64
}

// GetValue returns the value, or 0 when unset.
func (m *Untyped) GetValue() float64 {
	if m != nil && m.Value != nil {
		return *m.Value
	}
	return 0
}

// Bucket is one cumulative histogram bucket.
type Bucket struct {
	CumulativeCount *uint64
	UpperBound      *float64
}

// GetCumulativeCount returns the count of observations at or below the bound.
func (m *Bucket) GetCumulativeCount() uint64 {
	if m != nil && m.CumulativeCount != nil {
		return *m.CumulativeCount
	}
	return 0
}

// GetUpperBound returns the bucket's upper bound.
func (m *Bucket) GetUpperBound() float64 {
	if m != nil && m.UpperBound != nil {
		return *m.UpperBound
	}
	return 0
}

// Histogram is a histogram's sample.
type Histogram struct {
	SampleCount *uint64
	SampleSum   *float64
	Bucket      []*Bucket
}

// GetSampleCount returns the number of observations.
func (m *Histogram) GetSampleCount() uint64 {
	if m != nil && m.SampleCount != nil {
		return *m.SampleCount
	}
	return 0
}

// GetSampleSum returns the sum of observations.
func (m *Histogram) GetSampleSum() float64 {
	if m != nil && m.SampleSum != nil {
		return *m.SampleSum
	}
	return 0
}

// GetBucket returns the buckets.
func (m *Histogram) GetBucket() []*Bucket {
	if m != nil {
		return m.Bucket
	}
	return nil
}

// Summary is a summary's sample.
type Summary struct {
	SampleCount *uint64
	SampleSum   *float64
}

// GetSampleCount returns the number of observations.
func (m *Summary) GetSampleCount() uint64 {
	if m != nil && m.SampleCount != nil {
		return *m.SampleCount
	}
	return 0
}

// GetSampleSum returns the sum of observations.
func (m *Summary) GetSampleSum() float64 {
	if m != nil && m.SampleSum != nil {
		return *m.SampleSum
	}
	return 0
}

// Metric is one sample with its labels.
type Metric struct {
	Label     []*LabelPair
	Gauge     *Gauge
	Counter   *Counter
	Summary   *Summary
	Untyped   *Untyped
	Histogram *Histogram
}

// GetLabel returns the label pairs.
func (m *Metric) GetLabel() []*LabelPair {
	if m != nil {
		return m.Label
	}
	return nil
}

// GetGauge returns the gauge sample, or nil.
func (m *Metric) GetGauge() *Gauge {
	if m != nil {
		return m.Gauge
	}
	return nil
}

// GetCounter returns the counter sample, or nil.
func (m *Metric) GetCounter() *Counter {
	if m != nil {
		return m.Counter
	}
	return nil
}

// GetHistogram returns the histogram sample, or nil.
func (m *Metric) GetHistogram() *Histogram {
	if m != nil {
		return m.Histogram
	}
	return nil
}

// GetSummary returns the summary sample, or nil.
func (m *Metric) GetSummary() *Summary {
	if m != nil {
		return m.Summary
	}
	return nil
}

// GetUntyped returns the untyped sample, or nil.
func (m *Metric) GetUntyped() *Untyped {
	if m != nil {
		return m.Untyped
	}
	return nil
}
`;

/** dtoPackage is github.com/prometheus/client_model/go. */
export const dtoPackage: ShimDefinition = { path: "github.com/prometheus/client_model/go", source, natives: {} };
