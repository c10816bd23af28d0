// Package sigs.k8s.io/controller-runtime/pkg/manager: the Manager interface a reconciler's
// SetupWithManager receives; the lab's manager is a handle on one engine manager process.
import type { ShimDefinition } from "../../../../registry";
import { hostService } from "../../../../native";
import { configureCache } from "./cacheoptions";

const managerSource = `package manager

import (
	"context"
	"fmt"
	"time"

	"github.com/go-logr/logr"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/record"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/healthz"
	metricsserver "sigs.k8s.io/controller-runtime/pkg/metrics/server"
	"sigs.k8s.io/controller-runtime/pkg/webhook"
)

// Manager owns what a controller process shares: the client, the informer cache, the scheme and event recorders; controllers are built on it.
type Manager interface {
	// GetClient returns the manager's client: cached reads, direct writes.
	GetClient() client.Client
	// GetAPIReader returns a reader that goes straight to the API server.
	GetAPIReader() client.Reader
	// GetScheme returns the manager's scheme.
	GetScheme() *runtime.Scheme
	// GetCache returns the manager's cache: Get and List read the informer cache, IndexField adds an index.
	GetCache() cache.Cache
	// GetFieldIndexer returns the indexer of the manager's cache.
	GetFieldIndexer() client.FieldIndexer
	// GetRESTMapper returns the manager's REST mapper.
	GetRESTMapper() meta.RESTMapper
	// GetEventRecorderFor returns an EventRecorder for the named component; its events are Event objects.
	GetEventRecorderFor(name string) record.EventRecorder
	// GetConfig returns the rest.Config the manager was built with.
	GetConfig() *rest.Config
	// GetLogger returns the manager's logger.
	GetLogger() logr.Logger
	// GetWebhookServer returns the manager's webhook server.
	GetWebhookServer() webhook.Server
	// AddHealthzCheck registers a health check (the lab serves no probe endpoint: it is kept, not called).
	AddHealthzCheck(name string, check healthz.Checker) error
	// AddReadyzCheck registers a readiness check (the lab serves no probe endpoint: it is kept, not called).
	AddReadyzCheck(name string, check healthz.Checker) error
	// Add sets a Runnable to be started with the manager. The lab's manager starts no goroutine for it: a runnable is
	// kept, not started, and a log line says so.
	Add(r Runnable) error
	// Start starts every controller; in the lab it hands control to the simulation and returns nil.
	Start(ctx context.Context) error
	managerID() int
}

// Runnable is anything the manager could start alongside the controllers (the lab keeps them without starting them; see Add).
type Runnable interface {
	Start(context.Context) error
}

// RunnableFunc lets a plain function serve as a Runnable.
type RunnableFunc func(context.Context) error

// Start calls the function itself.
func (r RunnableFunc) Start(ctx context.Context) error { return r(ctx) }

// Options are the arguments for creating a new Manager. The lab reads Cache (namespaces, selectors and
// SyncPeriod scope the process's informer cache as controller-runtime's cache.New does) and WebhookServer;
// leader election and the number of replicas come from the scenario, and no metrics, probe or webhook server listens (the webhooks a project registers are called by the simulated API server).
type Options struct {
	Scheme                        *runtime.Scheme
	Cache                         cache.Options
	Metrics                       metricsserver.Options
	WebhookServer                 webhook.Server
	HealthProbeBindAddress        string
	ReadinessEndpointName         string
	LivenessEndpointName          string
	PprofBindAddress              string
	LeaderElection                bool
	LeaderElectionID              string
	LeaderElectionNamespace       string
	LeaderElectionReleaseOnCancel bool
	LeaseDuration                 *time.Duration
	RenewDeadline                 *time.Duration
	RetryPeriod                   *time.Duration
	GracefulShutdownTimeout       *time.Duration
	Logger                        logr.Logger
}

// RESTConfig is *rest.Config (k8s.io/client-go/rest): the lab's manager talks to the simulated API server.
type RESTConfig = rest.Config

// New returns the manager of the process this program runs in (one per process, as in a real main).
func New(config *RESTConfig, options Options) (Manager, error) {
	m := processManager()
	if m == nil {
		return nil, errorString("the lab runs one manager per process, and it is already started")
	}
	lm := m.(*labManager)
	if err := lm.configureCache(options.Cache); err != nil {
		return nil, err
	}
	lm.config = config
	lm.webhookServer = options.WebhookServer
	return m, nil
}

type errorString string

func (e errorString) Error() string { return string(e) }

func processManager() Manager

// labSelectors is one namespace's (or one type's) selectors in their String() form; Has* tells nil
// (defaulted from the next level) from set.
type labSelectors struct {
	Namespace string
	Label     string
	HasLabel  bool
	Field     string
	HasField  bool
}

type labByObject struct {
	Object        client.Object
	TypeName      string
	Selectors     labSelectors
	HasNamespaces bool
	Namespaces    []labSelectors
}

func selectors(ns string, l labels.Selector, f fields.Selector) labSelectors {
	s := labSelectors{Namespace: ns}
	if l != nil {
		s.Label, s.HasLabel = l.String(), true
	}
	if f != nil {
		s.Field, s.HasField = f.String(), true
	}
	return s
}

func namespaceList(m map[string]cache.Config) []labSelectors {
	out := make([]labSelectors, 0, len(m))
	for ns, c := range m {
		out = append(out, selectors(ns, c.LabelSelector, c.FieldSelector))
	}
	return out
}

// configureCache hands cache.Options to the process's informer cache (built by the lab before main() ran).
func (m *labManager) configureCache(o cache.Options) error {
	var byObject []labByObject
	for obj, b := range o.ByObject {
		byObject = append(byObject, labByObject{
			Object:        obj,
			TypeName:      fmt.Sprintf("%T", obj),
			Selectors:     selectors("", b.Label, b.Field),
			HasNamespaces: b.Namespaces != nil,
			Namespaces:    namespaceList(b.Namespaces),
		})
	}
	var sync int64 = -1
	if o.SyncPeriod != nil {
		sync = int64(*o.SyncPeriod)
	}
	if msg := configureCache(m.id, namespaceList(o.DefaultNamespaces), selectors("", o.DefaultLabelSelector, o.DefaultFieldSelector), byObject, sync); msg != "" {
		return errorString(msg)
	}
	return nil
}

func configureCache(id int, defaultNamespaces []labSelectors, defaults labSelectors, byObject []labByObject, syncPeriod int64) string

type labManager struct {
	id            int
	client        client.Client
	reader        client.Client
	scheme        *runtime.Scheme
	indexer       client.FieldIndexer
	config        *rest.Config
	webhookServer webhook.Server
	healthz       map[string]healthz.Checker
	readyz        map[string]healthz.Checker
}

func newManager(id int, c client.Client, reader client.Client, scheme *runtime.Scheme, indexer client.FieldIndexer) Manager {
	return &labManager{id: id, client: c, reader: reader, scheme: scheme, indexer: indexer}
}

func (m *labManager) GetClient() client.Client             { return m.client }
func (m *labManager) GetAPIReader() client.Reader          { return m.reader }
func (m *labManager) GetScheme() *runtime.Scheme           { return m.scheme }
func (m *labManager) GetFieldIndexer() client.FieldIndexer { return m.indexer }
func (m *labManager) GetCache() cache.Cache                { return &labCache{Reader: m.client, FieldIndexer: m.indexer} }
func (m *labManager) GetRESTMapper() meta.RESTMapper       { return nil }
func (m *labManager) GetEventRecorderFor(name string) record.EventRecorder {
	return record.NewBroadcaster().NewRecorder(m.scheme, corev1.EventSource{Component: name})
}
func (m *labManager) managerID() int                       { return m.id }
func (m *labManager) Start(ctx context.Context) error      { return nil }
func (m *labManager) GetConfig() *rest.Config {
	if m.config == nil {
		return &rest.Config{Host: "https://api.lab.local"}
	}
	return m.config
}
func (m *labManager) GetLogger() logr.Logger { return logr.Logger{} }
func (m *labManager) GetWebhookServer() webhook.Server {
	if m.webhookServer == nil {
		m.webhookServer = webhook.NewServer(webhook.Options{})
	}
	return m.webhookServer
}
func (m *labManager) AddHealthzCheck(name string, check healthz.Checker) error {
	if m.healthz == nil {
		m.healthz = map[string]healthz.Checker{}
	}
	m.healthz[name] = check
	return nil
}
func (m *labManager) AddReadyzCheck(name string, check healthz.Checker) error {
	if m.readyz == nil {
		m.readyz = map[string]healthz.Checker{}
	}
	m.readyz[name] = check
	return nil
}
func (m *labManager) Add(r Runnable) error {
	if r == nil {
		return errorString("the runnable is nil")
	}
	logr.Logger{}.WithName("manager").Info("the lab does not start runnables added with mgr.Add (its manager starts no goroutines)", "runnable", fmt.Sprintf("%T", r))
	return nil
}

// labCache is the manager's cache: reads through the manager's cached client, indexes through its indexer.
type labCache struct {
	client.Reader
	client.FieldIndexer
}

func (c *labCache) WaitForCacheSync(ctx context.Context) bool { return true }

// ManagerID returns the lab's process id of a manager (for the builder).
func ManagerID(m Manager) int { return m.managerID() }
`;

/** managerPackage is sigs.k8s.io/controller-runtime/pkg/manager. */
export const managerPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/manager",
  source: managerSource,
  natives: {
    // The lab builds each process's manager and hands it out once (LAB-CONTRACT §5: a main() that
    // calls ctrl.NewManager gets the simulated manager); a second call gets nil and an error.
    processManager: () => {
      const slot = hostService<{ manager: unknown }>("manager");
      const m = slot?.manager ?? null;
      if (slot) slot.manager = null;
      return m;
    },
    configureCache,
  },
};
