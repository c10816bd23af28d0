package main

import (
	"fmt"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

func main() {
	var u unstructured.Unstructured
	fmt.Println(u.GetName() == "", u.GetLabels() == nil, u.GetFinalizers() == nil, u.GetOwnerReferences() == nil, u.IsList(), len(u.UnstructuredContent()))
	u.SetLabels(nil)
	fmt.Println("nil labels on empty:", u.Object == nil)
	u.SetGroupVersionKind(schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"})
	u.SetNamespace("ns")
	u.SetName("web")
	u.SetGenerateName("web-")
	u.SetUID("u-1")
	u.SetResourceVersion("42")
	u.SetGeneration(3)
	ts := metav1.NewTime(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	u.SetDeletionTimestamp(&ts)
	u.SetLabels(map[string]string{"app": "web"})
	u.SetAnnotations(map[string]string{"a": "b"})
	u.SetFinalizers([]string{"f1", "f2"})
	yes, no := true, false
	u.SetOwnerReferences([]metav1.OwnerReference{{APIVersion: "v1", Kind: "App", Name: "a", UID: "x", Controller: &yes, BlockOwnerDeletion: &no}, {APIVersion: "v2", Kind: "B", Name: "b", UID: "y"}})
	fmt.Println(u.Object)
	fmt.Println(u.GroupVersionKind(), u.GetAPIVersion(), u.GetKind(), u.GetNamespace(), u.GetName(), u.GetGenerateName(), u.GetUID(), u.GetResourceVersion(), u.GetGeneration())
	fmt.Println(u.GetDeletionTimestamp().UTC(), u.GetCreationTimestamp().Time.IsZero(), u.GetLabels(), u.GetAnnotations(), u.GetFinalizers())
	for _, r := range u.GetOwnerReferences() {
		fmt.Println(r.APIVersion, r.Kind, r.Name, r.UID, r.Controller != nil && *r.Controller, r.BlockOwnerDeletion == nil)
	}
	c := u.DeepCopy()
	c.SetName("copy")
	c.GetLabels()["x"] = "y"
	fmt.Println(u.GetName(), c.GetName(), u.GetLabels())
	u.SetNamespace("")
	u.SetName("")
	u.SetGenerateName("")
	u.SetUID("")
	u.SetResourceVersion("")
	u.SetGeneration(0)
	u.SetDeletionTimestamp(nil)
	u.SetLabels(nil)
	u.SetAnnotations(nil)
	u.SetFinalizers(nil)
	u.SetOwnerReferences(nil)
	fmt.Println(u.Object)
	u.SetFinalizers([]string{})
	u.SetOwnerReferences([]metav1.OwnerReference{})
	fmt.Println(u.Object, u.GetFinalizers() == nil, u.GetOwnerReferences() == nil, len(u.GetOwnerReferences()))
	u.Object["metadata"].(map[string]interface{})["ownerReferences"] = []interface{}{"bad"}
	fmt.Println(u.GetOwnerReferences() == nil)
	u.Object["metadata"].(map[string]interface{})["ownerReferences"] = []interface{}{map[string]interface{}{"name": "n", "controller": "yes"}}
	fmt.Println(u.GetOwnerReferences()[0].Controller == nil, u.GetOwnerReferences()[0].Name)
	u.SetManagedFields([]metav1.ManagedFieldsEntry{{Manager: "m", Operation: metav1.ManagedFieldsOperationApply}})
	fmt.Println(len(u.GetManagedFields()), u.GetManagedFields()[0].Manager)
	u.Object["items"] = []interface{}{}
	fmt.Println(u.IsList())
	u.Object["items"] = "no"
	fmt.Println(u.IsList())
	var np *unstructured.Unstructured
	fmt.Println(np.DeepCopy() == nil)
	var l unstructured.UnstructuredList
	l.SetGroupVersionKind(schema.GroupVersionKind{Version: "v1", Kind: "PodList"})
	fmt.Println(l.GroupVersionKind(), l.GetResourceVersion() == "", l.GetContinue() == "")
	u.Object["metadata"].(map[string]interface{})["generation"] = "notint"
	fmt.Println(u.GetGeneration())
}
