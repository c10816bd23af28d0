// Generates the Go type declarations of the built-in API groups the lab serves from the
// OpenAPI-derived models on npm, into src/golang/shim/k8s/api/<group>/<version>/types.gen.ts.
//
//   npx tsx scripts/k8s-api/generate.ts [--models DIR] [--client DIR]
//
// Sources (packed with `npm pack` into a temporary folder unless given; nothing is installed):
//   kubernetes-models@5.1.0 (and @kubernetes-models/apimachinery@3.0.2): one TypeScript interface
//     per OpenAPI definition, by group folder, with JSON names, required fields, descriptions and
//     references to Quantity, IntOrString, Time and the meta types;
//   @kubernetes/client-node@2.0.1: the same definitions' attribute maps, which keep the integer
//     formats (int32, int64) and the byte format the first package drops.
// Go names come from gonames.ts (Kubernetes' initialisms); overlay.ts says what the schema cannot
// (pointer fields, flattened embedded structs, named string types and their constants).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import ts from "typescript";
import { goName } from "./gonames";
import { OVERLAYS, type Overlay } from "./overlay";

const MODELS_VERSION = "5.1.0";
const MACHINERY_VERSION = "3.0.2";
const CLIENT_VERSION = "2.0.1";

/** The packages generated: models folder, import path, OpenAPI prefix, client-node group prefix. */
export const GROUPS = [
  {
    dir: "v1",
    path: "k8s.io/api/core/v1",
    prefix: "IIoK8sApiCoreV1",
    client: "CoreV1",
    alias: "corev1",
    group: "",
    version: "v1",
  },
  {
    dir: "apps/v1",
    path: "k8s.io/api/apps/v1",
    prefix: "IIoK8sApiAppsV1",
    client: "AppsV1",
    alias: "appsv1",
    group: "apps",
    version: "v1",
  },
  {
    dir: "batch/v1",
    path: "k8s.io/api/batch/v1",
    prefix: "IIoK8sApiBatchV1",
    client: "BatchV1",
    alias: "batchv1",
    group: "batch",
    version: "v1",
  },
  {
    dir: "rbac.authorization.k8s.io/v1",
    path: "k8s.io/api/rbac/v1",
    prefix: "IIoK8sApiRbacV1",
    client: "RbacV1",
    alias: "rbacv1",
    group: "rbac.authorization.k8s.io",
    version: "v1",
  },
  {
    dir: "networking.k8s.io/v1",
    path: "k8s.io/api/networking/v1",
    prefix: "IIoK8sApiNetworkingV1",
    client: "NetworkingV1",
    alias: "networkingv1",
    group: "networking.k8s.io",
    version: "v1",
  },
  {
    dir: "policy/v1",
    path: "k8s.io/api/policy/v1",
    prefix: "IIoK8sApiPolicyV1",
    client: "PolicyV1",
    alias: "policyv1",
    group: "policy",
    version: "v1",
  },
  {
    dir: "coordination.k8s.io/v1",
    path: "k8s.io/api/coordination/v1",
    prefix: "IIoK8sApiCoordinationV1",
    client: "CoordinationV1",
    alias: "coordinationv1",
    group: "coordination.k8s.io",
    version: "v1",
  },
  {
    dir: "autoscaling/v1",
    path: "k8s.io/api/autoscaling/v1",
    prefix: "IIoK8sApiAutoscalingV1",
    client: "AutoscalingV1",
    alias: "autoscalingv1",
    group: "autoscaling",
    version: "v1",
  },
  {
    dir: "autoscaling/v2",
    path: "k8s.io/api/autoscaling/v2",
    prefix: "IIoK8sApiAutoscalingV2",
    client: "AutoscalingV2",
    alias: "autoscalingv2",
    group: "autoscaling",
    version: "v2",
  },
  {
    dir: "admissionregistration.k8s.io/v1",
    path: "k8s.io/api/admissionregistration/v1",
    prefix: "IIoK8sApiAdmissionregistrationV1",
    client: "AdmissionregistrationV1",
    alias: "admissionregistrationv1",
    group: "admissionregistration.k8s.io",
    version: "v1",
  },
  {
    dir: "discovery.k8s.io/v1",
    path: "k8s.io/api/discovery/v1",
    prefix: "IIoK8sApiDiscoveryV1",
    client: "DiscoveryV1",
    alias: "discoveryv1",
    group: "discovery.k8s.io",
    version: "v1",
  },
  {
    dir: "apiextensions.k8s.io/v1",
    path: "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
    prefix: "IIoK8sApiextensionsApiserverPkgApisApiextensionsV1",
    client: "ApiextensionsV1",
    alias: "apiextensionsv1",
    group: "apiextensions.k8s.io",
    version: "v1",
  },
];
type Group = (typeof GROUPS)[number];

