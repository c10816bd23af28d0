// len, cap, indexing, slicing and range on values of a type parameter: valid when valid for every type in its
// type set (Go spec); indexing and slicing use the core type, string and []byte counting as one for slicing.
package main

import "fmt"

// emptyCheckable is the constraint of fluxcd/pkg/runtime/secrets' emptiness check.
type emptyCheckable interface {
	~string | ~[]byte | ~map[string]string | ~map[string][]byte
}

func isEmpty[T emptyCheckable](v T) bool { return len(v) == 0 }

func first[T interface{ ~string | ~[]byte }](v T) byte { return v[0] }

func tail[T interface{ ~string | ~[]byte }](v T) T { return v[1:] }

func sum[S interface{ []E }, E int | float64](s S) E {
	var t E
	for _, x := range s {
		t += x
	}
	for i := range s {
		s[i] += 1
	}
	p := &s[0]
	*p *= 10
	return t
}

func count[T interface{ ~[]int | ~[3]int }](v T) int { return len(v) + cap(v) }

func put[M ~map[K]V, K comparable, V any](m M, k K, v V) (V, bool) {
	m[k] = v
	got, ok := m[k]
	delete(m, k)
	_, again := m[k]
	return got, ok && !again
}

func bump[M interface{ ~map[string]int }](m M, k string) int {
	m[k]++
	return m[k]
}

func at[T interface{ ~string | ~[]byte }](v T, i int) (b byte) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("recovered:", r)
		}
	}()
	return v[i]
}

type Name string

type Bytes []byte

func main() {
	fmt.Println(isEmpty(""), isEmpty("x"), isEmpty([]byte{}), isEmpty(map[string]string{"a": "b"}))
	fmt.Println(first("hello"), first([]byte("yo")), first(Name("Zed")))
	fmt.Println(tail("hello"), string(tail(Bytes("world"))), tail(Name("Ada")))
	xs := []int{1, 2, 3}
	fmt.Println(sum(xs), xs, sum([]float64{0.5, 0.25}))
	fmt.Println(count([]int{1, 2}), count([3]int{}))
	fmt.Println(put(map[string]int{}, "a", 1))
	fmt.Println(bump(map[string]int{"n": 41}, "n"))
	fmt.Println(at("abc", 1), at([]byte("xyz"), 2), at("abc", 5))
}

// Output:
// true false true false
// 104 121 90
// ello orld da
// 6 [20 3 4] 0.75
// 4 6
// 1 true
// 42
// recovered: runtime error: index out of range [5] with length 3
// 98 122 0
