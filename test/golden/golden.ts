// Golden reads the golden Go programs of test/golden and runs them through the interpreter.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { compile } from "../../src/golang/index";

/** Golden is one golden program with its expectations. */
export interface Golden {
  name: string;
  path: string;
  source: string;
  /** expected standard output (`// Output:` block), or null */
  output: string | null;
  /** expected error lines (`// Error:` block): "LINE:COL: message" for diagnostics, "LINE: panic: message" for panics */
  error: string[] | null;
  /** needs Go 1.22 (range over int, min/max, per-iteration loop variables): skipped for an older real Go */
  go122: boolean;
  /** only meaningful in the interpreter (step budget, stack overflow): never run through real Go */
  interpOnly: boolean;
}

/** loadGoldens reads every *.go file of dir. */
export function loadGoldens(dir: string): Golden[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".go"))
    .sort()
    .map((f) => {
      const path = join(dir, f);
      const source = readFileSync(path, "utf8");
      return {
        name: f,
        path,
        source,
        output: block(source, "Output"),
        error:
          block(source, "Error")
            ?.split("\n")
            .filter((l) => l) ?? null,
        go122: /^\/\/ go1\.22/.test(source),
        interpOnly: /^\/\/ .*interp-only/.test(source),
      };
    });
}

function block(src: string, name: string): string | null {
  const lines = src.split("\n");
  const i = lines.findIndex((l) => l.trim() === `// ${name}:`);
  if (i < 0) return null;
  const out: string[] = [];
  for (let j = i + 1; j < lines.length; j++) {
    const l = lines[j]!;
    if (!l.startsWith("//")) break;
    if (/^\/\/ (Output|Error):$/.test(l.trim())) break;
    out.push(l.startsWith("// ") ? l.slice(3) : l.slice(2));
  }
  return out.length ? out.join("\n") + "\n" : "";
}

/** RunResult is what the interpreter did with a golden program. */
export interface RunResult {
  stdout: string;
  error: string[];
}

/** runGolden compiles and runs one program (main) with a step budget. */
export function runGolden(g: Golden, budget = 5_000_000): RunResult {
  const r = compile([{ name: g.name, source: g.source }]);
  if (!r.program)
    return { stdout: "", error: r.diagnostics.map((d) => `${d.line}:${d.column}: ${d.message.split("\n")[0]}`) };
  let stdout = "";
  const host = {
    stdout: (s: string) => {
      stdout += s;
    },
    now: () => Date.UTC(2024, 0, 2, 3, 4, 5),
    seed: 7,
  };
  const { instance, error } = r.program.instantiate(host, { budget });
  const res = error ?? instance!.runMain({ budget });
  if (res.ok) return { stdout, error: [] };
  if (res.kind === "panic") return { stdout, error: [`${res.line}: panic: ${res.message}`] };
  if (res.kind === "budget") return { stdout, error: [`${res.line}: step budget exceeded`] };
  return { stdout, error: [`${res.line}: fatal error: ${res.message}`] };
}
