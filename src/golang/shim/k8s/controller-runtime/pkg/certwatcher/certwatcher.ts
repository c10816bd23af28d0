// Package sigs.k8s.io/controller-runtime/pkg/certwatcher: what kubebuilder's main.go builds when it
// is given certificate paths (-webhook-cert-path, -metrics-cert-path). The lab has no file system,
// so New fails with an error saying so (main.go then logs it and exits 1, as it would for a missing
// file); without those flags, main.go never calls it.
import type { ShimDefinition } from "../../../../registry";

const source = `package certwatcher

import (
	"context"
	"crypto/tls"
	"fmt"
)

// CertWatcher would reload a serving certificate and key when their files change; the lab has no files.
type CertWatcher struct {
	certPath string
	keyPath  string
}

// New always fails in the lab, which has no file system to load the certificate and key from.
func New(certPath, keyPath string) (*CertWatcher, error) {
	return nil, fmt.Errorf("the lab has no file system: cannot load the certificate %s and key %s", certPath, keyPath)
}

// GetCertificate fetches the currently loaded certificate.
func (cw *CertWatcher) GetCertificate(_ *tls.ClientHelloInfo) (*tls.Certificate, error) {
	return nil, fmt.Errorf("the lab has no certificate")
}

// ReadCertificate reads the certificate and key files from disk.
func (cw *CertWatcher) ReadCertificate() error {
	return fmt.Errorf("the lab has no file system: cannot read %s", cw.certPath)
}

// Start returns nil at once: there are no files to watch.
func (cw *CertWatcher) Start(ctx context.Context) error { return nil }
`;

export const certwatcherPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/certwatcher",
  source,
  natives: {},
};
