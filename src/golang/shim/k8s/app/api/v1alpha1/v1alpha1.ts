// Package example.com/app/api/v1alpha1: the lab's App CRD (LAB-CONTRACT §2).
import type { ShimDefinition } from "../../../../registry";
import { deepCopyMethods, deepCopyNatives } from "../../../deepcopy";

export const APP_PATH = "example.com/app/api/v1alpha1";
const appObjects = ["App", "AppList"];
const APP_PARTS = ["AppSpec", "AppStatus"];

const appSource = `package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
)

// GroupVersion is the group and version of the App API: apps.example.com/v1alpha1.
var GroupVersion = schema.GroupVersion{Group: "apps.example.com", Version: "v1alpha1"}

// AppSpec is the desired state of an App: an image run at a replica count.
type AppSpec struct {
	Image         string \`json:"image"\`
	Replicas      int32  \`json:"replicas"\`
	ConfigMapName string \`json:"configMapName,omitempty"\`
}

// AppStatus is the observed state of an App.
type AppStatus struct {
	ObservedGeneration int64              \`json:"observedGeneration,omitempty"\`
	Phase              string             \`json:"phase,omitempty"\`
	Ready              bool               \`json:"ready,omitempty"\`
	ReadyReplicas      int32              \`json:"readyReplicas,omitempty"\`
	LastSyncTime       metav1.Time        \`json:"lastSyncTime,omitempty"\`
	Conditions         []metav1.Condition \`json:"conditions,omitempty"\`
}

// App is the Schema for the apps API (status subresource on).
type App struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec              AppSpec   \`json:"spec,omitempty"\`
	Status            AppStatus \`json:"status,omitempty"\`
}

// AppList contains a list of App.
type AppList struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ListMeta \`json:"metadata,omitempty"\`
	Items           []App \`json:"items"\`
}
`;

/** v1alpha1Package is example.com/app/api/v1alpha1. */
export const v1alpha1Package: ShimDefinition = {
  path: APP_PATH,
  source: appSource,
  methods: deepCopyMethods(appObjects, APP_PARTS),
  natives: { ...deepCopyNatives(APP_PATH, appObjects, true), ...deepCopyNatives(APP_PATH, APP_PARTS, false) },
};
