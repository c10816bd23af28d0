// interp-only: the lab's sandbox rejects what real Go accepts
package main

import (
	"fmt"
	"net/smtp"
)

func main() {
	fmt.Println(smtp.SendMail)
}

// Error:
// 6:2: could not import "net/smtp": the lab does not provide this package; supported imports: …
