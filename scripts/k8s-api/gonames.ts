// Go names from JSON names, as the Kubernetes API types spell them: the JSON name with its first
// letter raised, and a leading initialism written in capitals (apiVersion → APIVersion, uid → UID,
// seLinuxOptions → SELinuxOptions). Later words already carry their capitals in the JSON name
// (podIP, nonResourceURLs, targetCPUUtilizationPercentage).

/** INITIALISMS are the leading words the API writes in capitals. */
export const INITIALISMS = new Set([
  "api",
  "aws",
  "ca",
  "cidr",
  "cpu",
  "csi",
  "dns",
  "fc",
  "fs",
  "gid",
  "gce",
  "gmsa",
  "grpc",
  "http",
  "id",
  "ip",
  "iqn",
  "iscsi",
  "json",
  "nfs",
  "os",
  "rbd",
  "se",
  "sctp",
  "ssl",
  "tcp",
  "tls",
  "ttl",
  "tty",
  "udp",
  "uid",
  "uri",
  "url",
]);

/** Whole JSON names whose Go name no rule gives. */
const WHOLE: Record<string, string> = {
  wwids: "WWIDs",
  targetWWNs: "TargetWWNs",
  cephfs: "CephFS",
  storageos: "StorageOS",
  qosClass: "QOSClass",
  pdName: "PDName",
};

/** goName returns the Go field name of a JSON field name. */
export function goName(json: string): string {
  const whole = WHOLE[json];
  if (whole) return whole;
  const m = /^([a-z]+)(.*)$/.exec(json);
  if (!m) return json.charAt(0).toUpperCase() + json.slice(1);
  const [, first = "", rest = ""] = m;
  if (INITIALISMS.has(first)) return first.toUpperCase() + rest;
  // A plural initialism as the whole name: "ips" → IPs.
  if (rest === "" && first.endsWith("s") && INITIALISMS.has(first.slice(0, -1)))
    return first.slice(0, -1).toUpperCase() + "s";
  return first.charAt(0).toUpperCase() + first.slice(1) + rest;
}
