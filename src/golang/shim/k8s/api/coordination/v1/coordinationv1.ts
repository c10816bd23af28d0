// Package k8s.io/api/coordination/v1: Lease (what leader election holds), with its list and
// deep-copy methods.
import type { ShimDefinition } from "../../../../registry";
import { deepCopyDecls, deepCopyNatives, accessorDecls } from "../../../deepcopy";

export const COORDINATION_PATH = "k8s.io/api/coordination/v1";
const leaseObjects = ["Lease", "LeaseList"];

const coordinationSource = `package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
)

// LeaseSpec is a specification of a Lease.
type LeaseSpec struct {
	HolderIdentity       *string           \`json:"holderIdentity,omitempty"\`
	LeaseDurationSeconds *int32            \`json:"leaseDurationSeconds,omitempty"\`
	AcquireTime          *metav1.MicroTime \`json:"acquireTime,omitempty"\`
	RenewTime            *metav1.MicroTime \`json:"renewTime,omitempty"\`
	LeaseTransitions     *int32            \`json:"leaseTransitions,omitempty"\`
}

// Lease defines a lease concept (leader election uses one).
type Lease struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec              LeaseSpec \`json:"spec,omitempty"\`
}

// LeaseList is a list of Lease objects.
type LeaseList struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ListMeta \`json:"metadata,omitempty"\`
	Items           []Lease \`json:"items"\`
}
${deepCopyDecls(leaseObjects, true)}${accessorDecls(["Lease"], ["LeaseList"])}`;

/** coordinationv1Package is k8s.io/api/coordination/v1. */
export const coordinationv1Package: ShimDefinition = {
  path: COORDINATION_PATH,
  source: coordinationSource,
  natives: deepCopyNatives(COORDINATION_PATH, leaseObjects, true),
};
