package main

import (
	"fmt"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"
)

func main() {
	for _, k := range []string{"a", "ns/a", "a/b/c", "", "/a", "a/", "/", "//"} {
		ns, name, err := cache.SplitMetaNamespaceKey(k)
		fmt.Printf("%q -> %q %q %v\n", k, ns, name, err)
		on, err := cache.ParseObjectName(k)
		fmt.Printf("   parsed %q %q %v %q\n", on.Namespace, on.Name, err, on.String())
	}
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "p"}}
	node := &corev1.Node{ObjectMeta: metav1.ObjectMeta{Name: "n1"}}
	for _, o := range []interface{}{pod, node, cache.ExplicitKey("x/y"), 42, cache.DeletedFinalStateUnknown{Key: "gone/k", Obj: pod}} {
		k, err := cache.MetaNamespaceKeyFunc(o)
		k2, err2 := cache.DeletionHandlingMetaNamespaceKeyFunc(o)
		fmt.Printf("%q %v | %q %v\n", k, err, k2, err2)
	}
	n := cache.NewObjectName("a", "b")
	ns, name := n.Parts()
	fmt.Println(n, ns, name, n.AsNamespacedName(), cache.MetaObjectToName(pod), cache.NewObjectName("", "c"))
	on, err := cache.ObjectToName(node)
	fmt.Println(on, err)
	var kf cache.KeyFunc = cache.MetaNamespaceKeyFunc
	fmt.Println(kf(pod))
}
