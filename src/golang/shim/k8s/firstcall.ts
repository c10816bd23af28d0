// Functions built per Go type (converters, comparers, deep copiers) build those of the types they
// reach when first called, not with themselves: an API type reaches hundreds of others (a PodSpec
// every volume source, probe and security context), and most are nil or empty in every object a
// run sees. A closure reaches a nested type's function through a variable that replaces its
// stand-in on the first call (`let inner = (v) => (inner = build(t))(v)`); generated code reaches
// it through a slot of an array it reads at every call (slot, below).
/* eslint-disable @typescript-eslint/no-explicit-any -- any function type */

/**
 * slot puts `built` in fs[i], or, when it is not built yet, a stand-in that builds it on its first
 * call and puts it in its place (the generated code reads fs[i] on each call); it returns what it
 * put there.
 */
export function slot<F extends (...a: any[]) => any>(
  fs: (F | undefined)[],
  i: number,
  built: F | undefined,
  build: () => F,
): F {
  const f = built ?? (((...a: any[]) => (fs[i] = build())(...a)) as F);
  fs[i] = f;
  return f;
}
