// Package os: the process environment a controller reads at start-up (Getenv, LookupEnv, Setenv,
// Unsetenv, Environ). The environment comes from the scenario's `env` key (LAB-CONTRACT §5), handed to
// the program as the host service "env"; Setenv changes this run's copy only.
import type { ShimDefinition } from "../../registry";
import { Fatal, currentSite } from "../../../eval/runtime";
import { goString, jsString, hostService, sliceOf } from "../helpers";

const source = `package os

// Getenv retrieves the value of the environment variable named by the key ("" when it is not set).
func Getenv(key string) string

// LookupEnv retrieves the value of the environment variable named by the key and whether it is set.
func LookupEnv(key string) (string, bool)

// Setenv sets the value of the environment variable named by the key.
func Setenv(key, value string) error

// Unsetenv unsets a single environment variable.
func Unsetenv(key string) error

// Environ returns a copy of the environment as "key=value" strings, sorted by key.
func Environ() []string

// Hostname returns the host name the lab's simulated pod runs on.
func Hostname() (string, error)

// Exit ends the program at once with the given status (deferred functions do not run); in the lab,
// the manager process's main() stops there.
func Exit(code int)
`;

/** environment returns this run's environment map (created empty when the host gave none). */
function environment(): Map<string, string> {
  const svc = hostService<{ vars?: Map<string, string> } & Record<string, unknown>>("env");
  if (!svc) return new Map();
  if (!svc.vars) {
    const vars = new Map<string, string>();
    for (const [k, v] of Object.entries(svc)) if (typeof v === "string") vars.set(k, v);
    svc.vars = vars;
  }
  return svc.vars;
}

export const osPackage: ShimDefinition = {
  path: "os",
  source,
  natives: {
    Exit: (code: number) => {
      const at = currentSite();
      throw new Fatal(`exit status ${code}`, at?.file ?? "", at?.line ?? 0);
    },
    Getenv: (key: string) => goString(environment().get(jsString(key)) ?? ""),
    LookupEnv: (key: string) => {
      const v = environment().get(jsString(key));
      return v === undefined ? ["", false] : [goString(v), true];
    },
    Setenv: (key: string, value: string) => {
      environment().set(jsString(key), jsString(value));
      return null;
    },
    Unsetenv: (key: string) => {
      environment().delete(jsString(key));
      return null;
    },
    Environ: () =>
      sliceOf(
        [...environment()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => goString(`${k}=${v}`)),
      ),
    Hostname: () => ["lab-node-1", null],
  },
};
