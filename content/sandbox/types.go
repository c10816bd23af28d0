package controller

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Your own custom resources go in this file. A struct that embeds TypeMeta and ObjectMeta
// becomes a kind in the API group apps.example.com/v1alpha1, installed before the
// controller starts, as `make install` would do. Watch it from SetupWithManager with
// For(&Greeting{}) or Owns(&Greeting{}), and read or write it with r.Get, r.Create, ...

// GreetingSpec is what a Greeting asks for.
type GreetingSpec struct {
	Message string `json:"message,omitempty"`
}

// GreetingStatus is what a controller reports about a Greeting.
type GreetingStatus struct {
	Delivered bool `json:"delivered,omitempty"`
}

// Greeting is an example custom resource: rename it, change it, or add your own.
type Greeting struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   GreetingSpec   `json:"spec,omitempty"`
	Status GreetingStatus `json:"status,omitempty"`
}
