// interp-only: the lab's sandbox rejects what real Go accepts
package main

func Map[T, U any](xs []T, f func(T) U) []U {
	var out []U
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func main() {}

// Error:
// 4:1: generic functions are not supported in the lab
