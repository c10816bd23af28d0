package main

// A conversion from a type parameter needs every type of its type set to convert.

func f[T any](v T) string { return string(v) }
func g[T ~string | ~[]int](v T) string { return string(v) }

func main() { _ = f[int]; _ = g[string] }

// Error:
// 5:43: cannot convert v (variable of type T constrained by any) to type string
// 6:56: cannot convert v (variable of type T constrained by ~string|~[]int) to type string
