package main

import (
	"context"
	"fmt"
	"strconv"
)

type key string

func main() {
	b := []byte("n=")
	b = strconv.AppendInt(b, -42, 10)
	b = append(b, ' ')
	b = strconv.AppendUint(b, 255, 16)
	b = append(b, ' ')
	b = strconv.AppendFloat(b, 3.25, 'f', -1, 64)
	b = append(b, ' ')
	b = strconv.AppendBool(b, true)
	b = append(b, ' ')
	b = strconv.AppendQuote(b, "hi\n")
	fmt.Println(string(b))

	fmt.Println(context.Background().Done() == nil, context.TODO().Done() == nil)
	parent, cancel := context.WithCancel(context.Background())
	withVal := context.WithValue(parent, key("k"), "v")
	child, cancelChild := context.WithCancel(withVal)
	defer cancelChild()
	select {
	case <-child.Done():
		fmt.Println("done too early")
	default:
		fmt.Println("not done", child.Err())
	}
	finished := make(chan string)
	go func() {
		<-child.Done()
		finished <- "child saw " + child.Err().Error() + " with " + child.Value(key("k")).(string)
	}()
	cancel()
	fmt.Println(<-finished)
	fmt.Println(parent.Err(), withVal.Err())
	cancel()
	late, stop := context.WithCancel(parent)
	defer stop()
	<-late.Done()
	fmt.Println("late child of a canceled parent:", late.Err())
}

// Output:
// n=-42 ff 3.25 true "hi\n"
// true true
// not done <nil>
// child saw context canceled with v
// context canceled context canceled
// late child of a canceled parent: context canceled
