// Hover docs: the // comment lines directly above a declaration (and above each interface method) are
// kept as one-line docs, so the editor's hover shows client.Client's Get, List, … with their comments.
import { describe, it, expect } from "vitest";
import { definePackage, exportsOf } from "../index";

definePackage({
  path: "example.com/docs",
  natives: {},
  source: `package docs

// Reader knows how to read objects.
type Reader interface {
	// Get retrieves an object by key.
	Get(key string) error

	// List lists objects.
	// It honours the options.
	List() error
	Undocumented() int
}
`,
});

describe("doc comments", () => {
  it("are captured on types and on interface methods", () => {
    const reader = exportsOf("example.com/docs").Reader!;
    expect(reader.doc).toBe("Reader knows how to read objects.");
    const docs = Object.fromEntries(reader.members!.map((m) => [m.name, m.doc]));
    expect(docs).toEqual({
      Get: "Get retrieves an object by key.",
      List: "List lists objects. It honours the options.",
      Undocumented: "",
    });
  });
});
