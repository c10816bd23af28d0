// Package github.com/go-logr/logr: Logger; Info and Error lines go to the running reconcile's
// log (reconcile.log trace events with their call site), with key/value pairs as JSON values.
import type { ShimDefinition } from "../../../registry";
import { under } from "../../../../check/types";
import { type Iface, type Slice, jsString, sliceItems, methodFor } from "../../../native";
import { toJSON, goTimeToVirtualMs } from "../../convert";
import { formatTime } from "../../../../../engine";
import { lab } from "../../bridge";

const logrSource = `package logr

import "context"

type contextKey struct{}

// notFoundError exists to carry an IsNotFound method.
type notFoundError struct{}

func (notFoundError) Error() string { return "no logr.Logger was present" }

func (notFoundError) IsNotFound() bool { return true }

// FromContext returns a Logger from ctx or an error if no Logger is found.
func FromContext(ctx context.Context) (Logger, error) {
	if v, ok := ctx.Value(contextKey{}).(Logger); ok {
		return v, nil
	}
	return Logger{}, notFoundError{}
}

// FromContextOrDiscard returns a Logger from ctx. If no Logger is found, this returns a Logger that discards all log messages.
func FromContextOrDiscard(ctx context.Context) Logger {
	if v, ok := ctx.Value(contextKey{}).(Logger); ok {
		return v
	}
	return Discard()
}

// NewContext returns a new Context, derived from ctx, which carries the provided Logger.
func NewContext(ctx context.Context, logger Logger) context.Context {
	return context.WithValue(ctx, contextKey{}, logger)
}

// Logger is an interface to an abstract logging implementation; V(n) with n > 0 logs at debug level.
type Logger struct {
	name   string
	values []any
	level  int
}

// Info logs msg with the logger's name and values, then the given key/value pairs (as debug under V(n), n > 0).
func (l Logger) Info(msg string, keysAndValues ...any)

// Error logs msg and err with the given key/value pairs, whatever the V level (only a Discard logger drops it).
func (l Logger) Error(err error, msg string, keysAndValues ...any)

// V returns a new Logger instance for a specific verbosity level, relative to this Logger (a negative
// level counts as 0).
func (l Logger) V(level int) Logger {
	if level < 0 {
		level = 0
	}
	l.level += level
	return l
}

// GetV returns the verbosity level of the logger.
func (l Logger) GetV() int { return l.level }

// WithValues returns a new Logger instance with additional key/value pairs.
func (l Logger) WithValues(keysAndValues ...any) Logger {
	vs := make([]any, 0, len(l.values)+len(keysAndValues))
	vs = append(vs, l.values...)
	l.values = append(vs, keysAndValues...)
	return l
}

// WithName returns a new Logger instance with the specified name element added to the Logger's name.
func (l Logger) WithName(name string) Logger {
	if l.name == "" {
		l.name = name
	} else {
		l.name = l.name + "." + name
	}
	return l
}

// Enabled tests whether this Logger is enabled.
func (l Logger) Enabled() bool { return true }

// Discard returns a Logger that discards all messages logged to it.
func Discard() Logger { return Logger{level: -1000} }
`;

const isGoTime = (t: Iface["t"]) => t.k === "named" && t.pkg === "time" && t.name === "Time";

/** zapTime renders a time.Time as controller-runtime's zap encoder does (RFC3339TimeEncoder: whole seconds, UTC "Z"). */
function zapTime(t: { sec: number; nsec: number }): string {
  return formatTime(goTimeToVirtualMs(t));
}

function jsonValue(v: Iface | null): unknown {
  if (v === null) return null;
  if (isGoTime(v.t)) return zapTime(v.v as { sec: number; nsec: number });
  if (v.t.k === "pointer" && isGoTime(v.t.elem))
    return v.v === null ? null : zapTime(v.v as { sec: number; nsec: number });
  const u = under(v.t);
  if (methodFor(v.t, "Error")) return jsString(methodFor(v.t, "Error")!(v.v) as string);
  if (u.k === "basic") return u.kind === "string" ? jsString(v.v as string) : v.v;
  const n = v.t.k === "named" ? v.t.name : "";
  if ((n === "NamespacedName" || n === "Request") && v.v && typeof v.v === "object") {
    const nn = (n === "Request" ? v.v.NamespacedName : v.v) as { Namespace: string; Name: string };
    return { name: jsString(nn.Name), namespace: jsString(nn.Namespace) };
  }
  if (methodFor(v.t, "String") && u.k !== "struct") return jsString(methodFor(v.t, "String")!(v.v) as string);
  return toJSON(v.t)(v.v) ?? null;
}

interface GoLogger {
  name: string;
  values: Slice | null;
  level: number;
}

function pairs(l: GoLogger, kv: Slice | null): Record<string, unknown> {
  const all = [...sliceItems(l.values), ...sliceItems(kv)] as Array<Iface | null>;
  const out: Record<string, unknown> = {};
  for (let i = 0; i < all.length; i += 2) {
    const k = all[i];
    const key = k && under(k.t).k === "basic" ? String(jsonValue(k)) : `!BADKEY${i}`;
    out[key] = i + 1 < all.length ? jsonValue(all[i + 1] ?? null) : "(MISSING)";
  }
  return out;
}

function emit(level: "info" | "error" | "debug", msg: string, values: Record<string, unknown>): void {
  const run = lab();
  const scope = run.current;
  const site = run.site();
  if (scope) scope.ctx.log(level, msg, Object.keys(values).length ? values : undefined, site);
  else run.log(level, msg, values);
}

/** logrPackage is github.com/go-logr/logr. */
export const logrPackage: ShimDefinition = {
  path: "github.com/go-logr/logr",
  source: logrSource,
  natives: {
    "Logger.Info": (l: GoLogger, msg: string, kv: Slice | null) => {
      if (l.level < 0) return;
      const values = pairs(l, kv);
      if (l.name) values.logger = jsString(l.name);
      emit(l.level > 0 ? "debug" : "info", jsString(msg), values);
    },
    "Logger.Error": (l: GoLogger, err: Iface | null, msg: string, kv: Slice | null) => {
      if (l.level < -100) return;
      const values = pairs(l, kv);
      if (l.name) values.logger = jsString(l.name);
      // zapr leaves the "error" key out when err is nil
      if (err !== null) values.error = jsonValue(err);
      emit("error", jsString(msg), values);
    },
  },
};
