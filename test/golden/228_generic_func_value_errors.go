// go1.22 (a generic function value needs a function type to infer from; messages as go/types gives them)
package main

import "cmp"

func main() {
	f := cmp.Compare
	_ = f
	var x any = cmp.Compare
	_ = x
}

// Error:
// 7:7: cannot use generic function cmp.Compare without instantiation
// 9:14: cannot use generic function cmp.Compare without instantiation
