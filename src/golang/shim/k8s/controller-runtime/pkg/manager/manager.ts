// Package sigs.k8s.io/controller-runtime/pkg/manager: the Manager interface a reconciler's
// SetupWithManager receives; the lab's manager is a handle on one engine manager process.
import type { ShimDefinition } from "../../../../registry";

const managerSource = `package manager

import (
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/runtime"
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
	managerID() int
}

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
func (m *labManager) managerID() int                       { return m.id }

// ManagerID returns the lab's process id of a manager (for the builder).
func ManagerID(m Manager) int { return m.managerID() }
`;

/** managerPackage is sigs.k8s.io/controller-runtime/pkg/manager. */
export const managerPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/manager",
  source: managerSource,
  natives: {},
};
