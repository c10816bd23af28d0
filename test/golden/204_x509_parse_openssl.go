package main

import (
	"crypto/x509"
	"encoding/pem"
	"fmt"
)

// An ECDSA certificate made by openssl: the lab parses it (its key type is not one the lab signs with).
const certPEM = `
-----BEGIN CERTIFICATE-----
MIIDMzCCAtmgAwIBAgIKASNFZ4mrze8BIzAKBggqhkjOPQQDAjBtMQswCQYDVQQG
EwJGUjEXMBUGA1UECAwOw45sZS1kZS1GcmFuY2UxFTATBgNVBAoMDEV4w6RtcGxl
IE9yZzERMA8GA1UECwwIUGxhdGZvcm0xGzAZBgNVBAMMEiouYXBwcy5leGFtcGxl
LmNvbTAeFw0yNjEyMDUxMjA4MTBaFw0zNjEyMDIxMjA4MTBaMG0xCzAJBgNVBAYT
AkZSMRcwFQYDVQQIDA7DjmxlLWRlLUZyYW5jZTEVMBMGA1UECgwMRXjDpG1wbGUg
T3JnMREwDwYDVQQLDAhQbGF0Zm9ybTEbMBkGA1UEAwwSKi5hcHBzLmV4YW1wbGUu
Y29tMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEeugTQzjfif4+RGOPIgX3VXlb
RyiOqPHMQtzTpA8PLtX8hFC2KH4Ikc0oALwcFRDd4umnFBMvnGu3NRCGkgFn7qOC
AV8wggFbMHIGA1UdEQRrMGmCEiouYXBwcy5leGFtcGxlLmNvbYIQYXBwcy5leGFt
cGxlLmNvbYcECgAAAYYoc3BpZmZlOi8vY2x1c3Rlci5sb2NhbC9ucy9kZWZhdWx0
L3NhL3dlYoERYWRtaW5AZXhhbXBsZS5jb20wDgYDVR0PAQH/BAQDAgWgMBkGA1Ud
JQQSMBAGCCsGAQUFBwMBBgQqAwQFMAwGA1UdEwEB/wQCMAAwXQYIKwYBBQUHAQEE
UTBPMCMGCCsGAQUFBzABhhdodHRwOi8vb2NzcC5leGFtcGxlLmNvbTAoBggrBgEF
BQcwAoYcaHR0cDovL2NhLmV4YW1wbGUuY29tL2NhLmNydDAuBgNVHR8EJzAlMCOg
IaAfhh1odHRwOi8vY3JsLmV4YW1wbGUuY29tL2NhLmNybDAdBgNVHQ4EFgQU9ctb
qwQXPYfS2MOP1VMoghl+hOMwCgYIKoZIzj0EAwIDSAAwRQIhAMIHGpK5tCzmJfjs
/qDGTYjkmRkhAPVanqiOeGNgkm+YAiBi6x7sEYJb8yWkdABSMyLNJY6AjFJwtOps
yUTBeGSl4g==
-----END CERTIFICATE-----
`

func main() {
	block, rest := pem.Decode([]byte(certPEM))
	fmt.Println(block.Type, len(rest))
	c, err := x509.ParseCertificate(block.Bytes)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(c.Subject)
	fmt.Println(c.Subject.Country, c.Subject.Province, c.Subject.Organization, c.Subject.OrganizationalUnit, c.Subject.CommonName)
	fmt.Println(c.Issuer.String() == c.Subject.String(), c.SerialNumber, c.SerialNumber.Text(16))
	fmt.Println(c.Version, c.SignatureAlgorithm, c.PublicKeyAlgorithm)
	fmt.Println(c.NotAfter.Sub(c.NotBefore))
	fmt.Println(c.KeyUsage, c.ExtKeyUsage, c.UnknownExtKeyUsage, c.BasicConstraintsValid, c.IsCA, c.MaxPathLen)
	fmt.Println(c.DNSNames, c.EmailAddresses, c.URIs[0].Scheme, c.URIs[0].Host, c.URIs[0].Path)
	fmt.Println(c.OCSPServer, c.IssuingCertificateURL, c.CRLDistributionPoints)
	fmt.Println(len(c.SubjectKeyId), len(c.AuthorityKeyId), len(c.Extensions), len(c.Raw), len(c.RawTBSCertificate), len(c.Signature))
	for _, e := range c.Extensions {
		fmt.Println(e.Id, e.Critical, len(e.Value))
	}
	fmt.Println(c.VerifyHostname("web.apps.example.com"), c.VerifyHostname("a.b.apps.example.com"))
	fmt.Println(c.CheckSignatureFrom(c))
	pool := x509.NewCertPool()
	fmt.Println(pool.AppendCertsFromPEM([]byte(certPEM)), len(pool.Subjects()))
}

// Output:
// CERTIFICATE 0
// CN=*.apps.example.com,OU=Platform,O=Exämple Org,ST=Île-de-France,C=FR
// [FR] [Île-de-France] [Exämple Org] [Platform] *.apps.example.com
// true 5373003642731685151011 123456789abcdef0123
// 3 ECDSA-SHA256 ECDSA
// 87600h0m0s
// 5 [1] [1.2.3.4.5] true false -1
// [*.apps.example.com apps.example.com] [admin@example.com] spiffe cluster.local /ns/default/sa/web
// [http://ocsp.example.com] [http://ca.example.com/ca.crt] [http://crl.example.com/ca.crl]
// 20 0 7 823 733 71
// 2.5.29.17 false 107
// 2.5.29.15 true 4
// 2.5.29.37 false 18
// 2.5.29.19 true 2
// 1.3.6.1.5.5.7.1.1 false 81
// 2.5.29.31 false 39
// 2.5.29.14 false 22
// <nil> x509: certificate is valid for *.apps.example.com, apps.example.com, not a.b.apps.example.com
// x509: invalid signature: parent certificate cannot sign this kind of certificate
// true 1
