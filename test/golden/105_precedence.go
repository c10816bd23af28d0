package main

import "fmt"

type S struct {
	a, b, c int64
	ok      bool
}

func (s S) m() int64 { return s.a*3 - s.b }

func f(x int64) int64 { return x*7 + 1 }
func nz(x int64) int64 {
	if x == 0 {
		return 3
	}
	return x
}
func sh(x int64) int64 { return (x%5 + 5) % 5 }

func main() {
	s := S{a: 13, b: -6, c: 2, ok: true}
	p := &S{a: 5, b: 9}
	xs := []int64{4, -2, 11}

	fmt.Println(0, s.b)
	fmt.Println(1, int64(s.b)<<sh(s.b))
	fmt.Println(2, f(s.b)^xs[1]*s.a^f(s.b)+int64(s.b))
	fmt.Println(3, xs[1])
	fmt.Println(4, int64(s.b)&^^p.b*f(s.b)&(s.a+1))
	fmt.Println(5, int64(s.b)^int64(s.b)|s.a+s.b+-s.a%nz(xs[1])%nz(f(s.b)^int64(s.b)))
	fmt.Println(6, -s.a&xs[s.c])
	fmt.Println(7, s.m()/nz(int64(s.b)&xs[s.c]^-s.a))
	fmt.Println(8, s.a)
	fmt.Println(9, s.a^s.a%nz(p.a-s.m()))
	fmt.Println(10, xs[1])
	fmt.Println(11, f(s.b)^(s.a+1)*xs[s.c]&^(s.a+1)&xs[1])
	fmt.Println(12, xs[1]&s.m()*s.a+s.m()^-s.a)
	fmt.Println(13, s.a*(s.a+1)>>sh(^p.b)<<sh(p.a&^s.a-s.a))
	fmt.Println(14, int64(s.b))
	fmt.Println(15, -s.a)
	fmt.Println(16, f(s.b)<<sh(s.a)|-s.a|xs[s.c]|f(s.b)<<sh(s.a))
	fmt.Println(17, s.b<<sh(-s.a)&^s.a/nz(xs[s.c])|s.b&(s.a+1)^s.a)
	fmt.Println(18, xs[1]/nz(^p.b&-s.a)%nz(f(s.b)&^int64(s.b)*xs[s.c]/nz(^p.b)))
	fmt.Println(19, (s.a+1)/nz(^p.b)*s.a^xs[s.c]/nz(-s.a))
	fmt.Println(20, (s.a+1)&^f(s.b)>>sh(s.a)&^-s.a^s.b|s.a|p.a)
	fmt.Println(21, int64(s.b)>>sh((s.a+1)<<sh(s.b<<sh(s.a))))
	fmt.Println(22, s.b&^s.b|f(s.b)^-s.a%nz(int64(s.b)-s.b+xs[1]>>sh(s.a)))
	fmt.Println(23, (s.a + 1))
	fmt.Println(24, p.a*s.a<<sh(s.m()>>sh(p.a))&xs[1]|xs[s.c]&^xs[s.c]<<sh(s.b))
	fmt.Println(25, s.b+xs[1]+xs[s.c] <= f(s.b)^s.m()%nz(f(s.b)-int64(s.b)) || ^p.b%nz((s.a+1))<<sh(int64(s.b)%nz(xs[1])) <= (s.a+1) && p.a/nz((s.a+1))&s.b < -s.a-s.b&s.m() || s.a > s.b && s.b/nz((s.a+1))-(s.a+1) == ^p.b)
	fmt.Println(26, f(s.b)^s.m()%nz(^p.b) >= ^p.b&xs[1]/nz(int64(s.b)<<sh(-s.a)) && s.m()>>sh((s.a+1))^int64(s.b) <= xs[s.c]%nz(int64(s.b)) && xs[1] <= ^p.b || f(s.b) == s.a || s.m()+f(s.b)*s.b == s.a && s.m()-int64(s.b)/nz(-s.a*xs[s.c]) >= int64(s.b) || !s.ok)
	fmt.Println(27, xs[1] > xs[1]&^s.a/nz(p.a&^s.m()) || (s.a+1) == int64(s.b) || ^p.b >= s.b%nz(f(s.b))/nz(p.a&^s.m()) && xs[1]/nz(f(s.b))&(s.a+1)/nz(-s.a) > s.m()-f(s.b)/nz(s.m()<<sh(xs[s.c])))
	fmt.Println(28, s.a>>sh((s.a+1))-s.a != xs[s.c] || s.b>>sh(s.a)%nz(int64(s.b)^s.b) != f(s.b)|s.m()%nz(^p.b+s.a) && xs[1]>>sh(int64(s.b))%nz(^p.b*-s.a) > ^p.b|p.a&^s.m() && xs[1]%nz(f(s.b))^-s.a&^xs[s.c] < s.m()*(s.a+1)+xs[s.c]%nz(xs[1]) || (s.a+1)+^p.b^s.b/nz(^p.b) != f(s.b) || s.m() < xs[s.c]+p.a%nz(p.a-xs[s.c]) || f(s.b)/nz(p.a%nz(s.m())) == ^p.b/nz(xs[s.c])*xs[1]+xs[s.c])
	fmt.Println(29, p.a <= p.a+s.a>>sh(-s.a&s.m()))
	fmt.Println(30, f(s.b) < f(s.b)-f(s.b)|-s.a/nz(s.m()))
	fmt.Println(31, !s.ok)
	fmt.Println(32, !(s.a >= -s.a*p.a>>sh(s.a+xs[1])))
	fmt.Println(33, s.m()|s.b<<sh(s.a) < f(s.b)*(s.a+1)+xs[s.c]<<sh(p.a) && (s.a+1)%nz(s.a) < s.a && s.m()/nz(s.m()/nz((s.a+1))) > p.a && int64(s.b)*p.a|xs[s.c]-s.b >= s.a)
	fmt.Println(34, xs[1]*s.a^(s.a+1) != s.m()+s.a^xs[1]+p.a && f(s.b)|p.a-f(s.b)+xs[1] >= s.b>>sh(-s.a)-xs[1]+s.a || s.a > s.a || (s.a+1)^p.a-int64(s.b)>>sh(s.m()) > xs[s.c])
	fmt.Println(35, xs[1] > ^p.b|(s.a+1)^s.m()*int64(s.b) || !(^p.b%nz(s.a)|(s.a+1) < p.a) && s.b*s.m()>>sh(s.m()^xs[1]) != xs[1] & ^p.b | p.a || s.m()|f(s.b)+xs[s.c]+xs[s.c] >= s.a|int64(s.b)&^xs[1])
	fmt.Println(36, s.a <= s.m()&int64(s.b)&^f(s.b)+int64(s.b))
	fmt.Println(37, !(!(!s.ok)))
	fmt.Println(38, !(s.b>>sh(s.a) != ^p.b) && ^p.b-s.a&^-s.a-s.m() <= s.m()^s.b&p.a%nz((s.a+1)) || ^p.b/nz((s.a+1)/nz(f(s.b))) != s.a-^p.b&int64(s.b)<<sh(-s.a) && s.a^int64(s.b)^s.m() > int64(s.b)&(s.a+1)<<sh(-s.a*^p.b) || xs[s.c]/nz(s.a%nz((s.a+1))) > s.a)
	fmt.Println(39, !(s.m() != s.a/nz(s.b)&xs[1]%nz(f(s.b))) && (s.a+1)|int64(s.b) != s.a)
	fmt.Println(40, s.m()*s.a>>sh((s.a+1)&xs[1]) >= s.a&s.a-s.a^s.b && s.b/nz(s.a)+s.b&^s.m() != p.a-p.a<<sh(-s.a&^int64(s.b)))
	fmt.Println(41, f(s.b)%nz(-s.a)>>sh(^p.b>>sh(^p.b)) >= (s.a+1))
	fmt.Println(42, f(s.b)%nz(s.b^s.a) != s.b|int64(s.b)&^p.a*xs[s.c])
	fmt.Println(43, !(!(!(xs[1]|s.b^f(s.b) > ^p.b*s.a>>sh(-s.a+s.b)))))
	fmt.Println(44, p.a < p.a>>sh(s.m())|int64(s.b) || ^p.b-^p.b%nz(s.m()<<sh(s.m())) < s.b && (s.a+1)>>sh(s.b)>>sh(xs[1]<<sh(s.b)) < f(s.b)+s.m()*-s.a*xs[s.c] || xs[1]^-s.a*s.a < s.a>>sh(f(s.b))/nz(xs[s.c]) || s.m() == s.a&^(s.a+1)&^s.m()&f(s.b) && s.m()<<sh(int64(s.b))*s.a^p.a < p.a>>sh(xs[s.c])-xs[1]*p.a || -s.a+-s.a/nz(f(s.b)%nz(s.a)) < ^p.b^int64(s.b)+-s.a || xs[1]^xs[1]^s.a<<sh(p.a) <= (s.a+1)%nz((s.a+1)&^xs[1]))
	fmt.Println(45, -s.a%nz(s.a) <= xs[1]>>sh(p.a)>>sh(xs[s.c]%nz(p.a)))
	fmt.Println(46, !(int64(s.b)&^xs[1]>>sh(s.a^xs[s.c]) <= p.a>>sh(s.m())&(s.a+1) || s.m() > xs[1]) && !s.ok && s.b|^p.b^^p.b*xs[1] >= s.m()*(s.a+1))
	fmt.Println(47, !(s.m() >= s.a>>sh((s.a+1)) & ^p.b - int64(s.b) && s.a >= p.a/nz((s.a+1))*xs[s.c]^^p.b) || s.a<<sh(-s.a) < int64(s.b))
	fmt.Println(48, ^p.b^p.a&^s.m()-s.a == s.a&s.b|int64(s.b)%nz(s.b) || xs[1]&xs[s.c]*xs[s.c]*s.a <= s.a/nz(xs[1])-xs[1]^(s.a+1) || xs[1]<<sh(s.m()+int64(s.b)) >= -s.a>>sh(xs[s.c]>>sh(^p.b)) && xs[1]&^(s.a+1)>>sh(xs[s.c]) > -s.a+-s.a && f(s.b) >= s.b|s.b%nz(^p.b) || p.a*s.a-f(s.b) != p.a && s.b > s.b&^f(s.b)-int64(s.b)<<sh(xs[1]))
	fmt.Println(49, int64(s.b)|^p.b != s.a | ^p.b&f(s.b) & ^p.b || -s.a<<sh(xs[s.c])|(s.a+1)>>sh(s.a) > s.b*p.a%nz(f(s.b)*s.b) && p.a > s.a && s.a < s.b*xs[1]|p.a&^xs[1] || -s.a >= p.a)
}

// Output:
// 0 -6
// 1 -96
// 2 -32
// 3 -2
// 4 8
// 5 6
// 6 3
// 7 -6
// 8 13
// 9 0
// 10 -2
// 11 -185
// 12 -614
// 13 728
// 14 -6
// 15 -13
// 16 -5
// 17 -13
// 18 0
// 19 -13
// 20 -1
// 21 -3
// 22 -41
// 23 14
// 24 64
// 25 false
// 26 false
// 27 true
// 28 true
// 29 true
// 30 true
// 31 false
// 32 false
// 33 false
// 34 true
// 35 true
// 36 true
// 37 false
// 38 false
// 39 false
// 40 true
// 41 false
// 42 true
// 43 false
// 44 true
// 45 false
// 46 false
// 47 false
// 48 false
// 49 true
