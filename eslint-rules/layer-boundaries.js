// layer-boundaries: the layer rules of ARCHITECTURE.md as one ESLint rule that resolves every
// relative import to the file it names, so `../../engine`, `../engine/index` and
// `../engine/api/object` are judged alike (a glob on the import string misses the first two).
//
// A layer is a folder under src/ (golang/shim is the golang layer's door to the engine). For each
// importing layer, LAYERS says which other layers it may import at run time and which for types
// only; an import of any other layer is an error. An import that crosses into another layer must
// name that layer's front door, its index.ts: inside a layer, folders import each other freely,
// and tests (*.test.ts, white-box by nature) may reach a layer's files.
// Bare specifiers are judged by PACKAGES (UI libraries outside the UI, Node built-ins in code
// that runs in the browser, @lezer outside the interpreter, Monaco outside its facade).
import path from "node:path";

/** @typedef {{ runtime: string[], types?: string[], packages: string[] }} LayerRule */

const UI_LIBS = ["react", "react-dom", "zustand", "monaco-editor", "mermaid", "wouter", "uplot"];
const BROWSER_ONLY = ["node:*"];

/** @type {Record<string, LayerRule>} */
export const LAYERS = {
  // contract: LAB-CONTRACT's shared names (the finding kinds); it imports nothing, all may import it.
  contract: { runtime: [], packages: [...UI_LIBS, ...BROWSER_ONLY, "@lezer/*"] },
  engine: { runtime: ["contract"], packages: [...UI_LIBS, ...BROWSER_ONLY, "@lezer/*"] },
  golang: { runtime: ["contract"], packages: [...UI_LIBS, ...BROWSER_ONLY] },
  "golang/shim": { runtime: ["contract", "engine"], packages: [...UI_LIBS, ...BROWSER_ONLY] },
  lab: { runtime: ["contract", "golang", "engine"], packages: [...UI_LIBS, ...BROWSER_ONLY] },
  worker: {
    runtime: ["contract", "lab", "golang", "engine", "content"],
    packages: [...UI_LIBS, ...BROWSER_ONLY],
  },
  cli: { runtime: ["contract", "lab", "golang", "engine", "content"], packages: UI_LIBS },
  content: { runtime: ["contract", "engine"], packages: UI_LIBS },
  ui: {
    runtime: ["contract", "worker", "content"],
    types: ["engine", "golang", "lab", "content", "worker"],
    packages: BROWSER_ONLY,
  },
};

/** The one module allowed to import Monaco. */
const MONACO_FACADE = "ui/lab/editor/monaco.ts";

/** layerOf names the layer of a path relative to src/ ("golang/shim" for the shims). */
export function layerOf(rel) {
  const parts = rel.split("/");
  if (parts[0] === "golang" && parts[1] === "shim") return "golang/shim";
  // "engine" (the folder itself, i.e. its index.ts) is the layer as much as "engine/api/object".
  return parts.length > 1 || !parts[0].includes(".") ? parts[0] : undefined;
}

/** sameLayerFamily: golang/shim is part of golang, so they import each other freely. */
const family = (layer) => (layer === "golang/shim" ? "golang" : layer);

function matchesPackage(spec, pattern) {
  if (pattern.endsWith("/*")) return spec.startsWith(pattern.slice(0, -1));
  if (pattern.endsWith(":*")) return spec.startsWith(pattern.slice(0, -1));
  return spec === pattern || spec.startsWith(pattern + "/");
}

/** isTypeOnly: `import type …`, `export type … from`, or an import whose every specifier is `type`. */
function isTypeOnly(node) {
  if (node.importKind === "type" || node.exportKind === "type") return true;
  const specs = node.specifiers ?? [];
  return specs.length > 0 && specs.every((s) => s.importKind === "type" || s.exportKind === "type");
}

/** isFrontDoor: the target is the layer's own index.ts: `../engine`, `../engine/index`, `../engine/index.ts`. */
function isFrontDoor(targetRel, targetLayer) {
  const rest = targetRel.slice(targetLayer.length);
  return rest === "" || /^\/index(\.tsx?)?$/.test(rest);
}

/** @type {import("eslint").Rule.RuleModule} */
export const rule = {
  meta: {
    type: "problem",
    docs: { description: "Layer boundaries of ARCHITECTURE.md, on resolved import paths" },
    schema: [],
    messages: {
      layer: "src/{{from}} may not import src/{{to}}{{how}} (ARCHITECTURE.md, Boundaries).",
      typesOnly: "src/{{from}} may import src/{{to}} for types only: use `import type`.",
      frontDoor: "Import src/{{to}} through its front door, src/{{to}}/index.ts, not {{spec}}.",
      pkg: "src/{{from}} may not import {{spec}} (ARCHITECTURE.md, Boundaries).",
      monaco: "Import the editor through src/ui/lab/editor/monaco.ts, the one Monaco facade.",
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join("/");
    const at = file.lastIndexOf("/src/");
    if (at < 0) return {};
    const srcRoot = file.slice(0, at + 5);
    const fromRel = file.slice(at + 5);
    const from = layerOf(fromRel);
    const rules = from && LAYERS[from];
    const isTest = /\.test\.tsx?$/.test(fromRel);
    if (!rules) return {};

    function check(node, spec, typeOnly) {
      if (typeof spec !== "string") return;
      if (spec.startsWith("monaco-editor") && fromRel !== MONACO_FACADE)
        return context.report({ node, messageId: "monaco" });
      if (!spec.startsWith(".")) {
        const bad = rules.packages.find((p) => matchesPackage(spec, p));
        if (bad && !(from === "ui" && spec.startsWith("monaco-editor")) && !typeOnly)
          context.report({ node, messageId: "pkg", data: { from, spec } });
        return;
      }
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec.replace(/\?.*$/, "")));
      if (!target.startsWith(srcRoot)) return;
      const toRel = target.slice(srcRoot.length);
      const to = layerOf(toRel);
      if (!to || family(to) === family(from)) return;
      const runtimeOk = rules.runtime.includes(to) || rules.runtime.includes(family(to));
      const typesOk = (rules.types ?? []).includes(family(to));
      if (!runtimeOk && !(typesOk && typeOnly)) {
        if (typesOk) return context.report({ node, messageId: "typesOnly", data: { from, to: family(to) } });
        return context.report({
          node,
          messageId: "layer",
          data: { from, to: family(to), how: typeOnly ? " (not even types)" : "" },
        });
      }
      if (!isTest && !isFrontDoor(toRel, family(to)))
        context.report({ node, messageId: "frontDoor", data: { to: family(to), spec } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node.source, node.source.value, node.exportKind === "type"),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value, false),
      TSImportType: (node) => {
        const arg = node.argument?.literal ?? node.argument;
        if (arg && arg.type === "Literal") check(node, arg.value, true);
      },
    };
  },
};

export default { rules: { "layer-boundaries": rule } };
