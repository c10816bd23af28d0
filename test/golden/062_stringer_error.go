package main

import (
	"fmt"
	"strings"
)

type Level int

func (l Level) String() string { return strings.Repeat("*", int(l)) }

type NotFound struct{ Kind, Name string }

func (e NotFound) Error() string { return fmt.Sprintf("%s %q not found", e.Kind, e.Name) }

type Pair struct {
	L Level
	E error
}

func main() {
	fmt.Println(Level(3), []Level{1, 2})
	fmt.Printf("%v|%s|%d\n", Level(2), Level(2), Level(2))
	var err error = NotFound{"App", "web"}
	fmt.Println(err)
	fmt.Printf("%v\n", Pair{Level(1), err})
	fmt.Println(map[string]Level{"b": 2, "a": 1})
}

// Output:
// *** [* **]
// **|**|2
// App "web" not found
// {* App "web" not found}
// map[a:* b:**]
