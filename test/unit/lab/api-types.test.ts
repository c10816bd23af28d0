// The built-in API groups are generated whole from the OpenAPI-derived models (issue 13, item 3):
// Go names by Kubernetes' initialisms, the fields a kubebuilder user writes, deep copies on every
// type, and the JSON the engine receives.
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { compile } from "../../../src/golang";
import { exportsOf, registeredPackages } from "../../../src/golang/shim/registry";
import "../../../src/golang/shim/k8s";
import { goName } from "../../../scripts/k8s-api/gonames";
import { fixture, scenario } from "./helpers";

const API = [
  "k8s.io/api/core/v1",
  "k8s.io/api/apps/v1",
  "k8s.io/api/batch/v1",
  "k8s.io/api/rbac/v1",
  "k8s.io/api/networking/v1",
  "k8s.io/api/policy/v1",
  "k8s.io/api/coordination/v1",
  "k8s.io/api/autoscaling/v1",
  "k8s.io/api/autoscaling/v2",
  "k8s.io/api/admissionregistration/v1",
  "k8s.io/api/discovery/v1",
  "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
];

const field = (path: string, type: string, name: string) =>
  exportsOf(path)[type]?.members?.find((m) => m.kind === "field" && m.name === name)?.signature;
const method = (path: string, type: string, name: string) =>
  exportsOf(path)[type]?.members?.find((m) => m.kind === "method" && m.name === name)?.signature;

describe("Go names from JSON names", () => {
  it.each([
    ["apiVersion", "APIVersion"],
    ["uid", "UID"],
    ["podIP", "PodIP"],
    ["hostIPC", "HostIPC"],
    ["seLinuxOptions", "SELinuxOptions"],
    ["ttlSecondsAfterFinished", "TTLSecondsAfterFinished"],
    ["tls", "TLS"],
    ["dnsPolicy", "DNSPolicy"],
    ["targetCPUUtilizationPercentage", "TargetCPUUtilizationPercentage"],
    ["httpGet", "HTTPGet"],
    ["grpc", "GRPC"],
    ["fsGroup", "FSGroup"],
    ["os", "OS"],
    ["ipFamilies", "IPFamilies"],
    ["nonResourceURLs", "NonResourceURLs"],
    ["cephfs", "CephFS"],
    ["image", "Image"],
  ])("%s → %s", (json, go) => expect(goName(json)).toBe(go));
});

