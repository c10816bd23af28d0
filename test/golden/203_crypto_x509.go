package main

import (
	"bytes"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"time"
)

// fixedKey builds an RSA key from fixed primes (real Go's GenerateKey is random; this is not).
func fixedKey(ph, qh string) *rsa.PrivateKey {
	p, _ := new(big.Int).SetString(ph, 16)
	q, _ := new(big.Int).SetString(qh, 16)
	for !p.ProbablyPrime(20) {
		p.Add(p, big.NewInt(2))
	}
	for !q.ProbablyPrime(20) {
		q.Add(q, big.NewInt(2))
	}
	n := new(big.Int).Mul(p, q)
	phi := new(big.Int).Mul(new(big.Int).Sub(p, big.NewInt(1)), new(big.Int).Sub(q, big.NewInt(1)))
	d := new(big.Int).ModInverse(big.NewInt(65537), phi)
	k := &rsa.PrivateKey{PublicKey: rsa.PublicKey{N: n, E: 65537}, D: d, Primes: []*big.Int{p, q}}
	k.Precompute()
	return k
}

func show(c *x509.Certificate) {
	fmt.Println("subject:", c.Subject, "| issuer:", c.Issuer, "| serial:", c.SerialNumber)
	fmt.Println("version:", c.Version, c.SignatureAlgorithm, c.PublicKeyAlgorithm, "valid:", c.NotBefore, "-", c.NotAfter)
	fmt.Println("ku:", c.KeyUsage, "eku:", c.ExtKeyUsage, "ca:", c.BasicConstraintsValid, c.IsCA, c.MaxPathLen, c.MaxPathLenZero)
	fmt.Println("dns:", c.DNSNames, "emails:", c.EmailAddresses, "uris:", len(c.URIs))
	fmt.Printf("ski: %x aki: %x exts: %d\n", c.SubjectKeyId, c.AuthorityKeyId, len(c.Extensions))
	for _, e := range c.Extensions {
		fmt.Printf("  %v critical=%v len=%d\n", e.Id, e.Critical, len(e.Value))
	}
	fmt.Println("names:", len(c.Subject.Names), c.Subject.Organization, c.Subject.CommonName)
	if pub, ok := c.PublicKey.(*rsa.PublicKey); ok {
		fmt.Println("key bits:", pub.N.BitLen(), pub.E)
	}
}

