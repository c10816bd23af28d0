// Package shim is the registry of the packages a learner's Go may import (LAB-CONTRACT §2), and the only
// way Go code reaches the control-plane engine. yaegi-style: Exports[importPath][name] lists every symbol
// with its Go signature, a one-line doc (from the Go doc comment) and, for functions, the implementation.
//
// HOW TO ADD A PACKAGE (one folder per import path, e.g. shim/k8s/controller-runtime/pkg/client/; see the
// layout in k8s/index.ts):
//
//   export const clientPackage: ShimDefinition = {
//     path: "sigs.k8s.io/controller-runtime/pkg/client",
//     source: `package client
//       import ("context"; metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"; "k8s.io/apimachinery/pkg/runtime")
//       // Object is a Kubernetes object: metadata accessors plus runtime.Object.
//       type Object interface { metav1.Object; runtime.Object }
//       // Client is what a reconciler talks to the cluster through: reads, writes, status writes and scheme lookups.
//       type Client interface { Get(ctx context.Context, key ObjectKey, obj Object, opts ...GetOption) error; … }
//       // IgnoreNotFound returns nil on NotFound errors, and err otherwise.
//       func IgnoreNotFound(err error) error { if apierrors.IsNotFound(err) { return nil }; return err }
//       type cachedClient struct{ id int }
//       func (c *cachedClient) Get(ctx context.Context, key ObjectKey, obj Object, opts ...GetOption) error  // native
//     `,
//     natives: { "cachedClient.Get": (c, ctx, key, obj, opts) => … },
//   };
//   definePackage(clientPackage);            // at module load; import the module from shim/k8s/index.ts
//
// Rules of the Go source:
//   - Declarations are ordinary Go: types (structs with json tags and embedded fields, named types,
//     interfaces), consts, vars, funcs and methods. A func or method WITHOUT a body is native: its JS
//     implementation is natives["Func"] or natives["Type.Method"]. Bodies written in Go are interpreted.
//   - Other shim packages are imported by their real paths (cycles are not allowed, as in Go).
//   - Doc comments directly above a declaration become the hover doc (ExportedSymbol.doc).
//   - Generic functions are allowed in shims (e.g. `func To[T any](v T) *T` in k8s.io/utils/ptr); the
//     checker infers T from the arguments, and the native receives the type arguments (Type[]) first.
//   - Interfaces like client.Object are satisfied by shim struct types through their method sets: declare
//     the methods (in Go, or natively) on the types (e.g. ObjectMeta.GetName, promoted into App).
//
// Value representation a native sees and returns (see ../eval/values.ts and native.ts):
//   bool → boolean; all integer kinds and floats → number (int64/uint64 beyond ±2^53 → bigint);
//   string → a Go BYTE string (one char per UTF-8 byte; convert with goString/jsString at the boundary);
//   struct → a JS object with one property per field (embedded fields under their type name); a pointer to
//   a struct is that same object (nil is null); other pointers → { v } cells (Box); slice → Slice | null;
//   map → GoMap | null; interface value → Iface { t: Type, v } | null; func → a JS function taking and
//   returning Go values (several results as an array, no result → undefined); variadic params → one Slice.
//   Several results from a native: return an array. Panicking like Go: goPanic(iface(…)).
//
// Calling back into Go (e.g. controllerutil.CreateOrUpdate's mutate func, sort.Slice's less): a Go func
// value is a plain JS function: `const err = mutate()` (it may throw GoPanic / StepBudgetExceeded; let
// those propagate). A method on an interface value: callMethod(iface, "Name", ...args). A method on a
// concrete value: methodFor(type, "Name")(recv, ...args).
//
// Reaching the engine: the host passes services when instantiating a program
// (program.instantiate({ services: { client, … } })); natives read them with hostService("client").
// Converting objects: toJSON(type, value) / fromJSON(type, json) (../eval/json.ts) use the json tags,
// `inline`, `omitempty`, and render metav1.Time / time.Time as RFC 3339; registerCodec overrides a type.
export {
  definePackage,
  loadShim,
  exportsOf,
  Exports,
  supportedImports,
  shimType,
  type ShimDefinition,
  type ExportedSymbol,
  type Native,
} from "./registry";
export * from "./native";
export { toJSON, fromJSON, registerCodec, type JSONValue, type Codec } from "../eval/json";
import "./std";
