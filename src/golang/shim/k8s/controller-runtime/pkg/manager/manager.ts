// Package sigs.k8s.io/controller-runtime/pkg/manager: the Manager interface a reconciler's
// SetupWithManager receives; the lab's manager is a handle on one engine manager process.
import type { ShimDefinition } from "../../../../registry";
import { hostService } from "../../../../native";

const managerSource = `package manager

import (
	"context"

	"github.com/go-logr/logr"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/tools/record"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

// Manager initializes shared dependencies such as Caches and Clients, and provides them to Runnables.
type Manager interface {
	// GetClient returns the manager's client: cached reads, direct writes.
	GetClient() client.Client
	// GetAPIReader returns a reader that goes straight to the API server.
	GetAPIReader() client.Reader
	// GetScheme returns the manager's scheme.
	GetScheme() *runtime.Scheme
	// GetFieldIndexer returns the indexer of the manager's cache.
	GetFieldIndexer() client.FieldIndexer
	// GetRESTMapper returns the manager's REST mapper.
	GetRESTMapper() meta.RESTMapper
	// GetEventRecorderFor returns an EventRecorder for the named component; its events are Event objects.
	GetEventRecorderFor(name string) record.EventRecorder
	// Start starts every controller; in the lab it hands control to the simulation and returns nil.
	Start(ctx context.Context) error
	managerID() int
}

// Options are the arguments for creating a new Manager. The lab reads none of them: leader
// election and the number of replicas come from the scenario.
type Options struct {
	Scheme                  *runtime.Scheme
	LeaderElection          bool
	LeaderElectionID        string
	LeaderElectionNamespace string
	HealthProbeBindAddress  string
	Logger                  logr.Logger
}

// RESTConfig stands in for *rest.Config (k8s.io/client-go/rest): the lab's manager talks to the simulated API server.
type RESTConfig struct {
	Host string
}

// New returns the manager of the process this program runs in (one per process, as in a real main).
func New(config *RESTConfig, options Options) (Manager, error) {
	m := processManager()
	if m == nil {
		return nil, errorString("the lab runs one manager per process, and it is already started")
	}
	return m, nil
}

type errorString string

func (e errorString) Error() string { return string(e) }

func processManager() Manager

type labManager struct {
	id      int
	client  client.Client
	reader  client.Client
	scheme  *runtime.Scheme
	indexer client.FieldIndexer
}

func newManager(id int, c client.Client, reader client.Client, scheme *runtime.Scheme, indexer client.FieldIndexer) Manager {
	return &labManager{id: id, client: c, reader: reader, scheme: scheme, indexer: indexer}
}

func (m *labManager) GetClient() client.Client             { return m.client }
func (m *labManager) GetAPIReader() client.Reader          { return m.reader }
func (m *labManager) GetScheme() *runtime.Scheme           { return m.scheme }
func (m *labManager) GetFieldIndexer() client.FieldIndexer { return m.indexer }
func (m *labManager) GetRESTMapper() meta.RESTMapper       { return nil }
func (m *labManager) GetEventRecorderFor(name string) record.EventRecorder {
	return record.NewBroadcaster().NewRecorder(m.scheme, corev1.EventSource{Component: name})
}
func (m *labManager) managerID() int                       { return m.id }
func (m *labManager) Start(ctx context.Context) error      { return nil }

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
  },
};