describe("the API types a kubebuilder user writes", () => {
  it.each([
    ["k8s.io/api/core/v1", "PodSecurityContext", "SeccompProfile", "SeccompProfile *SeccompProfile"],
    ["k8s.io/api/core/v1", "PodSecurityContext", "RunAsNonRoot", "RunAsNonRoot *bool"],
    ["k8s.io/api/core/v1", "PodSecurityContext", "FSGroup", "FSGroup *int64"],
    ["k8s.io/api/core/v1", "Container", "SecurityContext", "SecurityContext *SecurityContext"],
    ["k8s.io/api/core/v1", "Container", "Resources", "Resources ResourceRequirements"],
    ["k8s.io/api/core/v1", "Container", "LivenessProbe", "LivenessProbe *Probe"],
    ["k8s.io/api/core/v1", "Container", "ImagePullPolicy", "ImagePullPolicy PullPolicy"],
    ["k8s.io/api/core/v1", "Container", "TTY", "TTY bool"],
    ["k8s.io/api/core/v1", "Probe", "ProbeHandler", "ProbeHandler ProbeHandler"],
    ["k8s.io/api/core/v1", "Probe", "InitialDelaySeconds", "InitialDelaySeconds int32"],
    ["k8s.io/api/core/v1", "Volume", "VolumeSource", "VolumeSource VolumeSource"],
    [
      "k8s.io/api/core/v1",
      "VolumeSource",
      "PersistentVolumeClaim",
      "PersistentVolumeClaim *PersistentVolumeClaimVolumeSource",
    ],
    ["k8s.io/api/core/v1", "SecretKeySelector", "LocalObjectReference", "LocalObjectReference LocalObjectReference"],
    ["k8s.io/api/core/v1", "ResourceRequirements", "Limits", "Limits ResourceList"],
    ["k8s.io/api/core/v1", "ObjectReference", "UID", "UID types.UID"],
    ["k8s.io/api/core/v1", "ObjectReference", "APIVersion", "APIVersion string"],
    ["k8s.io/api/core/v1", "PodSpec", "DNSPolicy", "DNSPolicy DNSPolicy"],
    ["k8s.io/api/core/v1", "PodSpec", "TerminationGracePeriodSeconds", "TerminationGracePeriodSeconds *int64"],
    ["k8s.io/api/core/v1", "PodSpec", "DeprecatedServiceAccount", "DeprecatedServiceAccount string"],
    ["k8s.io/api/core/v1", "PodStatus", "PodIP", "PodIP string"],
    ["k8s.io/api/core/v1", "PodStatus", "StartTime", "StartTime *metav1.Time"],
    ["k8s.io/api/core/v1", "ServicePort", "TargetPort", "TargetPort intstr.IntOrString"],
    ["k8s.io/api/core/v1", "ContainerStatus", "LastTerminationState", "LastTerminationState ContainerState"],
    ["k8s.io/api/core/v1", "Event", "InvolvedObject", "InvolvedObject ObjectReference"],
    ["k8s.io/api/apps/v1", "DeploymentSpec", "Replicas", "Replicas *int32"],
    ["k8s.io/api/apps/v1", "DeploymentSpec", "Selector", "Selector *metav1.LabelSelector"],
    ["k8s.io/api/apps/v1", "DeploymentSpec", "Template", "Template corev1.PodTemplateSpec"],
    ["k8s.io/api/apps/v1", "RollingUpdateDeployment", "MaxSurge", "MaxSurge *intstr.IntOrString"],
    ["k8s.io/api/apps/v1", "DeploymentCondition", "Status", "Status corev1.ConditionStatus"],
    [
      "k8s.io/api/apps/v1",
      "StatefulSetSpec",
      "VolumeClaimTemplates",
      "VolumeClaimTemplates []corev1.PersistentVolumeClaim",
    ],
    ["k8s.io/api/batch/v1", "JobSpec", "TTLSecondsAfterFinished", "TTLSecondsAfterFinished *int32"],
    ["k8s.io/api/batch/v1", "CronJobSpec", "ConcurrencyPolicy", "ConcurrencyPolicy ConcurrencyPolicy"],
    ["k8s.io/api/batch/v1", "CronJobStatus", "LastScheduleTime", "LastScheduleTime *metav1.Time"],
    ["k8s.io/api/networking/v1", "IngressRule", "IngressRuleValue", "IngressRuleValue IngressRuleValue"],
    ["k8s.io/api/networking/v1", "IngressSpec", "TLS", "TLS []IngressTLS"],
    ["k8s.io/api/networking/v1", "HTTPIngressPath", "PathType", "PathType *PathType"],
    ["k8s.io/api/rbac/v1", "PolicyRule", "NonResourceURLs", "NonResourceURLs []string"],
    ["k8s.io/api/policy/v1", "PodDisruptionBudgetSpec", "MinAvailable", "MinAvailable *intstr.IntOrString"],
    ["k8s.io/api/coordination/v1", "LeaseSpec", "HolderIdentity", "HolderIdentity *string"],
    ["k8s.io/api/autoscaling/v2", "CrossVersionObjectReference", "APIVersion", "APIVersion string"],
    ["k8s.io/api/admissionregistration/v1", "ValidatingWebhook", "ClientConfig", "ClientConfig WebhookClientConfig"],
    ["k8s.io/api/admissionregistration/v1", "ValidatingWebhook", "FailurePolicy", "FailurePolicy *FailurePolicyType"],
    ["k8s.io/api/admissionregistration/v1", "ValidatingWebhook", "SideEffects", "SideEffects *SideEffectClass"],
    ["k8s.io/api/admissionregistration/v1", "MutatingWebhook", "TimeoutSeconds", "TimeoutSeconds *int32"],
    ["k8s.io/api/admissionregistration/v1", "WebhookClientConfig", "CABundle", "CABundle []uint8"], // byte is uint8
    ["k8s.io/api/admissionregistration/v1", "WebhookClientConfig", "URL", "URL *string"],
    ["k8s.io/api/admissionregistration/v1", "ServiceReference", "Port", "Port *int32"],
    ["k8s.io/api/admissionregistration/v1", "RuleWithOperations", "Rule", "Rule Rule"],
    ["k8s.io/api/admissionregistration/v1", "RuleWithOperations", "Operations", "Operations []OperationType"],
    ["k8s.io/api/admissionregistration/v1", "Rule", "Scope", "Scope *ScopeType"],
    ["k8s.io/api/admissionregistration/v1", "Rule", "APIGroups", "APIGroups []string"],
    [
      "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
      "CustomResourceDefinitionSpec",
      "Scope",
      "Scope ResourceScope",
    ],
    [
      "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
      "CustomResourceDefinitionSpec",
      "Names",
      "Names CustomResourceDefinitionNames",
    ],
    [
      "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
      "CustomResourceDefinitionSpec",
      "Conversion",
      "Conversion *CustomResourceConversion",
    ],
    [
      "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
      "CustomResourceDefinitionVersion",
      "Schema",
      "Schema *CustomResourceValidation",
    ],
    [
      "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
      "CustomResourceDefinitionVersion",
      "Subresources",
      "Subresources *CustomResourceSubresources",
    ],
    [
      "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
      "CustomResourceValidation",
      "OpenAPIV3Schema",
      "OpenAPIV3Schema *JSONSchemaProps",
    ],
    [
      "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
      "CustomResourceDefinitionStatus",
      "AcceptedNames",
      "AcceptedNames CustomResourceDefinitionNames",
    ],
    [
      "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
      "CustomResourceDefinitionCondition",
      "Status",
      "Status ConditionStatus",
    ],
    [
      "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
      "CustomResourceColumnDefinition",
      "JSONPath",
      "JSONPath string",
    ],
    ["k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1", "JSONSchemaProps", "Ref", "Ref *string"],
    ["k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1", "JSONSchemaProps", "Schema", "Schema JSONSchemaURL"],
    [
      "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
      "JSONSchemaProps",
      "Properties",
      "Properties map[string]JSONSchemaProps",
    ],
    [
      "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
      "JSONSchemaProps",
      "Items",
      "Items *JSONSchemaPropsOrArray",
    ],
    [
      "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
      "JSONSchemaProps",
      "AdditionalProperties",
      "AdditionalProperties *JSONSchemaPropsOrBool",
    ],
    ["k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1", "JSONSchemaProps", "Default", "Default *JSON"],
    ["k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1", "JSONSchemaProps", "Maximum", "Maximum *float64"],
    ["k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1", "JSONSchemaProps", "MaxLength", "MaxLength *int64"],
    [
      "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
      "JSONSchemaProps",
      "XPreserveUnknownFields",
      "XPreserveUnknownFields *bool",
    ],
    [
      "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
      "JSONSchemaProps",
      "XValidations",
      "XValidations ValidationRules",
    ],
    ["k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1", "JSON", "Raw", "Raw []uint8"],
    ["k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1", "WebhookClientConfig", "CABundle", "CABundle []uint8"],
    ["k8s.io/api/discovery/v1", "EndpointSlice", "AddressType", "AddressType AddressType"],
    ["k8s.io/api/discovery/v1", "Endpoint", "Conditions", "Conditions EndpointConditions"],
    ["k8s.io/api/discovery/v1", "Endpoint", "TargetRef", "TargetRef *corev1.ObjectReference"],
    ["k8s.io/api/discovery/v1", "Endpoint", "NodeName", "NodeName *string"],
    ["k8s.io/api/discovery/v1", "EndpointConditions", "Ready", "Ready *bool"],
    ["k8s.io/api/discovery/v1", "EndpointPort", "Protocol", "Protocol *corev1.Protocol"],
    [
      "k8s.io/api/autoscaling/v1",
      "HorizontalPodAutoscalerSpec",
      "TargetCPUUtilizationPercentage",
      "TargetCPUUtilizationPercentage *int32",
    ],
  ])("%s %s.%s", (path, type, name, sig) =>
    // Signatures name other packages by their package name (v1), not the import alias.
    expect(field(path, type, name)).toBe(sig.replace(/\b(meta|core)v1\./, "v1.")),
  );

  it("gives metav1.Time a DeepCopyInto and every API type DeepCopy and DeepCopyInto", () => {
    expect(method("k8s.io/apimachinery/pkg/apis/meta/v1", "Time", "DeepCopyInto")).toBe(
      "func (*Time) DeepCopyInto(out *Time)",
    );
    let types = 0;
    for (const path of API)
      for (const [name, s] of Object.entries(exportsOf(path))) {
        if (s.kind !== "type" || !s.signature.includes("struct")) continue;
        types++;
        expect(method(path, name, "DeepCopy"), `${path}.${name}`).toBe(`func (*${name}) DeepCopy() *${name}`);
        expect(method(path, name, "DeepCopyInto"), `${path}.${name}`).toBeDefined();
      }
    expect(types).toBeGreaterThan(350);
  });

  it("deep-copies a generated type: the copy's slices, maps, pointers and nested structs are its own", () => {
    const doc = (type: string, name: string) =>
      exportsOf("k8s.io/api/core/v1")[type]?.members?.find((m) => m.name === name)?.doc;
    expect(doc("Pod", "DeepCopy")).toBe("DeepCopy returns a deep copy.");
    expect(doc("PodSpec", "DeepCopyInto")).toBe("DeepCopyInto copies in into out.");
    expect(method("k8s.io/api/core/v1", "PodSpec", "DeepCopyObject")).toBeUndefined();
    // The methods are built from the type list, not parsed from Go text in the package's source.
    const core = registeredPackages().find((d) => d.path === "k8s.io/api/core/v1")!;
    expect(core.source).not.toContain("DeepCopy");
    expect(core.methods?.get("Pod")?.source).toContain("func (in *Pod) DeepCopyObject() runtime.Object");
    const ok = compile([
      {
        name: "main.go",
        source: `package main

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

func show(p *corev1.Pod) {
	println(p.Name, p.Labels["a"], len(p.Spec.Containers), p.Spec.Containers[0].Image, *p.Spec.ActiveDeadlineSeconds,
		p.Spec.SecurityContext.RunAsUser == nil, len(p.Spec.Containers[0].Args), p.Spec.Containers[0].Args[0])
}

func main() {
	secs := int64(30)
	orig := &corev1.Pod{
		ObjectMeta: metav1.ObjectMeta{Name: "p", Labels: map[string]string{"a": "1"}},
		Spec: corev1.PodSpec{
			Containers:            []corev1.Container{{Image: "img:1", Args: []string{"x"}}},
			ActiveDeadlineSeconds: &secs,
			SecurityContext:       &corev1.PodSecurityContext{},
		},
	}
	c := orig.DeepCopy()
	c.Name = "q"
	c.Labels["a"] = "2"
	c.Spec.Containers[0].Image = "img:2"
	c.Spec.Containers[0].Args[0] = "y"
	c.Spec.Containers = append(c.Spec.Containers, corev1.Container{})
	*c.Spec.ActiveDeadlineSeconds = 60
	uid := int64(7)
	c.Spec.SecurityContext.RunAsUser = &uid
	show(orig)
	show(c)
	var into corev1.Pod
	orig.DeepCopyInto(&into)
	into.Spec.Containers[0].Args[0] = "z"
	show(&into)
	obj := orig.DeepCopyObject().(*corev1.Pod)
	obj.Labels["a"] = "3"
	show(obj)
	show(orig)
}
`,
      },
    ]);
    expect(ok.diagnostics).toEqual([]);
    let out = "";
    const { instance } = ok.program!.instantiate({ stderr: (s) => (out += s) });
    expect(instance!.runMain().ok).toBe(true);
    expect(out.split("\n")).toEqual([
      "p 1 1 img:1 30 true 1 x",
      "q 2 2 img:2 60 false 1 y",
      "p 1 1 img:1 30 true 1 z",
      "p 3 1 img:1 30 true 1 x",
      "p 1 1 img:1 30 true 1 x",
      "",
    ]);
  });

  it("makes objects runtime.Objects and client.Objects (DeepCopyObject; accessors promoted from ObjectMeta)", () => {
    const kinds = [
      ["k8s.io/api/core/v1", "Event"],
      ["k8s.io/api/batch/v1", "CronJob"],
      ["k8s.io/api/rbac/v1", "ClusterRoleBinding"],
      ["k8s.io/api/networking/v1", "Ingress"],
    ] as const;
    for (const [path, kind] of kinds) {
      expect(method(path, kind, "DeepCopyObject"), kind).toBe("func (*" + kind + ") DeepCopyObject() runtime.Object");
      expect(method(path, `${kind}List`, "DeepCopyObject"), kind).toBeDefined();
    }
    // As in Go, GetName and the other metav1.Object methods are ObjectMeta's, promoted through
    // the embedded field; ListMeta gives lists GetResourceVersion and GetContinue.
    const program = (objects: string, lists: string) => `package main

import (
${kinds.map(([path], i) => `\tg${i} "${path}"`).join("\n")}
\t"sigs.k8s.io/controller-runtime/pkg/client"
)

func main() {
\tobjects := []client.Object{${objects}}
\tlists := []client.ObjectList{${lists}}
\tfor _, o := range objects {
\t\to.SetName("n")
\t\tprintln(o.GetName(), o.GetObjectKind() != nil)
\t}
\tprintln(len(lists))
}
`;
    const objects = kinds.map(([, kind], i) => `&g${i}.${kind}{}`).join(", ");
    const lists = kinds.map(([, kind], i) => `&g${i}.${kind}List{}`).join(", ");
    const ok = compile([{ name: "main.go", source: program(objects, lists) }]);
    expect(ok.diagnostics).toEqual([]);
    let out = "";
    const { instance } = ok.program!.instantiate({ stderr: (s) => (out += s) });
    expect(instance!.runMain().ok).toBe(true);
    expect(out).toBe("n true\n".repeat(kinds.length) + "4\n");
    // A part without ObjectMeta is no client.Object.
    const bad = compile([{ name: "main.go", source: program("&g0.EventSource{}", lists) }]);
    expect(bad.diagnostics.map((d) => d.message).join("\n")).toMatch(/EventSource.*does not implement client\.Object/);
  });
});