/** The apimachinery types API fields refer to, as the lab's shims name them. */
const MACHINERY: Record<string, { go: string; imp: string }> = {
  IIoK8sApimachineryPkgApiResourceQuantity: { go: "resource.Quantity", imp: "k8s.io/apimachinery/pkg/api/resource" },
  IIoK8sApimachineryPkgUtilIntstrIntOrString: { go: "intstr.IntOrString", imp: "k8s.io/apimachinery/pkg/util/intstr" },
  IIoK8sApimachineryPkgRuntimeRawExtension: { go: "runtime.RawExtension", imp: "k8s.io/apimachinery/pkg/runtime" },
};
const META_PREFIX = "IIoK8sApimachineryPkgApisMetaV1";
const META_IMPORT = "k8s.io/apimachinery/pkg/apis/meta/v1";

/** Struct types Go keeps by value even where the schema calls the field optional. */
const VALUE_STRUCTS = new Set([
  "ResourceRequirements",
  "VolumeResourceRequirements",
  "DeploymentStrategy",
  "StatefulSetUpdateStrategy",
  "DaemonSetUpdateStrategy",
  "ContainerState",
  "LoadBalancerStatus",
  "IngressLoadBalancerStatus",
  "PodTemplateSpec",
  "EventSource",
  "NodeSystemInfo",
  "NodeDaemonEndpoints",
  "DaemonEndpoint",
  "ServiceBackendPort",
  "RawExtension",
  "MetricTarget",
  "MetricValueStatus",
  "MetricIdentifier",
  "CrossVersionObjectReference",
  "ObjectReference",
  "Time",
  "MicroTime",
]);
const VALUE_NAMES = new Set(["spec", "status", "template", "jobTemplate"]);

/** A field type, before pointers. */
type FType =
  | { k: "basic"; go: string; num?: boolean; str?: boolean }
  | { k: "ref"; go: string; local?: string; struct: boolean; name: string }
  | { k: "slice"; elem: FType }
  | { k: "map"; elem: FType };

interface Field {
  json: string;
  go: string;
  type: FType;
  required: boolean;
  embedded?: boolean;
  inline?: boolean;
}
interface Decl {
  name: string;
  doc: string;
  fields: Field[];
  kind: boolean;
  list: boolean;
}

function pack(spec: string, into: string): string {
  execFileSync("npm", ["pack", spec, "--silent", "--pack-destination", into], { stdio: ["ignore", "pipe", "inherit"] });
  const tgz = readdirSync(into).find(
    (f) => f.endsWith(".tgz") && f.includes(spec.split("@").slice(-2, -1)[0]!.replace("/", "-").replace(/^@/, "")),
  );
  if (!tgz) throw new Error(`npm pack ${spec}: no tarball`);
  const out = join(into, tgz.replace(/\.tgz$/, ""));
  mkdirSync(out, { recursive: true });
  execFileSync("tar", ["xzf", join(into, tgz), "-C", out]);
  return join(out, "package");
}

