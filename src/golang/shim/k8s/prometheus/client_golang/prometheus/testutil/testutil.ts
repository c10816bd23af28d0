// Package github.com/prometheus/client_golang/prometheus/testutil: ToFloat64 and CollectAndCount,
// which read a collector's samples through Collect and Metric.Write as the real ones do (the
// channel is buffered: the lab has no goroutine to drain it).
import type { ShimDefinition } from "../../../../../registry";

const source = `package testutil

import (
	"fmt"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
)

func collect(c prometheus.Collector) []prometheus.Metric {
	ch := make(chan prometheus.Metric, 1<<16)
	c.Collect(ch)
	close(ch)
	ms := []prometheus.Metric{}
	for m := range ch {
		ms = append(ms, m)
	}
	return ms
}

// ToFloat64 collects all Metrics from the provided Collector; it expects exactly one, a Gauge, Counter or Untyped, and returns its value.
func ToFloat64(c prometheus.Collector) float64 {
	ms := collect(c)
	if len(ms) != 1 {
		panic(fmt.Errorf("collected %d metrics instead of exactly 1", len(ms)))
	}
	pb := &dto.Metric{}
	if err := ms[0].Write(pb); err != nil {
		panic(fmt.Errorf("error happened while collecting metrics: %w", err))
	}
	if pb.Gauge != nil {
		return pb.Gauge.GetValue()
	}
	if pb.Counter != nil {
		return pb.Counter.GetValue()
	}
	if pb.Untyped != nil {
		return pb.Untyped.GetValue()
	}
	panic(fmt.Errorf("collected a non-gauge/counter/untyped metric: %s", ms[0].Desc()))
}

// CollectAndCount collects all Metrics from the provided Collector and returns their number.
func CollectAndCount(c prometheus.Collector, metricNames ...string) int {
	return len(collect(c))
}
`;

/** testutilPackage is github.com/prometheus/client_golang/prometheus/testutil. */
export const testutilPackage: ShimDefinition = {
  path: "github.com/prometheus/client_golang/prometheus/testutil",
  source,
  natives: {},
};
