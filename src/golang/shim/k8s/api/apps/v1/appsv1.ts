// Package k8s.io/api/apps/v1: Deployment, StatefulSet and ReplicaSet, with their lists and
// deep-copy methods.
import type { ShimDefinition } from "../../../../registry";
import { deepCopyDecls, deepCopyNatives, accessorDecls } from "../../../deepcopy";

export const APPS_PATH = "k8s.io/api/apps/v1";
export const APPS_KINDS = ["Deployment", "StatefulSet", "ReplicaSet"];
const appsObjects = [...APPS_KINDS, ...APPS_KINDS.map((k) => `${k}List`)];
const APPS_PARTS = [
  "DeploymentSpec",
  "DeploymentStatus",
  "DeploymentCondition",
  "StatefulSetSpec",
  "StatefulSetStatus",
];

const appsSource = `package v1

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
)

// DeploymentStrategyType is the kind of a Deployment's rollout strategy.
type DeploymentStrategyType string

// The deployment strategies.
const (
	RecreateDeploymentStrategyType      DeploymentStrategyType = "Recreate"
	RollingUpdateDeploymentStrategyType DeploymentStrategyType = "RollingUpdate"
)

// DeploymentStrategy describes how to replace existing pods with new ones.
type DeploymentStrategy struct {
	Type DeploymentStrategyType \`json:"type,omitempty"\`
}

// DeploymentSpec is the specification of the desired behavior of the Deployment.
type DeploymentSpec struct {
	Replicas                *int32                 \`json:"replicas,omitempty"\`
	Selector                *metav1.LabelSelector  \`json:"selector"\`
	Template                corev1.PodTemplateSpec \`json:"template"\`
	Strategy                DeploymentStrategy     \`json:"strategy,omitempty"\`
	MinReadySeconds         int32                  \`json:"minReadySeconds,omitempty"\`
	RevisionHistoryLimit    *int32                 \`json:"revisionHistoryLimit,omitempty"\`
	Paused                  bool                   \`json:"paused,omitempty"\`
	ProgressDeadlineSeconds *int32                 \`json:"progressDeadlineSeconds,omitempty"\`
}

// DeploymentConditionType is a condition of a Deployment.
type DeploymentConditionType string

// The deployment conditions.
const (
	DeploymentAvailable      DeploymentConditionType = "Available"
	DeploymentProgressing    DeploymentConditionType = "Progressing"
	DeploymentReplicaFailure DeploymentConditionType = "ReplicaFailure"
)

// DeploymentCondition describes the state of a deployment at a certain point.
type DeploymentCondition struct {
	Type               DeploymentConditionType \`json:"type"\`
	Status             corev1.ConditionStatus  \`json:"status"\`
	LastUpdateTime     metav1.Time             \`json:"lastUpdateTime,omitempty"\`
	LastTransitionTime metav1.Time             \`json:"lastTransitionTime,omitempty"\`
	Reason             string                  \`json:"reason,omitempty"\`
	Message            string                  \`json:"message,omitempty"\`
}

// DeploymentStatus is the most recently observed status of the Deployment.
type DeploymentStatus struct {
	ObservedGeneration  int64                 \`json:"observedGeneration,omitempty"\`
	Replicas            int32                 \`json:"replicas,omitempty"\`
	UpdatedReplicas     int32                 \`json:"updatedReplicas,omitempty"\`
	ReadyReplicas       int32                 \`json:"readyReplicas,omitempty"\`
	AvailableReplicas   int32                 \`json:"availableReplicas,omitempty"\`
	UnavailableReplicas int32                 \`json:"unavailableReplicas,omitempty"\`
	Conditions          []DeploymentCondition \`json:"conditions,omitempty"\`
	CollisionCount      *int32                \`json:"collisionCount,omitempty"\`
}

// Deployment enables declarative updates for Pods and ReplicaSets.
type Deployment struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec              DeploymentSpec   \`json:"spec,omitempty"\`
	Status            DeploymentStatus \`json:"status,omitempty"\`
}

// DeploymentList is a list of Deployments.
type DeploymentList struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ListMeta \`json:"metadata,omitempty"\`
	Items           []Deployment \`json:"items"\`
}

// StatefulSetSpec is the specification of a StatefulSet.
type StatefulSetSpec struct {
	Replicas            *int32                 \`json:"replicas,omitempty"\`
	Selector            *metav1.LabelSelector  \`json:"selector"\`
	Template            corev1.PodTemplateSpec \`json:"template"\`
	ServiceName         string                 \`json:"serviceName"\`
	PodManagementPolicy string                 \`json:"podManagementPolicy,omitempty"\`
}

// StatefulSetStatus represents the current state of a StatefulSet.
type StatefulSetStatus struct {
	ObservedGeneration int64 \`json:"observedGeneration,omitempty"\`
	Replicas           int32 \`json:"replicas"\`
	ReadyReplicas      int32 \`json:"readyReplicas,omitempty"\`
}

// StatefulSet represents a set of pods with consistent identities.
type StatefulSet struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec              StatefulSetSpec   \`json:"spec,omitempty"\`
	Status            StatefulSetStatus \`json:"status,omitempty"\`
}

// StatefulSetList is a collection of StatefulSets.
type StatefulSetList struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ListMeta \`json:"metadata,omitempty"\`
	Items           []StatefulSet \`json:"items"\`
}

// ReplicaSetSpec is the specification of a ReplicaSet.
type ReplicaSetSpec struct {
	Replicas *int32                 \`json:"replicas,omitempty"\`
	Selector *metav1.LabelSelector  \`json:"selector"\`
	Template corev1.PodTemplateSpec \`json:"template,omitempty"\`
}

// ReplicaSetStatus represents the current status of a ReplicaSet.
type ReplicaSetStatus struct {
	Replicas           int32 \`json:"replicas"\`
	ReadyReplicas      int32 \`json:"readyReplicas,omitempty"\`
	AvailableReplicas  int32 \`json:"availableReplicas,omitempty"\`
	ObservedGeneration int64 \`json:"observedGeneration,omitempty"\`
}

// ReplicaSet ensures that a specified number of pod replicas are running at any given time.
type ReplicaSet struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec              ReplicaSetSpec   \`json:"spec,omitempty"\`
	Status            ReplicaSetStatus \`json:"status,omitempty"\`
}

// ReplicaSetList is a collection of ReplicaSets.
type ReplicaSetList struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ListMeta \`json:"metadata,omitempty"\`
	Items           []ReplicaSet \`json:"items"\`
}
${deepCopyDecls(appsObjects, true)}${deepCopyDecls(APPS_PARTS, false)}${accessorDecls(
  APPS_KINDS,
  APPS_KINDS.map((k) => `${k}List`),
)}`;

/** appsv1Package is k8s.io/api/apps/v1. */
export const appsv1Package: ShimDefinition = {
  path: APPS_PATH,
  source: appsSource,
  natives: { ...deepCopyNatives(APPS_PATH, appsObjects, true), ...deepCopyNatives(APPS_PATH, APPS_PARTS, false) },
};