function firstSentence(doc: string): string {
  const flat = doc.replace(/\s+/g, " ").trim();
  const m = /^(.*?[.])(\s|$)/.exec(flat);
  let s = (m ? m[1] : flat) ?? "";
  if (s.length > 200) s = s.slice(0, 197).replace(/\s\S*$/, "") + "…";
  return s.replace(/`/g, "'");
}

/** Integer and byte formats from @kubernetes/client-node's attribute maps. */
function clientFormats(dir: string): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const f of readdirSync(dir)) {
    if (!f.endsWith(".js")) continue;
    const src = readFileSync(join(dir, f), "utf8");
    const m = /\.attributeTypeMap = (\[[\s\S]*?\]);/.exec(src);
    if (!m) continue;
    const attrs = JSON.parse(m[1]!) as { baseName: string; format: string }[];
    out.set(f.replace(/\.js$/, ""), new Map(attrs.map((a) => [a.baseName, a.format])));
  }
  return out;
}

function jsDoc(node: ts.Node, sf: ts.SourceFile): string {
  const ranges = ts.getLeadingCommentRanges(sf.text, node.getFullStart()) ?? [];
  const last = ranges[ranges.length - 1];
  if (!last) return "";
  return sf.text
    .slice(last.pos, last.end)
    .replace(/^\/\*\*|\*\/$/g, "")
    .split("\n")
    .map((l) => l.replace(/^\s*\*\s?/, ""))
    .join(" ");
}

interface Ctx {
  g: Group;
  formats: Map<string, Map<string, string>>;
  imports: Set<string>;
  missing: Set<string>;
  metaTypes: Set<string>;
}

function refType(name: string, ctx: Ctx): FType | null {
  const mach = MACHINERY[name];
  if (mach) {
    ctx.imports.add(mach.imp);
    return { k: "ref", go: mach.go, struct: true, name: mach.go.split(".")[1]! };
  }
  if (name.startsWith(META_PREFIX)) {
    const n = name.slice(META_PREFIX.length);
    if (!ctx.metaTypes.has(n)) {
      ctx.missing.add(`metav1.${n}`);
      return null;
    }
    ctx.imports.add(META_IMPORT);
    return { k: "ref", go: `metav1.${n}`, struct: true, name: n };
  }
  for (const g of GROUPS) {
    if (!name.startsWith(g.prefix)) continue;
    const n = name.slice(g.prefix.length);
    if (g === ctx.g) return { k: "ref", go: n, local: n, struct: true, name: n };
    ctx.imports.add(g.path);
    return { k: "ref", go: `${g.alias}.${n}`, struct: true, name: n };
  }
  // A type of the same package referred to by its own interface name (JSONSchemaProps inside itself).
  if (/^I[A-Z]/.test(name) && !name.startsWith("IIoK8s")) {
    const n = name.slice(1);
    return { k: "ref", go: n, local: n, struct: true, name: n };
  }
  ctx.missing.add(name);
  return null;
}

function fieldType(node: ts.TypeNode, owner: string, json: string, ctx: Ctx): FType | null {
  if (node.kind === ts.SyntaxKind.StringKeyword || ts.isLiteralTypeNode(node) || ts.isUnionTypeNode(node)) {
    const fmt = format(owner, json, ctx);
    if (fmt === "byte") return { k: "slice", elem: { k: "basic", go: "byte" } };
    return { k: "basic", go: "string", str: true };
  }
  if (node.kind === ts.SyntaxKind.NumberKeyword) {
    const fmt = format(owner, json, ctx);
    return { k: "basic", go: fmt === "int64" ? "int64" : fmt === "double" ? "float64" : "int32", num: true };
  }
  if (node.kind === ts.SyntaxKind.BooleanKeyword) return { k: "basic", go: "bool" };
  if (ts.isTypeReferenceNode(node)) {
    const n = node.typeName.getText();
    if (n === "Array" && node.typeArguments?.[0]) {
      const e = fieldType(node.typeArguments[0], owner, json, ctx);
      if (e && e.k === "slice" && e.elem.k === "basic" && e.elem.go === "byte") return e; // []byte items stay bytes
      return e ? { k: "slice", elem: e } : null;
    }
    return refType(n, ctx);
  }
  if (ts.isTypeLiteralNode(node)) {
    const idx = node.members.find(ts.isIndexSignatureDeclaration);
    if (idx?.type) {
      const e = fieldType(idx.type, owner, json, ctx);
      return e ? { k: "map", elem: e } : null;
    }
    // An object the models inline where the schema refers to a kind (StatefulSet's claim templates):
    // the kind whose spec it holds.
    const spec = node.members.find((m) => ts.isPropertySignature(m) && m.name.getText() === '"spec"');
    if (spec && ts.isPropertySignature(spec) && spec.type && ts.isTypeReferenceNode(spec.type)) {
      const n = spec.type.typeName.getText();
      if (n.endsWith("Spec")) return refType(n.slice(0, -"Spec".length), ctx);
    }
  }
  if (ts.isArrayTypeNode(node)) {
    const e = fieldType(node.elementType, owner, json, ctx);
    return e ? { k: "slice", elem: e } : null;
  }
  ctx.missing.add(`${owner}.${json}: ${node.getText()}`);
  return null;
}

function format(owner: string, json: string, ctx: Ctx): string {
  const names = [`${ctx.g.client}${owner}`, `V${ctx.g.version.slice(1)}${owner}`];
  for (const n of names) {
    const m = ctx.formats.get(n);
    if (m?.has(json)) return m.get(json)!;
  }
  return "";
}

function readPackage(root: string, ctx: Ctx): Decl[] {
  const dir = join(root, ctx.g.dir);
  const decls: Decl[] = [];
  for (const f of readdirSync(dir).sort()) {
    if (!f.endsWith(".d.ts") || f === "index.d.ts") continue;
    const text = readFileSync(join(dir, f), "utf8");
    const sf = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true);
    const name = f.replace(/\.d\.ts$/, "");
    const iface = sf.statements.find(
      (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === `I${name}`,
    );
    if (!iface) continue;
    const fields: Field[] = [];
    let kind = false;
    for (const m of iface.members) {
      if (!ts.isPropertySignature(m) || !m.type) continue;
      const json = ts.isStringLiteral(m.name) ? m.name.text : m.name.getText();
      if (json === "kind" && ts.isLiteralTypeNode(m.type)) kind = true;
      const t = fieldType(m.type, name, json, ctx);
      if (!t) continue;
      fields.push({ json, go: goName(json), type: t, required: !m.questionToken });
    }
    // The schema lists fields alphabetically; the Go types (and so encoding/json) put "name" first.
    fields.sort((a, b) => Number(b.json === "name") - Number(a.json === "name"));
    decls.push({ name, doc: firstSentence(jsDoc(iface, sf)), fields, kind, list: kind && name.endsWith("List") });
  }
  return decls;
}

function applyOverlay(decls: Decl[], ov: Overlay): Decl[] {
  const byName = new Map(decls.map((d) => [d.name, d]));
  for (const [k, go] of Object.entries(ov.names ?? {})) {
    const [t, j] = k.split(".");
    const f = byName.get(t!)?.fields.find((x) => x.json === j);
    if (f) f.go = go;
    else throw new Error(`overlay name ${k}: no such field`);
  }
  for (const inl of ov.inline ?? []) {
    const parent = byName.get(inl.parent);
    if (!parent) throw new Error(`overlay inline: no type ${inl.parent}`);
    const moved = parent.fields.filter((f) =>
      inl.fields === "*" ? !(inl.except ?? []).includes(f.json) : inl.fields.includes(f.json),
    );
    if (!byName.has(inl.type)) {
      const d: Decl = { name: inl.type, doc: inl.doc, fields: moved, kind: false, list: false };
      decls.push(d);
      byName.set(d.name, d);
    }
    const at = parent.fields.indexOf(moved[0]!);
    parent.fields = parent.fields.filter((f) => !moved.includes(f));
    parent.fields.splice(Math.max(0, at), 0, {
      json: "",
      go: inl.type,
      type: { k: "ref", go: inl.type, local: inl.type, struct: true, name: inl.type },
      required: true,
      embedded: true,
      inline: true,
    });
  }
  return decls;
}

function isPtr(owner: string, f: Field, ov: Overlay): boolean {
  const key = `${owner}.${f.json}`;
  if (ov.value?.includes(key)) return false;
  if (ov.ptr?.includes(key)) return true;
  const t = f.type;
  if (t.k !== "ref") return false;
  if (t.name === "LabelSelector") return true;
  if (VALUE_STRUCTS.has(t.name) || VALUE_NAMES.has(f.json)) return false;
  if (t.name === "IntOrString" || t.name === "Quantity") return !f.required;
  return !f.required;
}

function typeString(t: FType, enumName?: string): string {
  switch (t.k) {
    case "basic":
      return enumName ?? t.go;
    case "ref":
      return t.go;
    case "slice":
      return "[]" + typeString(t.elem, enumName);
    case "map":
      return "map[string]" + typeString(t.elem);
  }
}

function emit(g: Group, decls: Decl[], ov: Overlay, ctx: Ctx): string {
  const enumOf = new Map<string, string>();
  for (const e of ov.enums ?? []) for (const f of e.fields) enumOf.set(f.replace(/\[\]$/, ""), e.type);
  for (const [k, v] of Object.entries(ov.foreign ?? {})) enumOf.set(k, v);
  const lines: string[] = [];
  const declared = new Set(decls.map((d) => d.name));
  for (const t of ov.named ?? []) lines.push(t, "");
  for (const e of ov.enums ?? []) {
    if (declared.has(e.type)) throw new Error(`${g.path}: enum ${e.type} clashes with a struct`);
    lines.push(`// ${e.doc}`, `type ${e.type} string`, "");
    const cs = Object.entries(e.consts);
    if (cs.length) {
      lines.push(`// The ${e.type} values.`, "const (");
      for (const [n, v] of cs) lines.push(`\t${n} ${e.type} = ${JSON.stringify(v)}`);
      lines.push(")", "");
    }
  }
  if (g.path === "k8s.io/api/core/v1")
    lines.push(
      "// ResourceList is a set of (resource name, quantity) pairs.",
      "type ResourceList map[ResourceName]resource.Quantity",
      "",
    );
  const consts = Object.entries(ov.consts ?? {});
  if (consts.length) {
    lines.push("// Well-known names of the package.", "const (");
    for (const [n, v] of consts) lines.push(`\t${n} = ${JSON.stringify(v)}`);
    lines.push(")", "");
  }
  for (const d of decls) {
    const replaced = ov.replace?.[d.name];
    if (replaced) {
      lines.push(`// ${d.doc || d.name + " is an API type."}`, replaced, "");
      continue;
    }
    lines.push(`// ${d.doc || d.name + " is an API type."}`, `type ${d.name} struct {`);
    if (d.kind) lines.push('\tmetav1.TypeMeta `json:",inline"`');
    for (const f of d.fields) {
      if (d.kind && (f.json === "apiVersion" || f.json === "kind")) continue;
      if (f.inline) {
        lines.push(`\t${f.go} \`json:",inline"\``);
        continue;
      }
      if (f.json === "metadata" && f.type.k === "ref" && (f.type.name === "ObjectMeta" || f.type.name === "ListMeta")) {
        lines.push(`\t${f.type.go} \`json:"metadata,omitempty"\``);
        continue;
      }
      const key = `${d.name}.${f.json}`;
      const goType = ov.types?.[key];
      if (goType) {
        lines.push(`\t${f.go} ${goType} \`json:"${f.json}${f.required ? "" : ",omitempty"}"\``);
        continue;
      }
      let enumName = enumOf.get(key);
      let t = f.type;
      if (t.k === "map" && t.elem.k === "ref" && t.elem.name === "Quantity") {
        enumName = undefined;
        t = {
          k: "ref",
          go: g.path === "k8s.io/api/core/v1" ? "ResourceList" : "corev1.ResourceList",
          struct: false,
          name: "ResourceList",
        };
        if (g.path !== "k8s.io/api/core/v1") ctx.imports.add("k8s.io/api/core/v1");
      }
      if (enumName?.startsWith("corev1.")) ctx.imports.add("k8s.io/api/core/v1");
      if (enumName?.startsWith("types.")) ctx.imports.add("k8s.io/apimachinery/pkg/types");
      if (f.json === "uid" && t.k === "basic" && t.go === "string") {
        enumName = "types.UID";
        ctx.imports.add("k8s.io/apimachinery/pkg/types");
      }
      const ptr = t.k === "ref" && !t.struct ? false : isPtr(d.name, { ...f, type: t }, ov);
      const ts0 = typeString(t, t.k === "basic" || (t.k === "slice" && t.elem.k === "basic") ? enumName : undefined);
      const omit = f.required ? "" : ",omitempty";
      lines.push(`\t${f.go} ${ptr ? "*" : ""}${ts0} \`json:"${f.json}${omit}"\``);
    }
    lines.push("}", "");
  }
  return lines.join("\n");
}

