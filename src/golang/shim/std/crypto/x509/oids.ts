// Oids names the object identifiers of X.509 (RFC 5280) and the numbers Go's crypto/x509 gives the
// algorithms and key usages they stand for.

/** SIGNATURE_ALGORITHMS maps x509.SignatureAlgorithm values to their OIDs (RSA PKCS #1 v1.5, ECDSA, Ed25519). */
export const SIGNATURE_ALGORITHMS: Record<number, string> = {
  2: "1.2.840.113549.1.1.4", // MD5WithRSA
  3: "1.2.840.113549.1.1.5", // SHA1WithRSA
  4: "1.2.840.113549.1.1.11", // SHA256WithRSA
  5: "1.2.840.113549.1.1.12", // SHA384WithRSA
  6: "1.2.840.113549.1.1.13", // SHA512WithRSA
  9: "1.2.840.10045.4.1", // ECDSAWithSHA1
  10: "1.2.840.10045.4.3.2", // ECDSAWithSHA256
  11: "1.2.840.10045.4.3.3", // ECDSAWithSHA384
  12: "1.2.840.10045.4.3.4", // ECDSAWithSHA512
  13: "1.2.840.113549.1.1.10", // RSASSA-PSS (SHA256WithRSAPSS; the hash is in the parameters)
  16: "1.3.101.112", // PureEd25519
};

/** PUBLIC_KEY_ALGORITHMS maps x509.PublicKeyAlgorithm values to their OIDs. */
export const PUBLIC_KEY_ALGORITHMS: Record<number, string> = {
  1: "1.2.840.113549.1.1.1", // RSA
  2: "1.2.840.10040.4.1", // DSA
  3: "1.2.840.10045.2.1", // ECDSA
  4: "1.3.101.112", // Ed25519
};

/** EXT_KEY_USAGES maps x509.ExtKeyUsage values to their OIDs. */
export const EXT_KEY_USAGES: string[] = [
  "2.5.29.37.0",
  "1.3.6.1.5.5.7.3.1",
  "1.3.6.1.5.5.7.3.2",
  "1.3.6.1.5.5.7.3.3",
  "1.3.6.1.5.5.7.3.4",
  "1.3.6.1.5.5.7.3.5",
  "1.3.6.1.5.5.7.3.6",
  "1.3.6.1.5.5.7.3.7",
  "1.3.6.1.5.5.7.3.8",
  "1.3.6.1.5.5.7.3.9",
  "1.3.6.1.4.1.311.10.3.3",
  "2.16.840.1.113730.4.1",
  "1.3.6.1.4.1.311.2.1.22",
  "1.3.6.1.4.1.311.61.1.1",
];

export const EXT = {
  subjectKeyId: "2.5.29.14",
  keyUsage: "2.5.29.15",
  subjectAltName: "2.5.29.17",
  basicConstraints: "2.5.29.19",
  crlDistributionPoints: "2.5.29.31",
  authorityKeyId: "2.5.29.35",
  extKeyUsage: "2.5.29.37",
  authorityInfoAccess: "1.3.6.1.5.5.7.1.1",
  ocsp: "1.3.6.1.5.5.7.48.1",
  caIssuers: "1.3.6.1.5.5.7.48.2",
} as const;

/** keyOf finds the number an OID stands for in a table (0 when unknown). */
export function keyOf(table: Record<number, string>, oid: string): number {
  for (const [k, v] of Object.entries(table)) if (v === oid) return Number(k);
  return 0;
}
