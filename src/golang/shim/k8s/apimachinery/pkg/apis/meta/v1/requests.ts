// The request option types of metav1 (GetOptions, ListOptions, CreateOptions, UpdateOptions,
// PatchOptions, ApplyOptions) a typed clientset takes, and the discovery documents (APIGroupList,
// APIGroup, APIResourceList, APIResource) the API server answers on /api and /apis. Appended to
// metav1.ts's source; the field names and JSON names are those of the Kubernetes API.

/** REQUEST_PARTS are the struct types declared here (they get deep-copy methods too). */
export const REQUEST_PARTS = [
  "GetOptions",
  "ListOptions",
  "CreateOptions",
  "UpdateOptions",
  "PatchOptions",
  "ApplyOptions",
  "GroupVersionForDiscovery",
  "ServerAddressByClientCIDR",
  "APIGroup",
  "APIGroupList",
  "APIResource",
  "APIResourceList",
  "APIVersions",
];

export const requestsSource = `
// GetOptions tunes a GET of one object, e.g. which resourceVersion it may come from.
type GetOptions struct {
	TypeMeta        \`json:",inline"\`
	ResourceVersion string \`json:"resourceVersion,omitempty"\`
}

// ResourceVersionMatch specifies how the resourceVersion parameter is applied.
type ResourceVersionMatch string

// The resourceVersion matches.
const (
	ResourceVersionMatchNotOlderThan ResourceVersionMatch = "NotOlderThan"
	ResourceVersionMatchExact        ResourceVersionMatch = "Exact"
)

// ListOptions narrows and pages a LIST or WATCH: label and field selectors, resourceVersion, limit and continue.
type ListOptions struct {
	TypeMeta             \`json:",inline"\`
	LabelSelector        string               \`json:"labelSelector,omitempty"\`
	FieldSelector        string               \`json:"fieldSelector,omitempty"\`
	Watch                bool                 \`json:"watch,omitempty"\`
	AllowWatchBookmarks  bool                 \`json:"allowWatchBookmarks,omitempty"\`
	ResourceVersion      string               \`json:"resourceVersion,omitempty"\`
	ResourceVersionMatch ResourceVersionMatch \`json:"resourceVersionMatch,omitempty"\`
	TimeoutSeconds       *int64               \`json:"timeoutSeconds,omitempty"\`
	Limit                int64                \`json:"limit,omitempty"\`
	Continue             string               \`json:"continue,omitempty"\`
	SendInitialEvents    *bool                \`json:"sendInitialEvents,omitempty"\`
}

// DryRunAll is the one dryRun value: the server validates and admits the write and answers with
// the result, but stores nothing.
const DryRunAll = "All"

// FieldValidationIgnore, FieldValidationWarn and FieldValidationStrict are the values of the fieldValidation option.
const (
	FieldValidationIgnore = "Ignore"
	FieldValidationWarn   = "Warn"
	FieldValidationStrict = "Strict"
)

// CreateOptions tunes a create: dry run, field manager and field validation.
type CreateOptions struct {
	TypeMeta        \`json:",inline"\`
	DryRun          []string \`json:"dryRun,omitempty"\`
	FieldManager    string   \`json:"fieldManager,omitempty"\`
	FieldValidation string   \`json:"fieldValidation,omitempty"\`
}

// UpdateOptions tunes an update: dry run, field manager and field validation.
type UpdateOptions struct {
	TypeMeta        \`json:",inline"\`
	DryRun          []string \`json:"dryRun,omitempty"\`
	FieldManager    string   \`json:"fieldManager,omitempty"\`
	FieldValidation string   \`json:"fieldValidation,omitempty"\`
}

// PatchOptions tunes a patch: dry run, force, field manager and field validation.
type PatchOptions struct {
	TypeMeta        \`json:",inline"\`
	DryRun          []string \`json:"dryRun,omitempty"\`
	Force           *bool    \`json:"force,omitempty"\`
	FieldManager    string   \`json:"fieldManager,omitempty"\`
	FieldValidation string   \`json:"fieldValidation,omitempty"\`
}

// ApplyOptions tunes a server-side apply: dry run, force and the field manager (required).
type ApplyOptions struct {
	TypeMeta     \`json:",inline"\`
	DryRun       []string \`json:"dryRun,omitempty"\`
	Force        bool     \`json:"force"\`
	FieldManager string   \`json:"fieldManager"\`
}

// GroupVersionForDiscovery contains the group/version and the version of a group's version.
type GroupVersionForDiscovery struct {
	GroupVersion string \`json:"groupVersion"\`
	Version      string \`json:"version"\`
}

// ServerAddressByClientCIDR helps the client to determine the server address that they should use.
type ServerAddressByClientCIDR struct {
	ClientCIDR    string \`json:"clientCIDR"\`
	ServerAddress string \`json:"serverAddress"\`
}

// APIGroup is one discovery entry: a group's name, the versions it serves and the version clients
// should prefer.
type APIGroup struct {
	TypeMeta                   \`json:",inline"\`
	Name                       string                      \`json:"name"\`
	Versions                   []GroupVersionForDiscovery  \`json:"versions"\`
	PreferredVersion           GroupVersionForDiscovery    \`json:"preferredVersion,omitempty"\`
	ServerAddressByClientCIDRs []ServerAddressByClientCIDR \`json:"serverAddressByClientCIDRs,omitempty"\`
}

// APIGroupList is the discovery answer listing every API group the server serves (GET /apis).
type APIGroupList struct {
	TypeMeta \`json:",inline"\`
	Groups   []APIGroup \`json:"groups"\`
}

// Verbs lists the operations a resource supports (get, list, watch, create and so on).
type Verbs []string

// String prints the verbs as a list.
func (vs Verbs) String() string { return fmt.Sprintf("%v", []string(vs)) }

// APIResource describes one resource that discovery lists: its name, kind, verbs and whether it is namespaced.
type APIResource struct {
	Name               string   \`json:"name"\`
	SingularName       string   \`json:"singularName"\`
	Namespaced         bool     \`json:"namespaced"\`
	Group              string   \`json:"group,omitempty"\`
	Version            string   \`json:"version,omitempty"\`
	Kind               string   \`json:"kind"\`
	Verbs              Verbs    \`json:"verbs"\`
	ShortNames         []string \`json:"shortNames,omitempty"\`
	Categories         []string \`json:"categories,omitempty"\`
	StorageVersionHash string   \`json:"storageVersionHash,omitempty"\`
}

// APIResourceList is a list of APIResource, it is used to expose the name of the resources supported in a specific group and version.
type APIResourceList struct {
	TypeMeta     \`json:",inline"\`
	GroupVersion string        \`json:"groupVersion"\`
	APIResources []APIResource \`json:"resources"\`
}

// APIVersions lists the versions that are available, to allow clients to discover the API at /api.
type APIVersions struct {
	TypeMeta                   \`json:",inline"\`
	Versions                   []string                    \`json:"versions"\`
	ServerAddressByClientCIDRs []ServerAddressByClientCIDR \`json:"serverAddressByClientCIDRs"\`
}
`;
