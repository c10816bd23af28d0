// ParseUint and FormatUint, written in Go (appended to strconv's source) with uint64 arithmetic,
// so values above MaxInt64 keep every digit.
export const strconvGoSource = `
func lower(c byte) byte { return c | ('x' - 'X') }

// ParseUint reads s as ParseInt does, for an unsigned value; s may not start with a sign.
func ParseUint(s string, base int, bitSize int) (uint64, error) {
	const fn = "ParseUint"
	if s == "" {
		return 0, numError(fn, s, 1)
	}
	base0 := base == 0
	s0 := s
	prefixed := false
	switch {
	case 2 <= base && base <= 36:
	case base == 0:
		base = 10
		if s[0] == '0' {
			prefixed = true
			switch {
			case len(s) >= 3 && lower(s[1]) == 'b':
				base, s = 2, s[2:]
			case len(s) >= 3 && lower(s[1]) == 'o':
				base, s = 8, s[2:]
			case len(s) >= 3 && lower(s[1]) == 'x':
				base, s = 16, s[2:]
			default:
				base, s = 8, s[1:]
			}
		}
	default:
		return 0, &NumError{Func: fn, Num: s0, Err: errors.New("invalid base " + Itoa(base))}
	}
	if bitSize == 0 {
		bitSize = 64
	} else if bitSize < 0 || bitSize > 64 {
		return 0, &NumError{Func: fn, Num: s0, Err: errors.New("invalid bit size " + Itoa(bitSize))}
	}
	cutoff := ^uint64(0)/uint64(base) + 1
	maxVal := uint64(1)<<uint(bitSize) - 1
	underscores := false
	var n uint64
	for i := 0; i < len(s); i++ {
		c := s[i]
		var d byte
		switch {
		case c == '_' && base0:
			underscores = true
			continue
		case '0' <= c && c <= '9':
			d = c - '0'
		case 'a' <= lower(c) && lower(c) <= 'z':
			d = lower(c) - 'a' + 10
		default:
			return 0, numError(fn, s0, 1)
		}
		if d >= byte(base) {
			return 0, numError(fn, s0, 1)
		}
		if n >= cutoff {
			return maxVal, numError(fn, s0, 2)
		}
		n *= uint64(base)
		n1 := n + uint64(d)
		if n1 < n || n1 > maxVal {
			return maxVal, numError(fn, s0, 2)
		}
		n = n1
	}
	if underscores && (s == "" || (s[0] == '_' && !prefixed) || s[len(s)-1] == '_' || contains(s, "__")) {
		return 0, numError(fn, s0, 1)
	}
	return n, nil
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// FormatUint writes the unsigned i in base (2 to 36), using lower-case letters for digits past 9.
func FormatUint(i uint64, base int) string {
	if base < 2 || base > 36 {
		panic("strconv: illegal AppendInt/FormatInt base")
	}
	if i == 0 {
		return "0"
	}
	const digits = "0123456789abcdefghijklmnopqrstuvwxyz"
	var b [64]byte
	k := len(b)
	for i > 0 {
		k--
		b[k] = digits[i%uint64(base)]
		i /= uint64(base)
	}
	return string(b[k:])
}
`;
