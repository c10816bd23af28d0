// Package errors: New, Is, As, Unwrap, Join — mostly in Go, with As done natively (it needs the target's type).
import type { GoValue } from "../../../eval/values";
import type { ShimDefinition } from "../../registry";
import { Iface, methodFor, sliceItems, needsCopy, cloner } from "../../native";
import { under, identical, type Type } from "../../../check/types";
import { implementsAt } from "../../../eval/methods";
import { assigner } from "../../../eval/typeops";

const source = `package errors

type errorString struct {
	s string
}

func (e *errorString) Error() string { return e.s }

// New makes an error whose message is text; two calls never give equal errors, even for the same text.
func New(text string) error { return &errorString{text} }

// Unwrap gives what err's Unwrap() error method returns, or nil when err has no such method.
func Unwrap(err error) error {
	u, ok := err.(interface{ Unwrap() error })
	if !ok {
		return nil
	}
	return u.Unwrap()
}

// Is walks err and what it wraps (through Unwrap, depth first) and tells whether one of them equals
// target or says so with its own Is method.
func Is(err, target error) bool {
	if err == nil || target == nil {
		return err == target
	}
	return is(err, target)
}

func is(err, target error) bool {
	for {
		if comparableErr(err) && err == target {
			return true
		}
		if x, ok := err.(interface{ Is(error) bool }); ok && x.Is(target) {
			return true
		}
		switch x := err.(type) {
		case interface{ Unwrap() error }:
			err = x.Unwrap()
			if err == nil {
				return false
			}
		case interface{ Unwrap() []error }:
			for _, err := range x.Unwrap() {
				if err != nil && is(err, target) {
					return true
				}
			}
			return false
		default:
			return false
		}
	}
}

func comparableErr(err error) bool

// As walks err and what it wraps for the first error assignable to the type target points to (or
// whose As method accepts it), stores it through target and returns true; else it returns false.
func As(err error, target any) bool

// Join returns an error that wraps the given errors; nil errors are discarded.
func Join(errs ...error) error {
	n := 0
	for _, err := range errs {
		if err != nil {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	e := &joinError{errs: make([]error, 0, n)}
	for _, err := range errs {
		if err != nil {
			e.errs = append(e.errs, err)
		}
	}
	return e
}

type joinError struct {
	errs []error
}

func (e *joinError) Error() string {
	s := ""
	for i, err := range e.errs {
		if i > 0 {
			s += "\\n"
		}
		s += err.Error()
	}
	return s
}

func (e *joinError) Unwrap() []error { return e.errs }
`;

/** asTarget tries to store err in the variable target points to when its type matches. */
function tryAs(err: Iface, targetT: Type, target: GoValue): boolean {
  const isIface = under(targetT).k === "interface";
  if (isIface ? implementsAt(err.t, targetT) : identical(err.t, targetT)) {
    if (isIface) target.v = err;
    else if (needsCopy(targetT)) assigner(targetT)(target, cloner(targetT)(err.v));
    else target.v = err.v;
    return true;
  }
  return false;
}

function asImpl(err: Iface | null, target: Iface | null): boolean {
  if (target === null || target.v === null) throw new Error("errors: target must be a non-nil pointer");
  const pt = under(target.t);
  if (pt.k !== "pointer") throw new Error("errors: target must be a non-nil pointer");
  const targetT = pt.elem;
  const walk = (e: Iface | null): boolean => {
    while (e !== null) {
      if (tryAs(e, targetT, target.v)) return true;
      const asM = methodFor(e.t, "As");
      if (asM && asM(e.v, target)) return true;
      const un = methodFor(e.t, "Unwrap");
      if (!un) return false;
      const r = un(e.v);
      if (r !== null && !(r instanceof Iface)) {
        for (const x of sliceItems(r)) if (walk(x)) return true;
        return false;
      }
      e = r;
    }
    return false;
  };
  return walk(err);
}

export const errorsPackage: ShimDefinition = {
  path: "errors",
  source,
  natives: {
    As: asImpl,
    comparableErr: (err: Iface | null) => {
      if (err === null) return true;
      const u = under(err.t);
      return u.k !== "slice" && u.k !== "map" && u.k !== "func";
    },
  },
};
