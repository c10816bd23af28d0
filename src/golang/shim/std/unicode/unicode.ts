// Package unicode: the classification functions (IsLetter, IsUpper, IsDigit, IsSpace, IsPunct, …), case
// mapping (ToUpper, ToLower, ToTitle, To, SimpleFold) and the common range tables (Letter, Upper, Digit,
// Space, Han, Latin, …) used with Is/In/IsOneOf. Categories come from JavaScript's Unicode property
// escapes (\p{…}), so characters added to Unicode after Go 1.19's tables (Unicode 13) may classify
// differently; Latin-1 follows Go's own table. Case mapping is Unicode's simple (one rune to one rune)
// mapping, as Go's; a range table built by a program (R16/R32) is searched as Go does.
import type { ShimDefinition } from "../../registry";

const tables: [string, string][] = [
  ["Letter", "L"],
  ["L", "L"],
  ["Upper", "Lu"],
  ["Lu", "Lu"],
  ["Lower", "Ll"],
  ["Ll", "Ll"],
  ["Title", "Lt"],
  ["Lt", "Lt"],
  ["Lm", "Lm"],
  ["Lo", "Lo"],
  ["Mark", "M"],
  ["M", "M"],
  ["Mn", "Mn"],
  ["Number", "N"],
  ["N", "N"],
  ["Digit", "Nd"],
  ["Nd", "Nd"],
  ["Nl", "Nl"],
  ["No", "No"],
  ["Punct", "P"],
  ["P", "P"],
  ["Symbol", "S"],
  ["S", "S"],
  ["Sm", "Sm"],
  ["Sc", "Sc"],
  ["Space", "Z"],
  ["Z", "Z"],
  ["Zs", "Zs"],
  ["Control", "Cc"],
  ["Cc", "Cc"],
  ["Other", "C"],
  ["C", "C"],
  ["White_Space", "White_Space"],
  ["Han", "Script=Han"],
  ["Latin", "Script=Latin"],
  ["Greek", "Script=Greek"],
  ["Cyrillic", "Script=Cyrillic"],
  ["Arabic", "Script=Arabic"],
  ["Hebrew", "Script=Hebrew"],
  ["Hiragana", "Script=Hiragana"],
  ["Katakana", "Script=Katakana"],
  ["Hangul", "Script=Hangul"],
  ["Thai", "Script=Thai"],
  ["Devanagari", "Script=Devanagari"],
  ["Common", "Script=Common"],
];

