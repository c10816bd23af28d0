package main

import (
	"fmt"
	"math/big"
)

func main() {
	a := big.NewInt(1)
	a.Lsh(a, 130)
	b, ok := new(big.Int).SetString("-123456789012345678901234567890", 10)
	fmt.Println(a, b, ok)
	fmt.Println(new(big.Int).Add(a, b), new(big.Int).Sub(a, b), new(big.Int).Mul(a, b))
	fmt.Println(new(big.Int).Quo(b, big.NewInt(11)), new(big.Int).Rem(b, big.NewInt(11)))
	fmt.Println(new(big.Int).Div(b, big.NewInt(11)), new(big.Int).Mod(b, big.NewInt(11)))
	q, r := new(big.Int).QuoRem(b, big.NewInt(-11), new(big.Int))
	fmt.Println(q, r)
	d, m := new(big.Int).DivMod(b, big.NewInt(-11), new(big.Int))
	fmt.Println(d, m)
	fmt.Println(a.Cmp(b), b.Cmp(a), a.Cmp(a), b.Sign(), new(big.Int).Sign(), a.CmpAbs(b))
	fmt.Println(a.BitLen(), b.BitLen(), a.Bit(130), b.Bit(0), b.Bit(200), a.TrailingZeroBits())
	fmt.Println(a.Bytes(), big.NewInt(258).Bytes(), new(big.Int).Bytes())
	fmt.Println(new(big.Int).SetBytes([]byte{1, 0, 255}), big.NewInt(255).FillBytes(make([]byte, 4)))
	fmt.Println(a.Text(16), b.Text(36), b.Text(2)[:10], big.NewInt(-255).Text(62))
	for _, s := range []string{"0x_ff", "0b101", "0o17", "017", "1_000", "_1", "1__0", "12a", "", "-0"} {
		v, ok := new(big.Int).SetString(s, 0)
		fmt.Println(s, v, ok)
	}
	fmt.Println(new(big.Int).Exp(big.NewInt(3), big.NewInt(100), nil))
	fmt.Println(new(big.Int).Exp(big.NewInt(3), big.NewInt(100), big.NewInt(1000007)))
	fmt.Println(new(big.Int).Exp(big.NewInt(-3), big.NewInt(101), big.NewInt(-1000007)))
	fmt.Println(new(big.Int).Exp(big.NewInt(3), big.NewInt(-1), big.NewInt(11)))
	fmt.Println(new(big.Int).Exp(big.NewInt(3), big.NewInt(-2), nil))
	fmt.Println(new(big.Int).ModInverse(big.NewInt(3), big.NewInt(11)), new(big.Int).ModInverse(big.NewInt(4), big.NewInt(8)))
	x, y := new(big.Int), new(big.Int)
	g := new(big.Int).GCD(x, y, big.NewInt(240), big.NewInt(46))
	fmt.Println(g, x, y)
	g = new(big.Int).GCD(x, y, big.NewInt(-240), big.NewInt(46))
	fmt.Println(g, x, y)
	fmt.Println(new(big.Int).Sqrt(a), new(big.Int).Sqrt(big.NewInt(99)))
	fmt.Println(new(big.Int).And(b, a), new(big.Int).Or(big.NewInt(-12), big.NewInt(5)), new(big.Int).Xor(big.NewInt(-12), big.NewInt(5)), new(big.Int).Not(big.NewInt(5)), new(big.Int).AndNot(big.NewInt(15), big.NewInt(-4)))
	fmt.Println(new(big.Int).Rsh(big.NewInt(-9), 1), new(big.Int).Neg(b), new(big.Int).Abs(b))
	fmt.Println(b.Int64(), b.IsInt64(), big.NewInt(-1).Uint64(), a.IsUint64(), new(big.Int).Lsh(big.NewInt(1), 63).IsUint64())
	fmt.Println(new(big.Int).SetUint64(18446744073709551615), new(big.Int).SetBit(big.NewInt(0), 70, 1), new(big.Int).SetBit(big.NewInt(-1), 3, 0))
	fmt.Println(big.NewInt(104729).ProbablyPrime(20), big.NewInt(104730).ProbablyPrime(20), new(big.Int).Sub(a, big.NewInt(5)).ProbablyPrime(10))
	fmt.Println(big.Jacobi(big.NewInt(5), big.NewInt(21)), big.Jacobi(big.NewInt(2), big.NewInt(15)), big.Jacobi(big.NewInt(19), big.NewInt(45)))
	var z big.Int
	fmt.Println(z.String(), (*big.Int)(nil).String(), string(a.Append([]byte("n="), 10)))
	t, _ := a.MarshalText()
	fmt.Println(string(t))
	defer func() { fmt.Println("recovered:", recover()) }()
	new(big.Int).Quo(a, new(big.Int))
}

// Output:
// 1361129467683753853853498429727072845824 -123456789012345678901234567890 true
// 1361129467560297064841152750825838277934 1361129467807210642865844108628307413714 -168040673510319585614160151111894534352219037052958775512745230991360
// -11223344455667788991021324353 -7
// -11223344455667788991021324354 4
// 11223344455667788991021324353 -7
// 11223344455667788991021324354 4
// 1 -1 0 -1 0 1
// 131 97 1 0 1 130
// [4 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0] [1 2] []
// 65791 [0 0 0 255]
// 400000000000000000000000000000000 -byw97um9s91dlz68tsi -110001110 -47
// 0x_ff 255 true
// 0b101 5 true
// 0o17 15 true
// 017 15 true
// 1_000 1000 true
// _1 <nil> false
// 1__0 <nil> false
// 12a <nil> false
//  <nil> false
// -0 0 true
// 515377520732011331036461129765621272702107522001
// 664323
// 7045
// 4
// 1
// 4 <nil>
// 2 -9 47
// 2 9 47
// 36893488147419103232 9
// 1361129467683753853853498429727072845824 -11 -15 -6 3
// -5 123456789012345678901234567890 123456789012345678901234567890
// 4362896299872285998 false 1 false true
// 18446744073709551615 1180591620717411303424 -9
// true false true
// 1 1 1
// 0 <nil> n=1361129467683753853853498429727072845824
// 1361129467683753853853498429727072845824
// recovered: division by zero
