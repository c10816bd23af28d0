package main

import (
	"errors"
	"fmt"
	"strconv"
)

func main() {
	n, err := strconv.Atoi("123")
	fmt.Println(n+1, err)
	_, err = strconv.Atoi("12a")
	fmt.Println(err)
	var ne *strconv.NumError
	fmt.Println(errors.As(err, &ne), ne.Func, errors.Is(err, strconv.ErrSyntax))
	i64, err := strconv.ParseInt("-ff", 16, 64)
	fmt.Println(i64, err)
	_, err = strconv.ParseInt("300", 10, 8)
	fmt.Println(err)
	f, _ := strconv.ParseFloat("2.5", 64)
	b, _ := strconv.ParseBool("true")
	fmt.Println(f*2, b, strconv.FormatInt(255, 2), strconv.Quote("hi\n"), strconv.FormatBool(false))
	fmt.Println(strconv.Itoa(-45) + "!")
}

// Output:
// 124 <nil>
// strconv.Atoi: parsing "12a": invalid syntax
// true Atoi true
// -255 <nil>
// strconv.ParseInt: parsing "300": value out of range
// 5 true 11111111 "hi\n" false
// -45!
