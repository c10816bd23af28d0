/**
 * The editor preload (scripts/vite-editor-preload.ts): the inline script asks for the right files
 * on each route and width, and nothing elsewhere.
 */
import { describe, expect, it } from "vitest";
import { preloadScript } from "../../../scripts/vite-editor-preload";

const lists = {
  editor: ["./monaco.js", "./monaco.css"],
  lab: ["./LabPage.js"],
  sandbox: ["./sandbox.js"],
  drills: ["./drills.js"],
};

/** linksFor runs the script with a hash and a width and returns what it linked, as rel:href. */
function linksFor(hash: string, width: number): string[] {
  const links: Array<{ rel: string; href: string }> = [];
  const document = {
    createElement: () => ({ rel: "", href: "", crossOrigin: "" }),
    head: { appendChild: (l: { rel: string; href: string }) => links.push(l) },
  };
  new Function("location", "document", "innerWidth", preloadScript(lists))({ hash }, document, width);
  return links.map((l) => `${l.rel}:${l.href}`);
}

describe("editor preload", () => {
  it("an exercise gets its page and Monaco, without Monaco on a phone", () => {
    expect(linksFor("#/lab/exercise-1", 1280)).toEqual([
      "modulepreload:./LabPage.js",
      "modulepreload:./monaco.js",
      "stylesheet:./monaco.css",
    ]);
    expect(linksFor("#/lab/exercise-1", 390)).toEqual(["modulepreload:./LabPage.js"]);
  });
  it("the sandbox and every drills route get their page and Monaco at any width", () => {
    for (const hash of ["#/sandbox", "#/sandbox/share/x", "#/drills", "#/drills/1016-c1ceef", "#/drills/from/7"])
      for (const width of [390, 1280]) expect(linksFor(hash, width)).toContain("modulepreload:./monaco.js");
    expect(linksFor("#/drills/1016-c1ceef", 390)[0]).toBe("modulepreload:./drills.js");
  });
  it("other routes load nothing more", () => {
    for (const hash of ["", "#/", "#/lab", "#/lessons/x", "#/drillsx", "#/sandboxes"])
      expect(linksFor(hash, 1280)).toEqual([]);
  });
});
