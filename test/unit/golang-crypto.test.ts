// crypto/rand, crypto/rsa and crypto/x509 beyond the golden programs (test/golden/201-205, which
// compare with real Go where both are deterministic): keys the lab generates come from the
// scenario's seed (the same seed gives the same bytes, another seed other bytes), a 2048-bit key
// takes well under a second, and the certificates and keys the lab makes are accepted by real Go
// and by openssl when they are installed.
import { describe, expect, it } from "vitest";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { compile } from "../../src/golang/index";
import { generateKey } from "../../src/golang/shim/std/crypto/rsa/keygen";
import { Drbg } from "../../src/golang/shim/std/crypto/internal/drbg";
import * as D from "../../src/golang/shim/std/crypto/internal/der";

const PROGRAM = `package main

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"time"
)

func main() {
	caKey, _ := rsa.GenerateKey(rand.Reader, 2048)
	leafKey, _ := rsa.GenerateKey(rand.Reader, 2048)
	begin := time.Now().Add(-time.Hour)
	end := begin.Add(24 * time.Hour)
	ca := &x509.Certificate{SerialNumber: big.NewInt(0), Subject: pkix.Name{CommonName: "lab-ca", Organization: []string{"Reconcile Lab"}},
		NotBefore: begin, NotAfter: end, KeyUsage: x509.KeyUsageCertSign | x509.KeyUsageDigitalSignature,
		BasicConstraintsValid: true, IsCA: true}
	caDER, err := x509.CreateCertificate(rand.Reader, ca, ca, caKey.Public(), caKey)
	if err != nil {
		panic(err)
	}
	ca, _ = x509.ParseCertificate(caDER)
	serial, _ := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 128))
	leaf := &x509.Certificate{SerialNumber: serial, Subject: pkix.Name{CommonName: "webhook.system.svc"},
		DNSNames: []string{"webhook.system.svc", "webhook.system.svc.cluster.local"}, NotBefore: begin, NotAfter: end,
		KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageKeyEncipherment, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true}
	leafDER, err := x509.CreateCertificate(rand.Reader, leaf, ca, leafKey.Public(), caKey)
	if err != nil {
		panic(err)
	}
	p8, _ := x509.MarshalPKCS8PrivateKey(leafKey)
	fmt.Print(string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: caDER})))
	fmt.Print(string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: leafDER})))
	fmt.Print(string(pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(caKey)})))
	fmt.Print(string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: p8})))
}
`;

/** run runs PROGRAM with a scenario seed and returns its output. */
function run(seed: number): string {
  const r = compile([{ name: "main.go", source: PROGRAM }]);
  if (!r.program) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.column}: ${d.message}`).join("\n"));
  let out = "";
  const host = { stdout: (s: string) => void (out += s), now: () => Date.UTC(2026, 0, 2, 3, 4, 5), seed };
  const { instance, error } = r.program.instantiate(host, { budget: 50_000_000 });
  const res = error ?? instance!.runMain({ budget: 50_000_000 });
  if (!res.ok) throw new Error(JSON.stringify(res));
  return out;
}

const blocks = (pem: string) => pem.match(/-----BEGIN [^-]+-----[\s\S]*?-----END [^-]+-----\n/g) ?? [];

function tool(cmd: string, args: string[]): boolean {
  return spawnSync(cmd, args, { encoding: "utf8" }).status === 0;
}

describe("keys and certificates the lab generates", () => {
  const first = run(7);

  it("replay byte for byte from the scenario's seed, and differ with another seed", () => {
    expect(blocks(first).map((b) => b.split("\n")[0])).toEqual([
      "-----BEGIN CERTIFICATE-----",
      "-----BEGIN CERTIFICATE-----",
      "-----BEGIN RSA PRIVATE KEY-----",
      "-----BEGIN PRIVATE KEY-----",
    ]);
    expect(run(7)).toBe(first);
    const other = run(8);
    expect(other).not.toBe(first);
    expect(blocks(other)[2]).not.toBe(blocks(first)[2]);
  });

  it("a 2048-bit key takes well under a second of CPU", () => {
    const c0 = process.cpuUsage();
    for (let s = 0; s < 3; s++) {
      const k = generateKey(2048, new Drbg([s, 42]));
      expect(k.n.toString(2)).toHaveLength(2048);
      expect(k.p * k.q).toBe(k.n);
    }
    const c = process.cpuUsage(c0);
    // ~0.2 s each on an idle machine; the bound leaves room for a loaded CI runner.
    expect((c.user + c.system) / 1000 / 3).toBeLessThan(1500);
  });

  const dir = mkdtempSync(join(tmpdir(), "lab-x509-"));
  const [caPEM, leafPEM, caKeyPEM, leafKeyPEM] = blocks(first) as [string, string, string, string];
  writeFileSync(join(dir, "ca.pem"), caPEM);
  writeFileSync(join(dir, "leaf.pem"), leafPEM);
  writeFileSync(join(dir, "ca.key"), caKeyPEM);
  writeFileSync(join(dir, "leaf.key"), leafKeyPEM);

  it.skipIf(!tool("openssl", ["version"]))("openssl verifies the chain and checks both keys", () => {
    const ok = (args: string[]) => execFileSync("openssl", args, { cwd: dir, encoding: "utf8", stdio: "pipe" });
    expect(
      ok(["verify", "-attime", String(Date.UTC(2026, 0, 2, 3, 4, 5) / 1000), "-CAfile", "ca.pem", "leaf.pem"]),
    ).toContain("leaf.pem: OK");
    expect(ok(["rsa", "-check", "-noout", "-in", "ca.key"])).toContain("RSA key ok");
    expect(ok(["rsa", "-check", "-noout", "-in", "leaf.key"])).toContain("RSA key ok");
  });

  it.skipIf(!tool("go", ["version"]))(
    "real Go parses them, pairs the leaf with its key and verifies the chain",
    { timeout: 120_000 },
    () => {
      writeFileSync(join(dir, "go.mod"), "module check\n\ngo 1.19\n");
      writeFileSync(
        join(dir, "main.go"),
        `package main

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"os"
	"time"
)

