// Package crypto/tls: the configuration types a kubebuilder main.go passes to the metrics and
// webhook servers (`TLSOpts []func(*tls.Config)`, e.g. the scaffold's option that disables
// HTTP/2, or one that sets GetCertificate from a certwatcher). The lab serves no TLS: those
// option functions are accepted and kept, but never called, so a log line inside one (the
// scaffold's "disabling http/2") does not appear, as no server is ever started.
import type { ShimDefinition } from "../../../registry";

const source = `package tls

// TLS versions.
const (
	VersionTLS10 = 0x0301
	VersionTLS11 = 0x0302
	VersionTLS12 = 0x0303
	VersionTLS13 = 0x0304
)

// Certificate is a chain of one or more certificates (the lab holds none).
type Certificate struct {
	Certificate [][]byte
}

// ClientHelloInfo contains information from a ClientHello message.
type ClientHelloInfo struct {
	ServerName        string
	SupportedProtos   []string
	SupportedVersions []uint16
}

// ClientAuthType declares the policy the server will follow for TLS Client Authentication.
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
	GetCertificate     func(*ClientHelloInfo) (*Certificate, error)
	NextProtos         []string
	ServerName         string
	ClientAuth         ClientAuthType
	InsecureSkipVerify bool
	CipherSuites       []uint16
	MinVersion         uint16
	MaxVersion         uint16
}

// Clone returns a shallow clone of c.
func (c *Config) Clone() *Config {
	if c == nil {
		return nil
	}
	out := *c
	return &out
}
`;

export const tlsPackage: ShimDefinition = { path: "crypto/tls", source, natives: {} };
