// Verify is the Go text of certificate verification: CertPool, VerifyOptions, Certificate.Verify
// (validity period, host name, chains from Intermediates to Roots by issuer name and signature,
// path length, extended key usage), VerifyHostname and CheckSignatureFrom, with Go's errors. The
// lab has no system roots: a nil Roots pool is an empty one.

export const verifySource = `
// CertPool holds the certificates that Verify may use as roots or intermediates.
type CertPool struct {
	certs []*Certificate
}

// NewCertPool returns a pool with no certificates in it.
func NewCertPool() *CertPool { return &CertPool{} }

// SystemCertPool would give the operating system's trusted roots; the lab's node has none, so the pool
// is empty.
func SystemCertPool() (*CertPool, error) { return NewCertPool(), nil }

func (s *CertPool) contains(c *Certificate) bool {
	if s == nil {
		return false
	}
	for _, x := range s.certs {
		if bytes.Equal(x.Raw, c.Raw) {
			return true
		}
	}
	return false
}

// AddCert puts cert in the pool (a nil cert panics).
func (s *CertPool) AddCert(cert *Certificate) {
	if cert == nil {
		panic("adding nil Certificate to CertPool")
	}
	if !s.contains(cert) {
		s.certs = append(s.certs, cert)
	}
}

// AppendCertsFromPEM walks the PEM blocks of pemCerts, adds to s each CERTIFICATE block (without
// headers) that parses, skips the others, and says whether it added at least one.
func (s *CertPool) AppendCertsFromPEM(pemCerts []byte) (ok bool) {
	for len(pemCerts) > 0 {
		var block *pem.Block
		block, pemCerts = pem.Decode(pemCerts)
		if block == nil {
			break
		}
		if block.Type != "CERTIFICATE" || len(block.Headers) != 0 {
			continue
		}
		cert, err := ParseCertificate(block.Bytes)
		if err != nil {
			continue
		}
		s.AddCert(cert)
		ok = true
	}
	return ok
}

// Subjects gives the raw DER subject of each certificate in s, in the order they were added.
func (s *CertPool) Subjects() [][]byte {
	res := make([][]byte, len(s.certs))
	for i, c := range s.certs {
		res[i] = c.RawSubject
	}
	return res
}

// Clone returns a copy of s.
func (s *CertPool) Clone() *CertPool { return &CertPool{certs: append([]*Certificate(nil), s.certs...)} }

// Equal says whether s and other hold the same certificates, in any order.
func (s *CertPool) Equal(other *CertPool) bool {
	if s == nil || other == nil {
		return s == other
	}
	if len(s.certs) != len(other.certs) {
		return false
	}
	for _, c := range s.certs {
		if !other.contains(c) {
			return false
		}
	}
	return true
}

func (s *CertPool) parentsOf(c *Certificate) []*Certificate {
	var out []*Certificate
	if s != nil {
		for _, x := range s.certs {
			if bytes.Equal(x.RawSubject, c.RawIssuer) {
				out = append(out, x)
			}
		}
	}
	return out
}

// VerifyOptions tells Certificate.Verify what to check the chain against.
type VerifyOptions struct {
	DNSName       string
	Intermediates *CertPool
	Roots         *CertPool // if nil, the system roots are used (none in the lab)
	CurrentTime   time.Time // if zero, the current time is used
	KeyUsages     []ExtKeyUsage
	MaxConstraintComparisions int
}

const (
	leafCertificate = iota
	intermediateCertificate
	rootCertificate
)

// Equal reports whether c and other are the same certificate.
func (c *Certificate) Equal(other *Certificate) bool {
	if c == nil || other == nil {
		return c == other
	}
	return bytes.Equal(c.Raw, other.Raw)
}

func (c *Certificate) hasSANExtension() bool {
	for _, e := range c.Extensions {
		if e.Id.String() == "2.5.29.17" {
			return true
		}
	}
	return false
}

func (c *Certificate) isValid(certType int, currentChain []*Certificate, opts *VerifyOptions) error {
	now := opts.CurrentTime
	if now.IsZero() {
		now = time.Now()
	}
	if now.Before(c.NotBefore) {
		return CertificateInvalidError{Cert: c, Reason: Expired, Detail: fmt.Sprintf("current time %s is before %s", now.Format(time.RFC3339), c.NotBefore.Format(time.RFC3339))}
	} else if now.After(c.NotAfter) {
		return CertificateInvalidError{Cert: c, Reason: Expired, Detail: fmt.Sprintf("current time %s is after %s", now.Format(time.RFC3339), c.NotAfter.Format(time.RFC3339))}
	}
	if certType == intermediateCertificate && (!c.BasicConstraintsValid || !c.IsCA) {
		return CertificateInvalidError{c, NotAuthorizedToSign, ""}
	}
	if certType != leafCertificate && c.BasicConstraintsValid && c.MaxPathLen >= 0 && len(currentChain)-1 > c.MaxPathLen {
		return CertificateInvalidError{c, TooManyIntermediates, ""}
	}
	return nil
}

// Verify looks for chains that lead from c, through opts.Intermediates where needed, up to a root in
// opts.Roots, checking validity times, opts.DNSName when set, and the extended key usages asked for
// (server auth when opts.KeyUsages is empty); it returns every chain that passes.
func (c *Certificate) Verify(opts VerifyOptions) (chains [][]*Certificate, err error) {
	if len(c.Raw) == 0 {
		return nil, errors.New("x509: missing ASN.1 contents; use ParseCertificate")
	}
	if opts.Roots == nil {
		opts.Roots = NewCertPool()
	}
	if err = c.isValid(leafCertificate, nil, &opts); err != nil {
		return nil, err
	}
	if len(opts.DNSName) > 0 {
		if err = c.VerifyHostname(opts.DNSName); err != nil {
			return nil, err
		}
	}
	var candidates [][]*Certificate
	if opts.Roots.contains(c) {
		candidates = [][]*Certificate{{c}}
	} else if candidates, err = c.buildChains([]*Certificate{c}, &opts); err != nil {
		return nil, err
	}
	keyUsages := opts.KeyUsages
	if len(keyUsages) == 0 {
		keyUsages = []ExtKeyUsage{ExtKeyUsageServerAuth}
	}
	for _, eku := range keyUsages {
		if eku == ExtKeyUsageAny {
			return candidates, nil
		}
	}
	for _, candidate := range candidates {
		if checkChainForKeyUsage(candidate, keyUsages) {
			chains = append(chains, candidate)
		}
	}
	if len(chains) == 0 {
		return nil, CertificateInvalidError{c, IncompatibleUsage, ""}
	}
	return chains, nil
}

func (c *Certificate) buildChains(currentChain []*Certificate, opts *VerifyOptions) (chains [][]*Certificate, err error) {
	var hintErr error
	var hintCert *Certificate
	consider := func(certType int, candidate *Certificate) {
		for _, cc := range currentChain {
			if cc.Equal(candidate) {
				return
			}
		}
		if sigErr := c.CheckSignatureFrom(candidate); sigErr != nil {
			if hintErr == nil {
				hintErr, hintCert = sigErr, candidate
			}
			return
		}
		if err = candidate.isValid(certType, currentChain, opts); err != nil {
			return
		}
		chain := append(append([]*Certificate(nil), currentChain...), candidate)
		switch certType {
		case rootCertificate:
			chains = append(chains, chain)
		case intermediateCertificate:
			if len(currentChain) > 8 {
				return
			}
			var more [][]*Certificate
			more, err = candidate.buildChains(chain, opts)
			chains = append(chains, more...)
		}
	}
	for _, root := range opts.Roots.parentsOf(c) {
		consider(rootCertificate, root)
	}
	for _, inter := range opts.Intermediates.parentsOf(c) {
		consider(intermediateCertificate, inter)
	}
	if len(chains) > 0 {
		err = nil
	}
	if len(chains) == 0 && err == nil {
		err = UnknownAuthorityError{c, hintErr, hintCert}
	}
	return
}

func checkChainForKeyUsage(chain []*Certificate, keyUsages []ExtKeyUsage) bool {
	usages := append([]ExtKeyUsage(nil), keyUsages...)
	remaining := len(usages)
	for i := len(chain) - 1; i >= 0; i-- {
		cert := chain[i]
		if len(cert.ExtKeyUsage) == 0 && len(cert.UnknownExtKeyUsage) == 0 {
			continue
		}
		anyUsage := false
		for _, u := range cert.ExtKeyUsage {
			anyUsage = anyUsage || u == ExtKeyUsageAny
		}
		if anyUsage {
			continue
		}
		for j, requested := range usages {
			if requested == -1 {
				continue
			}
			found := false
			for _, u := range cert.ExtKeyUsage {
				found = found || u == requested
			}
			if !found {
				usages[j] = -1
				remaining--
				if remaining == 0 {
					return false
				}
			}
		}
	}
	return true
}

func toLowerASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

func matchHostnames(pattern, host string) bool {
	pattern = toLowerASCII(pattern)
	host = toLowerASCII(strings.TrimSuffix(host, "."))
	if len(pattern) == 0 || len(host) == 0 {
		return false
	}
	patternParts := strings.Split(pattern, ".")
	hostParts := strings.Split(host, ".")
	if len(patternParts) != len(hostParts) {
		return false
	}
	for i, part := range patternParts {
		if i == 0 && part == "*" {
			continue
		}
		if part != hostParts[i] {
			return false
		}
	}
	return true
}

// VerifyHostname gives nil when c names h among its DNS names and a HostnameError otherwise; the lab
// checks DNS names only, a leading "*" label standing for exactly one label.
func (c *Certificate) VerifyHostname(h string) error {
	for _, match := range c.DNSNames {
		if matchHostnames(match, h) {
			return nil
		}
	}
	return HostnameError{c, h}
}

// CheckSignatureFrom checks that parent may sign certificates and that its key made c's signature;
// SHA-1 signatures are refused here.
func (c *Certificate) CheckSignatureFrom(parent *Certificate) error {
	if parent.Version == 3 && !parent.BasicConstraintsValid || parent.BasicConstraintsValid && !parent.IsCA {
		return ConstraintViolationError{}
	}
	if parent.KeyUsage != 0 && parent.KeyUsage&KeyUsageCertSign == 0 {
		return ConstraintViolationError{}
	}
	if parent.PublicKeyAlgorithm == UnknownPublicKeyAlgorithm {
		return ErrUnsupportedAlgorithm
	}
	return checkSignature(c.SignatureAlgorithm, c.RawTBSCertificate, c.Signature, parent.PublicKey, false)
}

// CheckSignature checks, with algorithm algo, that c's public key made signature over the bytes signed.
func (c *Certificate) CheckSignature(algo SignatureAlgorithm, signed, signature []byte) error {
	return checkSignature(algo, signed, signature, c.PublicKey, true)
}

func checkSignature(algo SignatureAlgorithm, signed, signature []byte, publicKey crypto.PublicKey, allowSHA1 bool) error {
	var hashType crypto.Hash
	switch algo {
	case SHA256WithRSA:
		hashType = crypto.SHA256
	case SHA1WithRSA:
		if !allowSHA1 {
			return InsecureAlgorithmError(algo)
		}
		hashType = crypto.SHA1
	case MD2WithRSA, MD5WithRSA:
		return InsecureAlgorithmError(algo)
	default:
		return ErrUnsupportedAlgorithm
	}
	pub, ok := publicKey.(*rsa.PublicKey)
	if !ok {
		return fmt.Errorf("x509: signature algorithm specifies an RSA public key, but have public key of type %T", publicKey)
	}
	h := hashType.New()
	h.Write(signed)
	return rsa.VerifyPKCS1v15(pub, hashType, h.Sum(nil), signature)
}
`;
