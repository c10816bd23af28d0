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

// FromContext gives the Logger that NewContext stored in ctx, or an error when there is none.
func FromContext(ctx context.Context) (Logger, error) {
	if v, ok := ctx.Value(contextKey{}).(Logger); ok {
		return v, nil
	}
	return Logger{}, notFoundError{}
}

// FromContextOrDiscard gives the Logger stored in ctx, or a Discard logger when there is none.
func FromContextOrDiscard(ctx context.Context) Logger {
	if v, ok := ctx.Value(contextKey{}).(Logger); ok {
		return v
	}
	return Discard()
}

// NewContext gives a child of ctx that carries logger.
func NewContext(ctx context.Context, logger Logger) context.Context {
	return context.WithValue(ctx, contextKey{}, logger)
}

// Logger writes to the running reconcile's log: a name, key/value pairs and a verbosity level,
// where V(n) with n > 0 writes at debug level.
type Logger struct {
	name   string
	values []any
	level  int
}

// Info logs msg with the logger's name and values, then the given key/value pairs (as debug under V(n), n > 0).
func (l Logger) Info(msg string, keysAndValues ...any)

// Error logs msg and err with the given key/value pairs, whatever the V level (only a Discard logger drops it).
func (l Logger) Error(err error, msg string, keysAndValues ...any)

// V gives a copy of the logger level steps more verbose than this one (a negative level counts as 0).
func (l Logger) V(level int) Logger {
	if level < 0 {
		level = 0
	}
	l.level += level
	return l
}

// GetV says how verbose the logger is, as the sum of its V calls.
func (l Logger) GetV() int { return l.level }

// WithValues gives a copy of the logger that adds keysAndValues to every line. With none, the copy
// shares the values (no method ever changes them in place).
func (l Logger) WithValues(keysAndValues ...any) Logger {
	if len(keysAndValues) == 0 {
		return l
	}
	vs := make([]any, 0, len(l.values)+len(keysAndValues))
	vs = append(vs, l.values...)
	l.values = append(vs, keysAndValues...)
	return l
}

// WithName gives a copy of the logger whose name has name appended, after a dot.
func (l Logger) WithName(name string) Logger {
	if l.name == "" {
		l.name = name
	} else {
		l.name = l.name + "." + name
	}
	return l
}

// Enabled always says true in the lab: the run report keeps every line, whatever the level.
func (l Logger) Enabled() bool { return true }

// Discard gives a Logger whose lines are dropped.
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
