package main

import (
	"context"
	"errors"
	"fmt"
)

type ctxKey string

func main() {
	ctx := context.Background()
	ctx = context.WithValue(ctx, ctxKey("user"), "alice")
	ctx2, cancel := context.WithCancel(ctx)
	fmt.Println(ctx2.Value(ctxKey("user")), ctx2.Value(ctxKey("none")), ctx2.Err())
	cancel()
	fmt.Println(ctx2.Err(), errors.Is(ctx2.Err(), context.Canceled), ctx.Err())
	fmt.Println(context.TODO() != nil)
}

// Output:
// alice <nil> <nil>
// context canceled true <nil>
// true