func main() {
	caKey := fixedKey("e7e2ab5e1cf4fcdba0cc3d4f8b4cc8316a7dd07b8c25a05ea59a2e7b8b8dd2ffa1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9",
		"d5d8cdd5e9f2b1df0b27bcd9b00cc1b5f03ecfb7a0ea4cbdc3e07e3d0c7d8a1b0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f1")
	leafKey := fixedKey("c1a5e3d2b4f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9",
		"f0e1d2c3b4a5968778695a4b3c2d1e0f1f2e3d4c5b6a79889786a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f1")
	begin := time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)
	end := begin.Add(10 * 365 * 24 * time.Hour)
	caTmpl := &x509.Certificate{
		SerialNumber:          big.NewInt(0),
		Subject:               pkix.Name{CommonName: "external-secrets", Organization: []string{"external-secrets.io", "Lab, Inc."}},
		DNSNames:              []string{"external-secrets"},
		NotBefore:             begin,
		NotAfter:              end,
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageKeyEncipherment | x509.KeyUsageCertSign,
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	caDER, err := x509.CreateCertificate(nil, caTmpl, caTmpl, caKey.Public(), caKey)
	fmt.Println(len(caDER), err)
	fmt.Printf("ca sha256: %x\n", sha256.Sum256(caDER))
	ca, err := x509.ParseCertificate(caDER)
	fmt.Println(err)
	show(ca)
	leafTmpl := &x509.Certificate{
		SerialNumber:          new(big.Int).Lsh(big.NewInt(1), 100),
		Subject:               pkix.Name{CommonName: "webhook.default.svc", Country: []string{"DE"}, Locality: []string{"Berlin"}},
		DNSNames:              []string{"webhook.default.svc", "*.webhook.default.svc"},
		EmailAddresses:        []string{"ops@example.com"},
		NotBefore:             begin,
		NotAfter:              time.Date(2051, 6, 7, 8, 9, 10, 0, time.UTC),
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageKeyEncipherment,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth, x509.ExtKeyUsageClientAuth},
		BasicConstraintsValid: true,
	}
	leafDER, err := x509.CreateCertificate(nil, leafTmpl, ca, leafKey.Public(), caKey)
	fmt.Println(len(leafDER), err)
	fmt.Printf("leaf sha256: %x\n", sha256.Sum256(leafDER))
	leaf, _ := x509.ParseCertificate(leafDER)
	show(leaf)
	fmt.Println(leaf.CheckSignatureFrom(ca), ca.CheckSignatureFrom(ca), ca.CheckSignatureFrom(leaf))

	pool := x509.NewCertPool()
	pool.AddCert(ca)
	at := begin.Add(time.Hour)
	for _, name := range []string{"webhook.default.svc", "x.webhook.default.svc", "WEBHOOK.default.svc.", "other.svc"} {
		chains, err := leaf.Verify(x509.VerifyOptions{DNSName: name, Roots: pool, CurrentTime: at})
		fmt.Println(name, len(chains), err)
	}
	_, err = leaf.Verify(x509.VerifyOptions{Roots: pool, CurrentTime: end.Add(time.Hour)})
	fmt.Println(err)
	_, err = leaf.Verify(x509.VerifyOptions{Roots: x509.NewCertPool(), CurrentTime: at})
	fmt.Println(err)
	_, err = leaf.Verify(x509.VerifyOptions{Roots: pool, CurrentTime: at, KeyUsages: []x509.ExtKeyUsage{x509.ExtKeyUsageCodeSigning}})
	fmt.Println(err)
	chains, err := ca.Verify(x509.VerifyOptions{DNSName: "external-secrets", Roots: pool, CurrentTime: at})
	fmt.Println(len(chains), err)

	// Keys: PKCS #1 and PKCS #8 round trips, byte-identical to Go's encoding.
	p1 := x509.MarshalPKCS1PrivateKey(caKey)
	fmt.Printf("pkcs1 %d %x\n", len(p1), sha256.Sum256(p1))
	back, err := x509.ParsePKCS1PrivateKey(p1)
	fmt.Println(err, back.Equal(caKey))
	p8, err := x509.MarshalPKCS8PrivateKey(leafKey)
	fmt.Printf("pkcs8 %d %x %v\n", len(p8), sha256.Sum256(p8), err)
	k8, err := x509.ParsePKCS8PrivateKey(p8)
	fmt.Println(err, k8.(*rsa.PrivateKey).Equal(leafKey))
	_, err = x509.ParsePKCS1PrivateKey(p8)
	fmt.Println(err)
	_, err = x509.ParsePKCS8PrivateKey(p1)
	fmt.Println(err)
	pkix1, _ := x509.MarshalPKIXPublicKey(&caKey.PublicKey)
	pub, err := x509.ParsePKIXPublicKey(pkix1)
	fmt.Printf("pkix %x %v %v\n", sha256.Sum256(pkix1), err, pub.(*rsa.PublicKey).Equal(&caKey.PublicKey))
	pk1 := x509.MarshalPKCS1PublicKey(&leafKey.PublicKey)
	pub1, err := x509.ParsePKCS1PublicKey(pk1)
	fmt.Println(len(pk1), err, pub1.E)

	// PEM: a pool from PEM text, and bad input.
	caPEM := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: caDER})
	leafPEM := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: leafDER})
	pool2 := x509.NewCertPool()
	fmt.Println(pool2.AppendCertsFromPEM(append(caPEM, leafPEM...)), len(pool2.Subjects()), pool2.AppendCertsFromPEM([]byte("junk")))
	_, err = x509.ParseCertificate([]byte{0x30, 0x03, 0x02, 0x01, 0x01})
	fmt.Println(err)
	_, err = x509.ParseCertificate(append(append([]byte{}, caDER...), 0))
	fmt.Println(err)
	certs, err := x509.ParseCertificates(append(append([]byte{}, caDER...), leafDER...))
	fmt.Println(len(certs), err, bytes.Equal(certs[1].Raw, leafDER))
	_, err = x509.CreateCertificate(nil, &x509.Certificate{}, ca, leafKey.Public(), caKey)
	fmt.Println(err)
	_, err = x509.CreateCertificate(nil, leafTmpl, ca, leafKey.Public(), leafKey)
	fmt.Println(err)
	fmt.Println(pkix.Name{CommonName: "a,b", Organization: []string{" x#"}, Country: []string{"#US"}}.String())
}

