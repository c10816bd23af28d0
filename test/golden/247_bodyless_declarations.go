// Declarations without a body (as assembly-backed or go:linkname'd code writes them) parse, functions and
// methods alike, also with pointer parameters and a pointer result; without the assembly Go reports each one.
package main

type T struct{}

type U struct{}

//go:noescape
func f(p *T) *U

func (r *T) m(p *T) *U

func (r T) n(a, b int) (*U, error)

func main() {}

// Error:
// 10:6: missing function body
// 12:13: missing function body
// 14:12: missing function body
