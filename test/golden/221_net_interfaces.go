package main

import (
	"errors"
	"fmt"
	"net"
)

func main() {
	mac := net.HardwareAddr{0x00, 0x00, 0x5e, 0x00, 0x53, 0xab}
	fmt.Println(mac, len(mac), net.HardwareAddr(nil).String() == "", net.HardwareAddr{1})
	fmt.Println(net.FlagUp|net.FlagLoopback, net.FlagBroadcast|net.FlagMulticast|net.FlagPointToPoint, net.Flags(0))
	ifi := net.Interface{Index: 2, MTU: 1500, Name: "eth0", HardwareAddr: mac, Flags: net.FlagUp | net.FlagBroadcast}
	fmt.Printf("%s %d %v %v\n", ifi.Name, ifi.MTU, ifi.HardwareAddr, ifi.Flags)
	_, err := net.InterfaceByName("no-such-if0")
	var op *net.OpError
	fmt.Println(err, errors.As(err, &op), op.Op, op.Net)
	_, err = net.InterfaceByIndex(0)
	fmt.Println(err)
}

// Output:
// 00:00:5e:00:53:ab 6 true 01
// up|loopback broadcast|pointtopoint|multicast 0
// eth0 1500 00:00:5e:00:53:ab up|broadcast
// route ip+net: no such network interface true route ip+net
// route ip+net: invalid network interface index
