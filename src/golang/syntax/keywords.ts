// Keywords: Go's 25 reserved words (spec, Keywords), for the scanners that read source without the parser.

/** KEYWORDS are Go's reserved words. */
export const KEYWORDS: ReadonlySet<string> = new Set([
  "break",
  "case",
  "chan",
  "const",
  "continue",
  "default",
  "defer",
  "else",
  "fallthrough",
  "for",
  "func",
  "go",
  "goto",
  "if",
  "import",
  "interface",
  "map",
  "package",
  "range",
  "return",
  "select",
  "struct",
  "switch",
  "type",
  "var",
]);

/** ENDS_STATEMENT are the keywords after which a line end inserts a semicolon (spec, Semicolons). */
export const ENDS_STATEMENT: ReadonlySet<string> = new Set(["break", "continue", "fallthrough", "return"]);
