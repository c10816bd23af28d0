package main

import "fmt"

/* describe is documented with a general comment on its own line. */
func describe(n int) string { /* opening brace, then a comment */
	s := "/* not a comment */" /* a comment after a string */
	r := '*'   /* after a rune */
	raw := `/*` /* after a raw string holding an opener */
	return fmt.Sprint(n, s, string(r), raw) /* after a call */
}

type pair struct {
	a int /* first */
	b int /* second // with slashes inside */
}

func main() {
	errs := 0   /* number of errors */
	flag := 1 /* recovery flag */
	total := errs +
		flag /* continued expression ends here */
	p := pair{
		a: 1, /* after a comma */
		b: 2, /* */
	}
	for i := 0; i < 2; i++ { /* loop */
		total += i /* in the body */
	}
	fmt.Println(errs, flag, total, p.a, p.b) /* end */
	fmt.Println(describe(7))
	x := 3 /* one */ + /* two */ 4
	fmt.Println(x)
}

// Output:
// 0 1 2 1 2
// 7/* not a comment */*/*
// 7