const source = `package unicode

const (
	MaxRune         = '\\U0010FFFF' // Maximum valid Unicode code point.
	ReplacementChar = '\\uFFFD'     // Represents invalid code points.
	MaxASCII        = '\\u007F'     // maximum ASCII value.
	MaxLatin1       = '\\u00FF'     // maximum Latin-1 value.
)

// UpperCase, LowerCase and TitleCase select the target case in To.
const (
	UpperCase = iota
	LowerCase
	TitleCase
	MaxCase
)

// Range16 is a run of code points below U+10000: Lo, Lo+Stride, and so on up to Hi.
type Range16 struct {
	Lo     uint16
	Hi     uint16
	Stride uint16
}

// Range32 is Range16 for code points that need 32 bits.
type Range32 struct {
	Lo     uint32
	Hi     uint32
	Stride uint32
}

// RangeTable is a set of code points given as lists of ranges, 16-bit ones and 32-bit ones.
// The lab's predefined tables name a Unicode category or script instead of listing ranges.
type RangeTable struct {
	R16         []Range16
	R32         []Range32
	LatinOffset int
	category    string
}

func isCategory(r rune, category string) bool
func toCase(c int, r rune) rune
func simpleFold(r rune) rune

// Is tells whether r belongs to rangeTab.
func Is(rangeTab *RangeTable, r rune) bool {
	if rangeTab.category != "" {
		return isCategory(r, rangeTab.category)
	}
	for _, rg := range rangeTab.R16 {
		if r >= rune(rg.Lo) && r <= rune(rg.Hi) {
			return rg.Stride == 1 || (r-rune(rg.Lo))%rune(rg.Stride) == 0
		}
	}
	for _, rg := range rangeTab.R32 {
		if r >= rune(rg.Lo) && r <= rune(rg.Hi) {
			return rg.Stride == 1 || (r-rune(rg.Lo))%rune(rg.Stride) == 0
		}
	}
	return false
}

// In tells whether r belongs to at least one of the given tables.
func In(r rune, ranges ...*RangeTable) bool {
	for _, inside := range ranges {
		if Is(inside, r) {
			return true
		}
	}
	return false
}

// IsOneOf tells whether r is in at least one of ranges; In does the same with a variadic list.
func IsOneOf(ranges []*RangeTable, r rune) bool { return In(r, ranges...) }

// IsLetter tells whether r is in Unicode category L.
func IsLetter(r rune) bool { return isCategory(r, "L") }

// IsUpper tells whether r is in Unicode category Lu.
func IsUpper(r rune) bool { return isCategory(r, "Lu") }

// IsLower tells whether r is in Unicode category Ll.
func IsLower(r rune) bool { return isCategory(r, "Ll") }

// IsTitle tells whether r is in Unicode category Lt.
func IsTitle(r rune) bool { return isCategory(r, "Lt") }

// IsDigit tells whether r is in Unicode category Nd (0 to 9 and the other scripts' digits).
func IsDigit(r rune) bool {
	if r <= MaxLatin1 {
		return '0' <= r && r <= '9'
	}
	return isCategory(r, "Nd")
}

// IsNumber tells whether r is in Unicode category N.
func IsNumber(r rune) bool { return isCategory(r, "N") }

// IsMark tells whether r is in Unicode category M.
func IsMark(r rune) bool { return isCategory(r, "M") }

// IsPunct tells whether r is punctuation, that is in Unicode category P.
func IsPunct(r rune) bool { return isCategory(r, "P") }

// IsSymbol tells whether r is in Unicode category S.
func IsSymbol(r rune) bool { return isCategory(r, "S") }

// IsControl tells whether r is a C0 or C1 control code, U+0000 to U+001F or U+007F to U+009F.
func IsControl(r rune) bool {
	if uint32(r) <= MaxLatin1 {
		return r < 0x20 || (r >= 0x7F && r <= 0x9F)
	}
	return false
}

// IsSpace tells whether r has Unicode's White_Space property; below U+0100 those are
// the characters '\\t', '\\n', '\\v', '\\f', '\\r', ' ', U+0085 (NEL), U+00A0 (NBSP).
func IsSpace(r rune) bool {
	if uint32(r) <= MaxLatin1 {
		switch r {
		case '\\t', '\\n', '\\v', '\\f', '\\r', ' ', 0x85, 0xA0:
			return true
		}
		return false
	}
	return isCategory(r, "White_Space")
}

// IsGraphic tells whether r is visible text or a space character: Unicode categories L, M, N, P, S and Zs.
func IsGraphic(r rune) bool {
	return isCategory(r, "L") || isCategory(r, "M") || isCategory(r, "N") || isCategory(r, "P") || isCategory(r, "S") || isCategory(r, "Zs")
}

// IsPrint is IsGraphic with U+0020 as the only space allowed: categories L, M, N, P, S and ' '.
func IsPrint(r rune) bool {
	if r == ' ' {
		return true
	}
	return isCategory(r, "L") || isCategory(r, "M") || isCategory(r, "N") || isCategory(r, "P") || isCategory(r, "S")
}

// To converts r to the case _case selects (UpperCase, LowerCase or TitleCase).
func To(_case int, r rune) rune {
	if _case < 0 || MaxCase <= _case {
		return ReplacementChar
	}
	return toCase(_case, r)
}

// ToUpper gives the upper-case form of r (r itself when it has none).
func ToUpper(r rune) rune {
	if r <= MaxASCII {
		if 'a' <= r && r <= 'z' {
			r -= 'a' - 'A'
		}
		return r
	}
	return toCase(UpperCase, r)
}

// ToLower gives the lower-case form of r (r itself when it has none).
func ToLower(r rune) rune {
	if r <= MaxASCII {
		if 'A' <= r && r <= 'Z' {
			r += 'a' - 'A'
		}
		return r
	}
	return toCase(LowerCase, r)
}

// ToTitle gives the title-case form of r (r itself when it has none).
func ToTitle(r rune) rune { return toCase(TitleCase, r) }

// SimpleFold steps through the characters that simple case folding makes equal to r: it gives the next
// one above r in that group, wrapping round to the smallest (r itself when the group has one member).
func SimpleFold(r rune) rune {
	if r < 0 || r > MaxRune {
		return r
	}
	return simpleFold(r)
}

${tables.map(([name, cat]) => `var ${name} = &RangeTable{category: "${cat}"}`).join("\n")}
`;

