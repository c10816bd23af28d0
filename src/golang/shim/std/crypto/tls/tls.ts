// Package crypto/tls: X509KeyPair (a certificate chain and its RSA key from PEM, checked to match),
// and the configuration types a kubebuilder main.go passes to the metrics and
// webhook servers (`TLSOpts []func(*tls.Config)`, e.g. the scaffold's option that disables
// HTTP/2, or one that sets GetCertificate from a certwatcher). The lab serves no TLS: those
// option functions are accepted and kept, but never called, so a log line inside one (the
// scaffold's "disabling http/2") does not appear, as no server is ever started.
import type { ShimDefinition } from "../../../registry";

const source = `package tls

import (
	"crypto"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"os"
	"strings"
)

// TLS versions.
const (
	VersionTLS10 = 0x0301
	VersionTLS11 = 0x0302
	VersionTLS12 = 0x0303
	VersionTLS13 = 0x0304
)

// Certificate is a chain of one or more certificates, leaf first.
type Certificate struct {
	Certificate [][]byte
	// PrivateKey is the key that pairs with the public key of the chain's first certificate.
	PrivateKey                  crypto.PrivateKey
	OCSPStaple                  []byte
	SignedCertificateTimestamps [][]byte
	// Leaf is the first certificate of the chain, already parsed; X509KeyPair fills it in.
	Leaf *x509.Certificate
}

// X509KeyPair builds a Certificate from PEM text: the certificate chain from certPEMBlock and its
// private key from keyPEMBlock (RSA keys only in the lab).
func X509KeyPair(certPEMBlock, keyPEMBlock []byte) (Certificate, error) {
	var cert Certificate
	var skipped []string
	for {
		var block *pem.Block
		block, certPEMBlock = pem.Decode(certPEMBlock)
		if block == nil {
			break
		}
		if block.Type == "CERTIFICATE" {
			cert.Certificate = append(cert.Certificate, block.Bytes)
		} else {
			skipped = append(skipped, block.Type)
		}
	}
	if len(cert.Certificate) == 0 {
		if len(skipped) == 0 {
			return Certificate{}, errors.New("tls: failed to find any PEM data in certificate input")
		}
		if len(skipped) == 1 && strings.HasSuffix(skipped[0], "PRIVATE KEY") {
			return Certificate{}, errors.New("tls: failed to find certificate PEM data in certificate input, but did find a private key; PEM inputs may have been switched")
		}
		return Certificate{}, fmt.Errorf("tls: failed to find \\"CERTIFICATE\\" PEM block in certificate input after skipping PEM blocks of the following types: %v", skipped)
	}
	skipped = nil
	var keyBlock *pem.Block
	for {
		keyBlock, keyPEMBlock = pem.Decode(keyPEMBlock)
		if keyBlock == nil {
			if len(skipped) == 0 {
				return Certificate{}, errors.New("tls: failed to find any PEM data in key input")
			}
			if len(skipped) == 1 && skipped[0] == "CERTIFICATE" {
				return Certificate{}, errors.New("tls: found a certificate rather than a key in the PEM for the private key")
			}
			return Certificate{}, fmt.Errorf("tls: failed to find PEM block with type ending in \\"PRIVATE KEY\\" in key input after skipping PEM blocks of the following types: %v", skipped)
		}
		if keyBlock.Type == "PRIVATE KEY" || strings.HasSuffix(keyBlock.Type, " PRIVATE KEY") {
			break
		}
		skipped = append(skipped, keyBlock.Type)
	}
	leaf, err := x509.ParseCertificate(cert.Certificate[0])
	if err != nil {
		return Certificate{}, err
	}
	var key *rsa.PrivateKey
	if k, err := x509.ParsePKCS1PrivateKey(keyBlock.Bytes); err == nil {
		key = k
	} else if k, err := x509.ParsePKCS8PrivateKey(keyBlock.Bytes); err == nil {
		key = k.(*rsa.PrivateKey)
	} else {
		return Certificate{}, errors.New("tls: failed to parse private key")
	}
	pub, ok := leaf.PublicKey.(*rsa.PublicKey)
	if !ok {
		return Certificate{}, errors.New("tls: private key type does not match public key type")
	}
	if pub.N.Cmp(key.N) != 0 {
		return Certificate{}, errors.New("tls: private key does not match public key")
	}
	cert.PrivateKey = key
	cert.Leaf = leaf
	return cert, nil
}

// LoadX509KeyPair reads the two PEM files named and hands their bytes to X509KeyPair.
func LoadX509KeyPair(certFile, keyFile string) (Certificate, error) {
	certPEMBlock, err := os.ReadFile(certFile)
	if err != nil {
		return Certificate{}, err
	}
	keyPEMBlock, err := os.ReadFile(keyFile)
	if err != nil {
		return Certificate{}, err
	}
	return X509KeyPair(certPEMBlock, keyPEMBlock)
}

// ClientHelloInfo is what a server learns from a client's first handshake message.
type ClientHelloInfo struct {
	ServerName        string
	SupportedProtos   []string
	SupportedVersions []uint16
}

// ClientAuthType says how far a server asks for, and checks, a certificate from its clients.
type ClientAuthType int

// Client authentication policies.
const (
	NoClientCert ClientAuthType = iota
	RequestClientCert
	RequireAnyClientCert
	VerifyClientCertIfGiven
	RequireAndVerifyClientCert
)

// Config is a TLS client or server configuration (nothing in the lab reads it).
type Config struct {
	Certificates       []Certificate
	RootCAs            *x509.CertPool
	ClientCAs          *x509.CertPool
	GetCertificate     func(*ClientHelloInfo) (*Certificate, error)
	NextProtos         []string
	ServerName         string
	ClientAuth         ClientAuthType
	InsecureSkipVerify bool
	CipherSuites       []uint16
	MinVersion         uint16
	MaxVersion         uint16
}

// Clone gives a copy of c whose fields are the same values (slices and maps are shared).
func (c *Config) Clone() *Config {
	if c == nil {
		return nil
	}
	out := *c
	return &out
}
`;

export const tlsPackage: ShimDefinition = { path: "crypto/tls", source, natives: {} };