describe("a reconciler using the whole API types runs and the engine receives their JSON", { timeout: 120_000 }, () => {
  const { report, compiled } = runLab([fixture("apitypes.go")], scenario("create"));
  const deploy = report.objects.find((o) => o.kind === "Deployment");
  const pod = deploy?.spec?.template?.spec;
  const container = pod?.containers?.[0];

  it("compiles", () => {
    expect(report.diagnostics).toEqual([]);
    expect(compiled).toBe(true);
  });

  it("writes the pod template's security context, probes, volumes and env under their JSON names", () => {
    expect(pod.securityContext).toEqual({
      fsGroup: 2000,
      runAsNonRoot: true,
      seccompProfile: { type: "RuntimeDefault" },
    });
    expect(container.securityContext).toEqual({
      allowPrivilegeEscalation: false,
      capabilities: { drop: ["ALL"] },
      readOnlyRootFilesystem: true,
    });
    expect(container.livenessProbe).toEqual({
      httpGet: { path: "/healthz", port: "http", scheme: "HTTP" },
      initialDelaySeconds: 5,
      periodSeconds: 10,
    });
    expect(pod.volumes).toEqual([{ name: "config", configMap: { name: "my-app-config", defaultMode: 292 } }]);
    expect(container.env[0].valueFrom).toEqual({ secretKeyRef: { name: "my-app-db", key: "password" } });
    expect(container.envFrom).toEqual([{ configMapRef: { name: "my-app-config" } }]);
  });

  it("writes quantities canonically and IntOrString as a number or a string", () => {
    expect(container.resources).toEqual({ limits: { cpu: "500m", memory: "128Mi" }, requests: { cpu: "100m" } });
    expect(deploy?.spec?.strategy).toEqual({
      type: "RollingUpdate",
      rollingUpdate: { maxSurge: 1, maxUnavailable: "25%" },
    });
    const svc = report.objects.find((o) => o.kind === "Service");
    expect(svc?.spec?.ports).toEqual([{ name: "http", port: 80, protocol: "TCP", targetPort: "http" }]);
  });

  it("runs the other groups' types, deep copies, Quantity and IntOrString arithmetic", () => {
    expect(report.logs.find((l) => l.msg === "companions")?.values).toEqual({
      ingressHost: "app.example.com",
      copiedHost: "changed",
      pdbScaled: "3",
      hpaMetric: "cpu",
      cronPolicy: "Forbid",
      roleVerbs: "watch",
      bindingGroup: "rbac.authorization.k8s.io",
      refKind: "App",
      timeCopied: "2026",
      memory: "1Gi",
      cpuSum: "2",
      milli: "2000",
      defaultNs: "default",
      eventWarning: "Warning",
      availableType: "Available",
    });
  });
});
