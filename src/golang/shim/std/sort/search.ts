// The sort functions written in Go (appended to the package's source): binary search, the
// IntSlice/StringSlice/Float64Slice adapters, Reverse and the IsSorted checks, as Go defines them.
export const sortGoSource = `
// Search returns the smallest index i in [0, n) at which f(i) is true, assuming f is false then
// true over the range; n when f is never true.
func Search(n int, f func(int) bool) int {
	i, j := 0, n
	for i < j {
		h := int(uint(i+j) >> 1)
		if !f(h) {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

// Find uses binary search to find the smallest index i at which cmp(i) <= 0, and whether cmp(i) == 0 there.
func Find(n int, cmp func(int) int) (i int, found bool) {
	i, j := 0, n
	for i < j {
		h := int(uint(i+j) >> 1)
		if cmp(h) > 0 {
			i = h + 1
		} else {
			j = h
		}
	}
	return i, i < n && cmp(i) == 0
}

// SearchInts gives the first index of ascending a whose value is at least x: where x is, or where it
// would go.
func SearchInts(a []int, x int) int { return Search(len(a), func(i int) bool { return a[i] >= x }) }

// SearchStrings is SearchInts for ascending strings.
func SearchStrings(a []string, x string) int { return Search(len(a), func(i int) bool { return a[i] >= x }) }

// SearchFloat64s is SearchInts for ascending float64s.
func SearchFloat64s(a []float64, x float64) int { return Search(len(a), func(i int) bool { return a[i] >= x }) }

// IsSorted checks that no element of data is Less than the one before it.
func IsSorted(data Interface) bool {
	n := data.Len()
	for i := n - 1; i > 0; i-- {
		if data.Less(i, i-1) {
			return false
		}
	}
	return true
}

// IntSlice gives []int the methods of Interface, ordering numbers ascending.
type IntSlice []int

func (x IntSlice) Len() int           { return len(x) }
func (x IntSlice) Less(i, j int) bool { return x[i] < x[j] }
func (x IntSlice) Swap(i, j int)      { x[i], x[j] = x[j], x[i] }
func (x IntSlice) Sort()              { Sort(x) }
func (x IntSlice) Search(v int) int   { return SearchInts(x, v) }

// StringSlice gives []string the methods of Interface, ordering strings ascending (byte-wise).
type StringSlice []string

func (x StringSlice) Len() int             { return len(x) }
func (x StringSlice) Less(i, j int) bool   { return x[i] < x[j] }
func (x StringSlice) Swap(i, j int)        { x[i], x[j] = x[j], x[i] }
func (x StringSlice) Sort()                { Sort(x) }
func (x StringSlice) Search(v string) int  { return SearchStrings(x, v) }

// Float64Slice attaches the methods of Interface to []float64 (NaN first, as Go orders it).
type Float64Slice []float64

func (x Float64Slice) Len() int { return len(x) }
func (x Float64Slice) Less(i, j int) bool { return x[i] < x[j] || (x[i] != x[i] && x[j] == x[j]) }
func (x Float64Slice) Swap(i, j int)      { x[i], x[j] = x[j], x[i] }
func (x Float64Slice) Sort()              { Sort(x) }
func (x Float64Slice) Search(v float64) int { return SearchFloat64s(x, v) }

type reverse struct {
	Interface
}

func (r reverse) Less(i, j int) bool { return r.Interface.Less(j, i) }

// Reverse wraps data with its Less flipped, so sorting it gives descending order.
func Reverse(data Interface) Interface { return &reverse{data} }

// IntsAreSorted checks that x is in ascending order.
func IntsAreSorted(x []int) bool { return IsSorted(IntSlice(x)) }

// StringsAreSorted checks that x is in ascending order.
func StringsAreSorted(x []string) bool { return IsSorted(StringSlice(x)) }
`;
