// interp-only: the lab's sandbox rejects what real Go accepts
package main

import (
	"fmt"
	"net/http"
)

func main() {
	fmt.Println(http.StatusOK)
}

// Error:
// 6:2: could not import "net/http": the lab does not provide this package; supported imports: …