// Output:
// 622 <nil>
// ca sha256: 70d5a39d131fcb1180740b49ed46b685ef769e7bbb7e30a7b631e6746ed681cc
// <nil>
// subject: CN=external-secrets,O=Lab\, Inc.+O=external-secrets.io | issuer: CN=external-secrets,O=Lab\, Inc.+O=external-secrets.io | serial: 0
// version: 3 SHA256-RSA RSA valid: 2024-01-02 03:04:05 +0000 UTC - 2033-12-30 03:04:05 +0000 UTC
// ku: 37 eku: [] ca: true true -1 false
// dns: [external-secrets] emails: [] uris: 0
// ski: a4ff8286c7819e3a15fb7019922ee12d9644a59d aki:  exts: 4
//   2.5.29.15 critical=true len=4
//   2.5.29.19 critical=true len=5
//   2.5.29.14 critical=false len=22
//   2.5.29.17 critical=false len=20
// names: 3 [Lab, Inc. external-secrets.io] external-secrets
// key bits: 1020 65537
// 696 <nil>
// leaf sha256: d8ca1a192b3e639bd2e15e6de4607fc50e39ee2028a4f6735fbf7f93ebe3fb5f
// subject: CN=webhook.default.svc,L=Berlin,C=DE | issuer: CN=external-secrets,O=Lab\, Inc.+O=external-secrets.io | serial: 1267650600228229401496703205376
// version: 3 SHA256-RSA RSA valid: 2024-01-02 03:04:05 +0000 UTC - 2051-06-07 08:09:10 +0000 UTC
// ku: 5 eku: [1 2] ca: true false -1 false
// dns: [webhook.default.svc *.webhook.default.svc] emails: [ops@example.com] uris: 0
// ski:  aki: a4ff8286c7819e3a15fb7019922ee12d9644a59d exts: 5
//   2.5.29.15 critical=true len=4
//   2.5.29.37 critical=false len=22
//   2.5.29.19 critical=true len=2
//   2.5.29.35 critical=false len=24
//   2.5.29.17 critical=false len=63
// names: 3 [] webhook.default.svc
// key bits: 1020 65537
// <nil> <nil> x509: invalid signature: parent certificate cannot sign this kind of certificate
// webhook.default.svc 1 <nil>
// x.webhook.default.svc 1 <nil>
// WEBHOOK.default.svc. 1 <nil>
// other.svc 0 x509: certificate is valid for webhook.default.svc, *.webhook.default.svc, not other.svc
// x509: certificate has expired or is not yet valid: current time 2033-12-30T04:04:05Z is after 2033-12-30T03:04:05Z
// x509: certificate signed by unknown authority
// x509: certificate specifies an incompatible key usage
// 1 <nil>
// pkcs1 606 87f6fed2f97de83831bf0297eff0aa4886401a0db281de175c9dbe1b1b97219e
// <nil> true
// pkcs8 631 b756f47a414a247c43d07b4215679b83fc4696a206d304901af555cc8e2ea595 <nil>
// <nil> true
// x509: failed to parse private key (use ParsePKCS8PrivateKey instead for this key format)
// x509: failed to parse private key (use ParsePKCS1PrivateKey instead for this key format)
// pkix af0ba1a3faf9366988082421a6950c90abd4ac187f8f4dcda69c5f88be5abff1 <nil> true
// 139 <nil> 65537
// true 2 false
// x509: malformed tbs certificate
// x509: trailing data
// 2 <nil> true
// x509: no SerialNumber given
// x509: provided PrivateKey doesn't match parent's PublicKey
// CN=a\,b,O=\ x#,C=\#US
