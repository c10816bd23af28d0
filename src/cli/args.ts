// Args parses the lab's command line (LAB-CONTRACT §1) into a command, or a one-line usage error.
/** Command is what the user asked for. */
export type Command =
  | { cmd: "run"; files: string[]; scenario: string; seed?: number; json: boolean; failOnFindings: boolean }
  | { cmd: "check"; json: boolean }
  | { cmd: "scenarios" }
  | { cmd: "drills"; count: number; seed: number; json: boolean }
  | { cmd: "help" };

/** UsageError is a bad invocation: printed as one line, exit status 1. */
export class UsageError extends Error {}

export const USAGE = `usage:
  npm run --silent lab -- run FILE.go [FILE.go ...] --scenario NAME|PATH.yaml [--seed N] [--json] [--fail-on-findings]
  npm run --silent lab -- run DIR --scenario NAME|PATH.yaml [...]   (a whole project with its go.mod)
  npm run --silent lab -- check [--json]
  npm run --silent lab -- scenarios
  npm run --silent lab -- drills [--count N] [--seed S] [--json]`;

/** parseArgs reads argv (without node and the script). */
export function parseArgs(argv: string[]): Command {
  const [cmd, ...rest] = argv;
  if (!cmd || cmd === "help" || cmd === "--help" || cmd === "-h") return { cmd: "help" };
  if (cmd === "scenarios") {
    if (rest.length) throw new UsageError(`scenarios takes no arguments (got ${rest[0]})`);
    return { cmd: "scenarios" };
  }
  if (cmd === "check") {
    let json = false;
    for (const a of rest) {
      if (a === "--json") json = true;
      else throw new UsageError(`unknown argument for check: ${a}`);
    }
    return { cmd: "check", json };
  }
  if (cmd === "drills") {
    let count = 5;
    let seed = 1;
    let json = false;
    for (let i = 0; i < rest.length; i++) {
      const a = rest[i] as string;
      const int = (flag: string, max: number) => {
        const v = a.includes("=") ? a.slice(a.indexOf("=") + 1) : rest[++i];
        if (v === undefined || !/^\d+$/.test(v) || Number(v) > max)
          throw new UsageError(`${flag} must be an integer from 0 to ${max} (got ${v ?? "nothing"})`);
        return Number(v);
      };
      if (a === "--count" || a.startsWith("--count=")) count = int("--count", 1000);
      else if (a === "--seed" || a.startsWith("--seed=")) seed = int("--seed", 0xffffffff);
      else if (a === "--json") json = true;
      else throw new UsageError(`unknown argument for drills: ${a}`);
    }
    return { cmd: "drills", count, seed, json };
  }
  if (cmd === "run") {
    const files: string[] = [];
    let scenario: string | undefined;
    let seed: number | undefined;
    let json = false;
    let failOnFindings = false;
    for (let i = 0; i < rest.length; i++) {
      const a = rest[i] as string;
      const value = (flag: string) => {
        const v = a.includes("=") ? a.slice(a.indexOf("=") + 1) : rest[++i];
        if (v === undefined || v === "") throw new UsageError(`${flag} needs a value`);
        return v;
      };
      if (a === "--scenario" || a.startsWith("--scenario=")) scenario = value("--scenario");
      else if (a === "--seed" || a.startsWith("--seed=")) {
        const v = value("--seed");
        if (!/^\d+$/.test(v)) throw new UsageError(`--seed must be a non-negative integer (got ${v})`);
        seed = Number(v);
      } else if (a === "--json") json = true;
      else if (a === "--fail-on-findings") failOnFindings = true;
      else if (a.startsWith("-")) throw new UsageError(`unknown flag ${a}`);
      else files.push(a);
    }
    if (files.length === 0) throw new UsageError("run needs at least one .go file or a project directory");
    if (!scenario) throw new UsageError("run needs --scenario NAME|PATH.yaml (see: npm run lab -- scenarios)");
    return { cmd: "run", files, scenario, ...(seed !== undefined ? { seed } : {}), json, failOnFindings };
  }
  throw new UsageError(`unknown command ${cmd} (run, check, scenarios or drills)`);
}
