// Package k8s.io/api/core/v1: Pod, Service, ConfigMap, Secret, Namespace and the pod template
// types a Deployment embeds, with their lists and deep-copy methods.
import type { ShimDefinition } from "../../../../registry";
import { deepCopyDecls, deepCopyNatives, accessorDecls } from "../../../deepcopy";

export const CORE_PATH = "k8s.io/api/core/v1";
/** CORE_KINDS are the top-level kinds of the package (each also has an XList). */
export const CORE_KINDS = ["Pod", "Service", "ConfigMap", "Secret", "Namespace"];
const objects = [...CORE_KINDS, ...CORE_KINDS.map((k) => `${k}List`)];
const CORE_PARTS = ["PodSpec", "PodTemplateSpec", "PodStatus", "Container", "ServiceSpec", "ResourceRequirements"];

const source = `package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
)

// ConditionStatus is the status of a condition: True, False or Unknown.
type ConditionStatus string

// These are valid condition statuses.
const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)

// Protocol defines network protocols supported for things like container ports.
type Protocol string

// The supported protocols.
const (
	ProtocolTCP  Protocol = "TCP"
	ProtocolUDP  Protocol = "UDP"
	ProtocolSCTP Protocol = "SCTP"
)

// PullPolicy describes a policy for if/when to pull a container image.
type PullPolicy string

// The image pull policies.
const (
	PullAlways       PullPolicy = "Always"
	PullNever        PullPolicy = "Never"
	PullIfNotPresent PullPolicy = "IfNotPresent"
)

// RestartPolicy describes how the container should be restarted.
type RestartPolicy string

// The restart policies.
const (
	RestartPolicyAlways    RestartPolicy = "Always"
	RestartPolicyOnFailure RestartPolicy = "OnFailure"
	RestartPolicyNever     RestartPolicy = "Never"
)

// DNSPolicy defines how a pod's DNS will be configured.
type DNSPolicy string

// ResourceName is the name identifying various resources in a ResourceList.
type ResourceName string

// The resource names.
const (
	ResourceCPU    ResourceName = "cpu"
	ResourceMemory ResourceName = "memory"
)

// ResourceList is a set of (resource name, quantity) pairs; quantities are strings in the lab.
type ResourceList map[ResourceName]string

// ResourceRequirements describes the compute resource requirements.
type ResourceRequirements struct {
	Limits   ResourceList \`json:"limits,omitempty"\`
	Requests ResourceList \`json:"requests,omitempty"\`
}

// ContainerPort represents a network port in a single container.
type ContainerPort struct {
	Name          string   \`json:"name,omitempty"\`
	ContainerPort int32    \`json:"containerPort"\`
	Protocol      Protocol \`json:"protocol,omitempty"\`
}

// EnvVar represents an environment variable present in a Container.
type EnvVar struct {
	Name  string \`json:"name"\`
	Value string \`json:"value,omitempty"\`
}

// VolumeMount describes a mounting of a Volume within a container.
type VolumeMount struct {
	Name      string \`json:"name"\`
	ReadOnly  bool   \`json:"readOnly,omitempty"\`
	MountPath string \`json:"mountPath"\`
}

// Container is a single application container that you want to run within a pod.
type Container struct {
	Name                     string               \`json:"name"\`
	Image                    string               \`json:"image,omitempty"\`
	Command                  []string             \`json:"command,omitempty"\`
	Args                     []string             \`json:"args,omitempty"\`
	WorkingDir               string               \`json:"workingDir,omitempty"\`
	Ports                    []ContainerPort      \`json:"ports,omitempty"\`
	Env                      []EnvVar             \`json:"env,omitempty"\`
	Resources                ResourceRequirements \`json:"resources,omitempty"\`
	VolumeMounts             []VolumeMount        \`json:"volumeMounts,omitempty"\`
	TerminationMessagePath   string               \`json:"terminationMessagePath,omitempty"\`
	TerminationMessagePolicy string               \`json:"terminationMessagePolicy,omitempty"\`
	ImagePullPolicy          PullPolicy           \`json:"imagePullPolicy,omitempty"\`
}

// ConfigMapVolumeSource adapts a ConfigMap into a volume.
type ConfigMapVolumeSource struct {
	Name string \`json:"name,omitempty"\`
}

// Volume represents a named volume in a pod.
type Volume struct {
	Name      string                 \`json:"name"\`
	ConfigMap *ConfigMapVolumeSource \`json:"configMap,omitempty"\`
}

// PodSecurityContext holds pod-level security attributes.
type PodSecurityContext struct {
	RunAsUser    *int64 \`json:"runAsUser,omitempty"\`
	RunAsNonRoot *bool  \`json:"runAsNonRoot,omitempty"\`
}

// PodSpec is a description of a pod.
type PodSpec struct {
	Volumes                       []Volume            \`json:"volumes,omitempty"\`
	InitContainers                []Container         \`json:"initContainers,omitempty"\`
	Containers                    []Container         \`json:"containers"\`
	RestartPolicy                 RestartPolicy       \`json:"restartPolicy,omitempty"\`
	TerminationGracePeriodSeconds *int64              \`json:"terminationGracePeriodSeconds,omitempty"\`
	DNSPolicy                     DNSPolicy           \`json:"dnsPolicy,omitempty"\`
	NodeSelector                  map[string]string   \`json:"nodeSelector,omitempty"\`
	ServiceAccountName            string              \`json:"serviceAccountName,omitempty"\`
	NodeName                      string              \`json:"nodeName,omitempty"\`
	SecurityContext               *PodSecurityContext \`json:"securityContext,omitempty"\`
	SchedulerName                 string              \`json:"schedulerName,omitempty"\`
}

// PodTemplateSpec describes the data a pod should have when created from a template.
type PodTemplateSpec struct {
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec              PodSpec \`json:"spec,omitempty"\`
}

// PodPhase is a label for the condition of a pod at the current time.
type PodPhase string

// The pod phases.
const (
	PodPending   PodPhase = "Pending"
	PodRunning   PodPhase = "Running"
	PodSucceeded PodPhase = "Succeeded"
	PodFailed    PodPhase = "Failed"
	PodUnknown   PodPhase = "Unknown"
)

// PodConditionType is a valid value for PodCondition.Type.
type PodConditionType string

// PodReady means the pod is able to service requests.
const PodReady PodConditionType = "Ready"

// PodCondition contains details for the current condition of this pod.
type PodCondition struct {
	Type               PodConditionType \`json:"type"\`
	Status             ConditionStatus  \`json:"status"\`
	LastTransitionTime metav1.Time      \`json:"lastTransitionTime,omitempty"\`
	Reason             string           \`json:"reason,omitempty"\`
	Message            string           \`json:"message,omitempty"\`
}

// PodStatus represents information about the status of a pod.
type PodStatus struct {
	Phase      PodPhase       \`json:"phase,omitempty"\`
	Conditions []PodCondition \`json:"conditions,omitempty"\`
	PodIP      string         \`json:"podIP,omitempty"\`
	StartTime  *metav1.Time   \`json:"startTime,omitempty"\`
}

// Pod is a collection of containers that can run on a host.
type Pod struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec              PodSpec   \`json:"spec,omitempty"\`
	Status            PodStatus \`json:"status,omitempty"\`
}

// PodList is a list of Pods.
type PodList struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ListMeta \`json:"metadata,omitempty"\`
	Items           []Pod \`json:"items"\`
}

// ServiceType describes ingress methods for a service.
type ServiceType string

// The service types.
const (
	ServiceTypeClusterIP    ServiceType = "ClusterIP"
	ServiceTypeNodePort     ServiceType = "NodePort"
	ServiceTypeLoadBalancer ServiceType = "LoadBalancer"
)

// ServicePort contains information on a service's port.
type ServicePort struct {
	Name     string   \`json:"name,omitempty"\`
	Protocol Protocol \`json:"protocol,omitempty"\`
	Port     int32    \`json:"port"\`
	NodePort int32    \`json:"nodePort,omitempty"\`
}

// ServiceSpec describes the attributes that a user creates on a service.
type ServiceSpec struct {
	Ports           []ServicePort     \`json:"ports,omitempty"\`
	Selector        map[string]string \`json:"selector,omitempty"\`
	ClusterIP       string            \`json:"clusterIP,omitempty"\`
	Type            ServiceType       \`json:"type,omitempty"\`
	SessionAffinity string            \`json:"sessionAffinity,omitempty"\`
}

// ServiceStatus represents the current status of a service.
type ServiceStatus struct{}

// Service is a named abstraction of software service consisting of a port the proxy listens on and a selector of pods.
type Service struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec              ServiceSpec   \`json:"spec,omitempty"\`
	Status            ServiceStatus \`json:"status,omitempty"\`
}

// ServiceList holds a list of services.
type ServiceList struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ListMeta \`json:"metadata,omitempty"\`
	Items           []Service \`json:"items"\`
}

// ConfigMap holds configuration data for pods to consume.
type ConfigMap struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Immutable         *bool             \`json:"immutable,omitempty"\`
	Data              map[string]string \`json:"data,omitempty"\`
	BinaryData        map[string][]byte \`json:"binaryData,omitempty"\`
}

// ConfigMapList is a resource containing a list of ConfigMap objects.
type ConfigMapList struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ListMeta \`json:"metadata,omitempty"\`
	Items           []ConfigMap \`json:"items"\`
}

// SecretType is the type of a Secret.
type SecretType string

// SecretTypeOpaque is the default: arbitrary user-defined data.
const SecretTypeOpaque SecretType = "Opaque"

// Secret holds secret data of a certain type.
type Secret struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Immutable         *bool             \`json:"immutable,omitempty"\`
	Data              map[string][]byte \`json:"data,omitempty"\`
	StringData        map[string]string \`json:"stringData,omitempty"\`
	Type              SecretType        \`json:"type,omitempty"\`
}

// SecretList is a list of Secret.
type SecretList struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ListMeta \`json:"metadata,omitempty"\`
	Items           []Secret \`json:"items"\`
}

// FinalizerName is the name identifying a finalizer during namespace lifecycle.
type FinalizerName string

// NamespaceSpec describes the attributes on a Namespace.
type NamespaceSpec struct {
	Finalizers []FinalizerName \`json:"finalizers,omitempty"\`
}

// NamespacePhase defines the phase in which the namespace is.
type NamespacePhase string

// The namespace phases.
const (
	NamespaceActive      NamespacePhase = "Active"
	NamespaceTerminating NamespacePhase = "Terminating"
)

// NamespaceStatus is information about the current status of a Namespace.
type NamespaceStatus struct {
	Phase NamespacePhase \`json:"phase,omitempty"\`
}

// Namespace provides a scope for Names.
type Namespace struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec              NamespaceSpec   \`json:"spec,omitempty"\`
	Status            NamespaceStatus \`json:"status,omitempty"\`
}

// NamespaceList is a list of Namespaces.
type NamespaceList struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ListMeta \`json:"metadata,omitempty"\`
	Items           []Namespace \`json:"items"\`
}
${deepCopyDecls(objects, true)}${deepCopyDecls(CORE_PARTS, false)}${accessorDecls(
  CORE_KINDS,
  CORE_KINDS.map((k) => `${k}List`),
)}`;

/** corev1Package is k8s.io/api/core/v1. */
export const corev1Package: ShimDefinition = {
  path: CORE_PATH,
  source,
  natives: { ...deepCopyNatives(CORE_PATH, objects, true), ...deepCopyNatives(CORE_PATH, CORE_PARTS, false) },
};
