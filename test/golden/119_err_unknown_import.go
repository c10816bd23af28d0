// interp-only: the lab's sandbox rejects what real Go accepts
package main

import (
	"database/sql"
	"fmt"
)

func main() {
	fmt.Println(sql.ErrNoRows)
}

// Error:
// 5:2: could not import "database/sql": the lab does not provide this package; supported imports: …
