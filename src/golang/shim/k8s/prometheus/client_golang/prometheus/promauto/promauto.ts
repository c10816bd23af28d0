// Package github.com/prometheus/client_golang/prometheus/promauto: constructors that register the
// new metric with prometheus.DefaultRegisterer (or a Factory's registerer) and panic on failure.
import type { ShimDefinition } from "../../../../../registry";

const source = `package promauto

import "github.com/prometheus/client_golang/prometheus"

// Factory provides factory methods to create Collectors that are automatically registered with a Registerer.
type Factory struct {
	r prometheus.Registerer
}

// With creates a Factory using the provided Registerer for registration of the created Collectors; a nil Registerer registers nothing.
func With(r prometheus.Registerer) Factory { return Factory{r} }

func (f Factory) register(c prometheus.Collector) {
	if f.r != nil {
		f.r.MustRegister(c)
	}
}

// NewCounter works like prometheus.NewCounter but registers the Counter with the Factory's Registerer.
func (f Factory) NewCounter(opts prometheus.CounterOpts) prometheus.Counter {
	c := prometheus.NewCounter(opts)
	f.register(c)
	return c
}

// NewCounterVec works like prometheus.NewCounterVec but registers the CounterVec with the Factory's Registerer.
func (f Factory) NewCounterVec(opts prometheus.CounterOpts, labelNames []string) *prometheus.CounterVec {
	c := prometheus.NewCounterVec(opts, labelNames)
	f.register(c)
	return c
}

// NewGauge works like prometheus.NewGauge but registers the Gauge with the Factory's Registerer.
func (f Factory) NewGauge(opts prometheus.GaugeOpts) prometheus.Gauge {
	g := prometheus.NewGauge(opts)
	f.register(g)
	return g
}

// NewGaugeVec works like prometheus.NewGaugeVec but registers the GaugeVec with the Factory's Registerer.
func (f Factory) NewGaugeVec(opts prometheus.GaugeOpts, labelNames []string) *prometheus.GaugeVec {
	g := prometheus.NewGaugeVec(opts, labelNames)
	f.register(g)
	return g
}

// NewHistogram works like prometheus.NewHistogram but registers the Histogram with the Factory's Registerer.
func (f Factory) NewHistogram(opts prometheus.HistogramOpts) prometheus.Histogram {
	h := prometheus.NewHistogram(opts)
	f.register(h)
	return h
}

// NewHistogramVec works like prometheus.NewHistogramVec but registers the HistogramVec with the Factory's Registerer.
func (f Factory) NewHistogramVec(opts prometheus.HistogramOpts, labelNames []string) *prometheus.HistogramVec {
	h := prometheus.NewHistogramVec(opts, labelNames)
	f.register(h)
	return h
}

// NewCounter works like prometheus.NewCounter but registers the Counter with prometheus.DefaultRegisterer.
func NewCounter(opts prometheus.CounterOpts) prometheus.Counter {
	return With(prometheus.DefaultRegisterer).NewCounter(opts)
}

// NewCounterVec works like prometheus.NewCounterVec but registers the CounterVec with prometheus.DefaultRegisterer.
func NewCounterVec(opts prometheus.CounterOpts, labelNames []string) *prometheus.CounterVec {
	return With(prometheus.DefaultRegisterer).NewCounterVec(opts, labelNames)
}

// NewGauge works like prometheus.NewGauge but registers the Gauge with prometheus.DefaultRegisterer.
func NewGauge(opts prometheus.GaugeOpts) prometheus.Gauge {
	return With(prometheus.DefaultRegisterer).NewGauge(opts)
}

// NewGaugeVec works like prometheus.NewGaugeVec but registers the GaugeVec with prometheus.DefaultRegisterer.
func NewGaugeVec(opts prometheus.GaugeOpts, labelNames []string) *prometheus.GaugeVec {
	return With(prometheus.DefaultRegisterer).NewGaugeVec(opts, labelNames)
}

// NewHistogram works like prometheus.NewHistogram but registers the Histogram with prometheus.DefaultRegisterer.
func NewHistogram(opts prometheus.HistogramOpts) prometheus.Histogram {
	return With(prometheus.DefaultRegisterer).NewHistogram(opts)
}

// NewHistogramVec works like prometheus.NewHistogramVec but registers the HistogramVec with prometheus.DefaultRegisterer.
func NewHistogramVec(opts prometheus.HistogramOpts, labelNames []string) *prometheus.HistogramVec {
	return With(prometheus.DefaultRegisterer).NewHistogramVec(opts, labelNames)
}
`;

/** promautoPackage is github.com/prometheus/client_golang/prometheus/promauto. */
export const promautoPackage: ShimDefinition = {
  path: "github.com/prometheus/client_golang/prometheus/promauto",
  source,
  natives: {},
};
