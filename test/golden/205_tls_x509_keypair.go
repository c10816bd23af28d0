package main

import (
	"bytes"
	"crypto/rsa"
	"crypto/tls"
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

func certFor(tmpl, parent *x509.Certificate, key, signer *rsa.PrivateKey) ([]byte, []byte) {
	der, err := x509.CreateCertificate(nil, tmpl, parent, key.Public(), signer)
	if err != nil {
		panic(err)
	}
	certPEM := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})
	keyPEM := pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)})
	return certPEM, keyPEM
}

// validCert checks a serving certificate against its CA the way webhook certificate controllers do.
func validCert(caCert, cert, key []byte, dnsName string, at time.Time) (bool, error) {
	pool := x509.NewCertPool()
	caDer, _ := pem.Decode(caCert)
	if caDer == nil {
		return false, fmt.Errorf("bad CA cert")
	}
	cac, err := x509.ParseCertificate(caDer.Bytes)
	if err != nil {
		return false, err
	}
	pool.AddCert(cac)
	if _, err := tls.X509KeyPair(cert, key); err != nil {
		return false, err
	}
	b, _ := pem.Decode(cert)
	crt, err := x509.ParseCertificate(b.Bytes)
	if err != nil {
		return false, err
	}
	if _, err := crt.Verify(x509.VerifyOptions{DNSName: dnsName, Roots: pool, CurrentTime: at}); err != nil {
		return false, err
	}
	return true, nil
}

func main() {
	caKey := fixedKey("e7e2ab5e1cf4fcdba0cc3d4f8b4cc8316a7dd07b8c25a05ea59a2e7b8b8dd2ffa1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9",
		"d5d8cdd5e9f2b1df0b27bcd9b00cc1b5f03ecfb7a0ea4cbdc3e07e3d0c7d8a1b0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f1")
	leafKey := fixedKey("c1a5e3d2b4f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9",
		"f0e1d2c3b4a5968778695a4b3c2d1e0f1f2e3d4c5b6a79889786a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f1")
	begin := time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)
	end := begin.Add(24 * time.Hour)
	caTmpl := &x509.Certificate{SerialNumber: big.NewInt(0), Subject: pkix.Name{CommonName: "ca"}, DNSNames: []string{"ca"},
		NotBefore: begin, NotAfter: end, KeyUsage: x509.KeyUsageCertSign, BasicConstraintsValid: true, IsCA: true}
	caPEM, caKeyPEM := certFor(caTmpl, caTmpl, caKey, caKey)
	block, _ := pem.Decode(caPEM)
	ca, _ := x509.ParseCertificate(block.Bytes)
	leafTmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "svc.ns.svc"}, DNSNames: []string{"svc.ns.svc"},
		NotBefore: begin, NotAfter: end, KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, BasicConstraintsValid: true}
	certPEM, keyPEM := certFor(leafTmpl, ca, leafKey, caKey)

	pair, err := tls.X509KeyPair(certPEM, keyPEM)
	fmt.Println(len(pair.Certificate), err, pair.PrivateKey.(*rsa.PrivateKey).Equal(leafKey))
	_, err = tls.X509KeyPair(keyPEM, certPEM)
	fmt.Println(err)
	_, err = tls.X509KeyPair(certPEM, caKeyPEM)
	fmt.Println(err)
	_, err = tls.X509KeyPair(certPEM, certPEM)
	fmt.Println(err)
	_, err = tls.X509KeyPair(nil, keyPEM)
	fmt.Println(err)
	p8, _ := x509.MarshalPKCS8PrivateKey(leafKey)
	_, err = tls.X509KeyPair(certPEM, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: p8}))
	fmt.Println(err)

	fmt.Println(validCert(caPEM, certPEM, keyPEM, "svc.ns.svc", begin.Add(time.Hour)))
	fmt.Println(validCert(caPEM, certPEM, keyPEM, "svc.ns.svc", end.Add(time.Minute)))
	fmt.Println(validCert(caPEM, certPEM, keyPEM, "other.ns.svc", begin.Add(time.Hour)))
	fmt.Println(validCert(caPEM, caPEM, caKeyPEM, "ca", begin.Add(time.Hour)))
	fmt.Println(validCert(certPEM, certPEM, keyPEM, "svc.ns.svc", begin.Add(time.Hour)))
	cfg := &tls.Config{RootCAs: x509.NewCertPool(), Certificates: []tls.Certificate{pair}, MinVersion: tls.VersionTLS13}
	fmt.Println(len(cfg.Certificates), bytes.Equal(cfg.Certificates[0].Certificate[0], block.Bytes))
}

// Output:
// 1 <nil> true
// tls: failed to find certificate PEM data in certificate input, but did find a private key; PEM inputs may have been switched
// tls: private key does not match public key
// tls: found a certificate rather than a key in the PEM for the private key
// tls: failed to find any PEM data in certificate input
// <nil>
// true <nil>
// false x509: certificate has expired or is not yet valid: current time 2024-01-03T03:05:05Z is after 2024-01-03T03:04:05Z
// false x509: certificate is valid for svc.ns.svc, not other.ns.svc
// true <nil>
// true <nil>
// 1 false