function main(): void {
  const args = process.argv.slice(2);
  const opt = (n: string) => {
    const i = args.indexOf(n);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const tmp = mkdtempSync(join(tmpdir(), "k8s-api-"));
  const models = opt("--models") ?? pack(`kubernetes-models@${MODELS_VERSION}`, tmp);
  const machinery = opt("--machinery") ?? pack(`@kubernetes-models/apimachinery@${MACHINERY_VERSION}`, tmp);
  const client = opt("--client") ?? join(pack(`@kubernetes/client-node@${CLIENT_VERSION}`, tmp), "dist/gen/models");
  const formats = clientFormats(client);
  const metaTypes = new Set(
    readdirSync(join(machinery, "apis/meta/v1"))
      .filter((f) => f.endsWith(".d.ts"))
      .map((f) => f.replace(/\.d\.ts$/, "")),
  );
  const root = join(dirname(new URL(import.meta.url).pathname), "../..");
  const report: string[] = [];
  for (const g of GROUPS) {
    const ctx: Ctx = { g, formats, imports: new Set([META_IMPORT]), missing: new Set(), metaTypes };
    const ov = OVERLAYS[g.path] ?? {};
    const decls = applyOverlay(readPackage(models, ctx), ov);
    const src = emit(g, decls, ov, ctx);
    const kinds = decls.filter((d) => d.kind && !d.list).map((d) => d.name);
    const lists = decls.filter((d) => d.list).map((d) => d.name);
    const parts = decls.filter((d) => !d.kind).map((d) => d.name);
    // k8s.io/api/<group>/<version> → api/<group>/<version>; other modules by their path without the host.
    const dir = g.path.startsWith("k8s.io/api/") ? g.path.replace("k8s.io/", "") : g.path.replace(/^[^/]+\//, "");
    const out = join(root, "src/golang/shim/k8s", dir, "types.gen.ts");
    if (!existsSync(dirname(out))) mkdirSync(dirname(out), { recursive: true });
    const imports = [...ctx.imports].sort();
    writeFileSync(
      out,
      `// Generated by scripts/k8s-api/generate.ts from kubernetes-models@${MODELS_VERSION} and ` +
        `@kubernetes/client-node@${CLIENT_VERSION}. Do not edit.\n` +
        `// The Go type declarations of ${g.path}: ${decls.length} types.\n\n` +
        `/** IMPORTS are the import paths the declarations use. */\n` +
        `export const IMPORTS = ${JSON.stringify(imports)};\n` +
        `/** KINDS are the top-level object types (each with TypeMeta and ObjectMeta). */\n` +
        `export const KINDS = ${JSON.stringify(kinds)};\n` +
        `/** LISTS are the list types. */\n` +
        `export const LISTS = ${JSON.stringify(lists)};\n` +
        `/** PARTS are the other struct types. */\n` +
        `export const PARTS = ${JSON.stringify(parts)};\n` +
        `/** DECLS is the Go source of the declarations. */\n` +
        `export const DECLS = ${JSON.stringify(src)};\n`,
    );
    report.push(
      `${g.path}: ${decls.length} types, ${src.length} bytes${ctx.missing.size ? `; missing ${[...ctx.missing].join(", ")}` : ""}`,
    );
  }
  console.log(report.join("\n"));
}

main();
