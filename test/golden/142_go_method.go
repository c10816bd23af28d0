package main

import "fmt"

type pump struct{ name string }

func (p *pump) run(in <-chan int, out chan<- string) {
	for v := range in {
		out <- fmt.Sprintf("%s:%d", p.name, v)
	}
	close(out)
}

type runner interface {
	run(in <-chan int, out chan<- string)
}

func main() {
	in, out := make(chan int), make(chan string)
	p := &pump{"p"}
	go p.run(in, out)
	for i := 0; i < 2; i++ {
		in <- i
		fmt.Println(<-out)
	}
	close(in)
	_, ok := <-out
	fmt.Println(ok)
	var r runner = &pump{"q"}
	in2, out2 := make(chan int), make(chan string)
	go r.run(in2, out2)
	in2 <- 7
	fmt.Println(<-out2)
}

// Output:
// p:0
// p:1
// false
// q:7