func main() {
	read := func(f string) []byte { b, _ := os.ReadFile(f); return b }
	block, _ := pem.Decode(read("ca.pem"))
	ca, err := x509.ParseCertificate(block.Bytes)
	if err != nil {
		panic(err)
	}
	if _, err := x509.ParsePKCS1PrivateKey(mustBlock(read("ca.key"))); err != nil {
		panic(err)
	}
	pair, err := tls.X509KeyPair(read("leaf.pem"), read("leaf.key"))
	if err != nil {
		panic(err)
	}
	leaf, _ := x509.ParseCertificate(pair.Certificate[0])
	roots := x509.NewCertPool()
	roots.AddCert(ca)
	_, err = leaf.Verify(x509.VerifyOptions{DNSName: "webhook.system.svc.cluster.local", Roots: roots, CurrentTime: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)})
	fmt.Println(ca.Subject, leaf.Subject, leaf.SerialNumber.BitLen() <= 128, err)
}

func mustBlock(b []byte) []byte { p, _ := pem.Decode(b); return p.Bytes }
`,
      );
      const out = execFileSync("go", ["run", "."], {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, GOFLAGS: "-mod=mod", GOCACHE: "/tmp/golden-gocache", GOTOOLCHAIN: "local" },
      });
      expect(out).toBe("CN=lab-ca,O=Reconcile Lab CN=webhook.system.svc true <nil>\n");
    },
  );
});

describe("DER", () => {
  it("encodes INTEGERs in two's complement with the fewest octets, and reads them back", () => {
    const hex = (b: number[]) => b.map((x) => x.toString(16).padStart(2, "0")).join("");
    expect(hex(D.int(0n))).toBe("020100");
    expect(hex(D.int(127n))).toBe("02017f");
    expect(hex(D.int(128n))).toBe("02020080");
    expect(hex(D.int(-128n))).toBe("020180");
    expect(hex(D.int(-129n))).toBe("0202ff7f");
    for (const v of [0n, 1n, -1n, 255n, 256n, -256n, (1n << 2047n) + 12345n])
      expect(D.readInt(D.one(D.int(v)))).toBe(v);
  });
  it("encodes long lengths and OIDs with large arcs", () => {
    const big = D.octets(new Array(300).fill(7));
    expect(big.slice(0, 4)).toEqual([0x04, 0x82, 0x01, 0x2c]);
    expect(D.one(big).content).toHaveLength(300);
    expect(D.readOid(D.one(D.oid("1.2.840.113549.1.1.11")))).toBe("1.2.840.113549.1.1.11");
    expect(() => D.one([0x04, 0x81, 0x05, 1, 2, 3, 4, 5])).toThrow(/non-minimal length/);
  });
});
