// interp-only: the lab's pod runs as kubebuilder's nonroot user and group (65532) and has only a loopback interface, which the machine running real Go does not
package main

import (
	"fmt"
	"net"
	"os"
)

func main() {
	fmt.Println(os.Getuid(), os.Geteuid(), os.Getgid(), os.Getegid())
	ifs, err := net.Interfaces()
	fmt.Println(len(ifs), err)
	for _, i := range ifs {
		fmt.Printf("%d %s mtu=%d hw=%q flags=%v\n", i.Index, i.Name, i.MTU, i.HardwareAddr.String(), i.Flags)
	}
	lo, err := net.InterfaceByName("lo")
	fmt.Println(lo.Name, lo.Flags&net.FlagLoopback != 0, err)
	byIndex, err := net.InterfaceByIndex(1)
	fmt.Println(byIndex.Name, err)
	_, err = net.InterfaceByIndex(2)
	fmt.Println(err)
}

// Output:
// 65532 65532 65532 65532
// 1 <nil>
// 1 lo mtu=65536 hw="" flags=up|loopback|running
// lo true <nil>
// lo <nil>
// route ip+net: no such network interface