const patterns = new Map<string, RegExp>();
function isCategory(r: number, cat: string): boolean {
  if (r < 0 || r > 0x10ffff) return false;
  let re = patterns.get(cat);
  if (!re) patterns.set(cat, (re = new RegExp(`^\\p{${cat}}$`, "u")));
  return re.test(String.fromCodePoint(r));
}

/** One-rune case mapping: JavaScript's full mapping where it gives one rune, Unicode's simple mapping
 * for the runes whose full mapping differs (İ lowercases to i), the title-case digraphs. */
const TITLE: Record<number, number> = { 0x1c4: 0x1c5, 0x1c5: 0x1c5, 0x1c6: 0x1c5, 0x1c7: 0x1c8, 0x1c8: 0x1c8 };
Object.assign(TITLE, {
  0x1c9: 0x1c8,
  0x1ca: 0x1cb,
  0x1cb: 0x1cb,
  0x1cc: 0x1cb,
  0x1f1: 0x1f2,
  0x1f2: 0x1f2,
  0x1f3: 0x1f2,
});
function oneRune(s: string, r: number): number {
  const cps = [...s];
  return cps.length === 1 ? cps[0]!.codePointAt(0)! : r;
}
function toCase(c: number, r: number): number {
  if (r < 0 || r > 0x10ffff || (r >= 0xd800 && r <= 0xdfff)) return r;
  const s = String.fromCodePoint(r);
  if (c === 1) return r === 0x130 ? 0x69 : oneRune(s.toLowerCase(), r);
  if (c === 2 && TITLE[r] !== undefined) return TITLE[r];
  return oneRune(s.toUpperCase(), r);
}

/** Orbits that upper/lower mapping alone does not reach (Kelvin sign, long s, micro sign, Ångström sign, …). */
const EXTRA: number[][] = [
  [0x4b, 0x6b, 0x212a],
  [0x53, 0x73, 0x17f],
  [0xb5, 0x39c, 0x3bc],
  [0xc5, 0xe5, 0x212b],
  [0x398, 0x3b8, 0x3d1, 0x3f4],
  [0x392, 0x3b2, 0x3d0],
  [0x395, 0x3b5, 0x3f5],
  [0x3a0, 0x3c0, 0x3d6],
  [0x3a1, 0x3c1, 0x3f1],
  [0x3a3, 0x3c2, 0x3c3],
  [0x3a6, 0x3c6, 0x3d5],
  [0x39a, 0x3ba, 0x3f0],
  [0x1e60, 0x1e61, 0x1e9b],
  [0xdf, 0x1e9e],
];
function simpleFold(r: number): number {
  const orbit = new Set<number>([r, toCase(0, r), toCase(1, r), toCase(1, toCase(0, r)), toCase(0, toCase(1, r))]);
  for (const o of EXTRA) if (o.some((x) => orbit.has(x))) o.forEach((x) => orbit.add(x));
  const sorted = [...orbit].sort((a, b) => a - b);
  return sorted.find((x) => x > r) ?? sorted[0]!;
}

/** unicodePackage is unicode. */
export const unicodePackage: ShimDefinition = {
  path: "unicode",
  source,
  natives: { isCategory, toCase, simpleFold },
};
