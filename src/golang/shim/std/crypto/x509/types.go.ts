// Types is the Go text of crypto/x509's declarations: the Certificate struct, the algorithm and key
// usage enumerations with Go's String forms, and the error types with Go's messages.

export const typesSource = `
// SignatureAlgorithm names a certificate signature algorithm.
type SignatureAlgorithm int

// Signature algorithms.
const (
	UnknownSignatureAlgorithm SignatureAlgorithm = iota
	MD2WithRSA
	MD5WithRSA
	SHA1WithRSA
	SHA256WithRSA
	SHA384WithRSA
	SHA512WithRSA
	DSAWithSHA1
	DSAWithSHA256
	ECDSAWithSHA1
	ECDSAWithSHA256
	ECDSAWithSHA384
	ECDSAWithSHA512
	SHA256WithRSAPSS
	SHA384WithRSAPSS
	SHA512WithRSAPSS
	PureEd25519
)

var signatureAlgorithmNames = []string{"", "MD2-RSA", "MD5-RSA", "SHA1-RSA", "SHA256-RSA", "SHA384-RSA", "SHA512-RSA",
	"DSA-SHA1", "DSA-SHA256", "ECDSA-SHA1", "ECDSA-SHA256", "ECDSA-SHA384", "ECDSA-SHA512", "SHA256-RSAPSS",
	"SHA384-RSAPSS", "SHA512-RSAPSS", "Ed25519"}

func (algo SignatureAlgorithm) String() string {
	if algo > 0 && int(algo) < len(signatureAlgorithmNames) {
		return signatureAlgorithmNames[algo]
	}
	return strconv.Itoa(int(algo))
}

// PublicKeyAlgorithm names a public key algorithm.
type PublicKeyAlgorithm int

// Public key algorithms.
const (
	UnknownPublicKeyAlgorithm PublicKeyAlgorithm = iota
	RSA
	DSA
	ECDSA
	Ed25519
)

func (algo PublicKeyAlgorithm) String() string {
	if algo > 0 && algo <= Ed25519 {
		return []string{"", "RSA", "DSA", "ECDSA", "Ed25519"}[algo]
	}
	return strconv.Itoa(int(algo))
}

// KeyUsage is a set of bits, one per KeyUsage* constant, each allowing the certified key one kind of use.
type KeyUsage int

// Key usages.
const (
	KeyUsageDigitalSignature KeyUsage = 1 << iota
	KeyUsageContentCommitment
	KeyUsageKeyEncipherment
	KeyUsageDataEncipherment
	KeyUsageKeyAgreement
	KeyUsageCertSign
	KeyUsageCRLSign
	KeyUsageEncipherOnly
	KeyUsageDecipherOnly
)

// ExtKeyUsage names one purpose a certificate is allowed for beyond the basic key usage (server auth, client auth, ...).
type ExtKeyUsage int

// Extended key usages.
const (
	ExtKeyUsageAny ExtKeyUsage = iota
	ExtKeyUsageServerAuth
	ExtKeyUsageClientAuth
	ExtKeyUsageCodeSigning
	ExtKeyUsageEmailProtection
	ExtKeyUsageIPSECEndSystem
	ExtKeyUsageIPSECTunnel
	ExtKeyUsageIPSECUser
	ExtKeyUsageTimeStamping
	ExtKeyUsageOCSPSigning
	ExtKeyUsageMicrosoftServerGatedCrypto
	ExtKeyUsageNetscapeServerGatedCrypto
	ExtKeyUsageMicrosoftCommercialCodeSigning
	ExtKeyUsageMicrosoftKernelCodeSigning
)

// A Certificate represents an X.509 certificate (the lab keeps no IP address fields).
type Certificate struct {
	Raw                     []byte // Complete ASN.1 DER content (certificate, signature algorithm and signature).
	RawTBSCertificate       []byte // Certificate part of raw ASN.1 DER content.
	RawSubjectPublicKeyInfo []byte // DER encoded SubjectPublicKeyInfo.
	RawSubject              []byte // DER encoded Subject
	RawIssuer               []byte // DER encoded Issuer

	Signature          []byte
	SignatureAlgorithm SignatureAlgorithm

	PublicKeyAlgorithm PublicKeyAlgorithm
	PublicKey          any

	Version             int
	SerialNumber        *big.Int
	Issuer              pkix.Name
	Subject             pkix.Name
	NotBefore, NotAfter time.Time // Validity bounds.
	KeyUsage            KeyUsage

	// Extensions lists every extension found in a parsed certificate, undecoded.
	Extensions []pkix.Extension
	// ExtraExtensions go as they are into a certificate being created, replacing any extension
	// of the same OID that the fields would produce.
	ExtraExtensions []pkix.Extension
	// UnhandledCriticalExtensions would list critical extensions the parser did not understand;
	// the lab's parser leaves it empty.
	UnhandledCriticalExtensions []asn1.ObjectIdentifier

	ExtKeyUsage        []ExtKeyUsage           // Sequence of extended key usages.
	UnknownExtKeyUsage []asn1.ObjectIdentifier // Extended key usage OIDs with no ExtKeyUsage constant.

	// BasicConstraintsValid says the certificate carries basic constraints, so that the three
	// fields after it mean something.
	BasicConstraintsValid bool
	IsCA                  bool
	MaxPathLen            int
	MaxPathLenZero        bool

	SubjectKeyId   []byte
	AuthorityKeyId []byte

	// Where to reach the CA: OCSP responders and URLs of the issuing certificate.
	OCSPServer            []string
	IssuingCertificateURL []string

	// Names the certificate covers besides the subject (the SAN extension).
	DNSNames       []string
	EmailAddresses []string
	URIs           []*url.URL

	// CRL Distribution Points
	CRLDistributionPoints []string
}

// ErrUnsupportedAlgorithm is returned when a signature check needs a signature or key algorithm the
// package cannot handle.
var ErrUnsupportedAlgorithm = errors.New("x509: cannot verify signature: algorithm unimplemented")

// InvalidReason is the reason a certificate is invalid.
type InvalidReason int

// Reasons a certificate is invalid.
const (
	NotAuthorizedToSign InvalidReason = iota
	Expired
	CANotAuthorizedForThisName
	TooManyIntermediates
	IncompatibleUsage
	NameMismatch
	NameConstraintsWithoutSANs
	UnconstrainedName
	TooManyConstraints
	CANotAuthorizedForExtKeyUsage
)

// CertificateInvalidError reports a certificate that Verify rejects, with Reason saying why (expired,
// not allowed to sign, and so on) and Detail adding text for some reasons.
type CertificateInvalidError struct {
	Cert   *Certificate
	Reason InvalidReason
	Detail string
}

func (e CertificateInvalidError) Error() string {
	switch e.Reason {
	case NotAuthorizedToSign:
		return "x509: certificate is not authorized to sign other certificates"
	case Expired:
		return "x509: certificate has expired or is not yet valid: " + e.Detail
	case CANotAuthorizedForThisName:
		return "x509: a root or intermediate certificate is not authorized to sign for this name: " + e.Detail
	case CANotAuthorizedForExtKeyUsage:
		return "x509: a root or intermediate certificate is not authorized for an extended key usage: " + e.Detail
	case TooManyIntermediates:
		return "x509: too many intermediates for path length constraint"
	case IncompatibleUsage:
		return "x509: certificate specifies an incompatible key usage"
	case NameMismatch:
		return "x509: issuer name does not match subject from issuing certificate"
	case NameConstraintsWithoutSANs:
		return "x509: issuer has name constraints but leaf doesn't have a SAN extension"
	case UnconstrainedName:
		return "x509: issuer has name constraints but leaf contains unknown or unconstrained name: " + e.Detail
	}
	return "x509: unknown error"
}

// HostnameError reports that Host is not among the names Certificate is valid for.
type HostnameError struct {
	Certificate *Certificate
	Host        string
}

func (h HostnameError) Error() string {
	c := h.Certificate
	if !c.hasSANExtension() && matchHostnames(c.Subject.CommonName, h.Host) {
		return "x509: certificate relies on legacy Common Name field, use SANs instead"
	}
	valid := strings.Join(c.DNSNames, ", ")
	if len(valid) == 0 {
		return "x509: certificate is not valid for any names, but wanted to match " + h.Host
	}
	return "x509: certificate is valid for " + valid + ", not " + h.Host
}

// UnknownAuthorityError reports that no chain from the certificate reaches a trusted root.
type UnknownAuthorityError struct {
	Cert     *Certificate
	hintErr  error
	hintCert *Certificate
}

func (e UnknownAuthorityError) Error() string {
	s := "x509: certificate signed by unknown authority"
	if e.hintErr != nil {
		certName := e.hintCert.Subject.CommonName
		if len(certName) == 0 {
			if len(e.hintCert.Subject.Organization) > 0 {
				certName = e.hintCert.Subject.Organization[0]
			} else {
				certName = "serial:" + e.hintCert.SerialNumber.String()
			}
		}
		s += fmt.Sprintf(" (possibly because of %q while trying to verify candidate authority certificate %q)", e.hintErr, certName)
	}
	return s
}

// ConstraintViolationError reports a parent certificate that may not sign certificates (it is not a
// CA, or its key usage lacks cert signing).
type ConstraintViolationError struct{}

func (ConstraintViolationError) Error() string {
	return "x509: invalid signature: parent certificate cannot sign this kind of certificate"
}

// InsecureAlgorithmError indicates that the SignatureAlgorithm used to generate the signature is not secure.
type InsecureAlgorithmError SignatureAlgorithm

func (e InsecureAlgorithmError) Error() string {
	return fmt.Sprintf("x509: cannot verify signature: insecure algorithm %v", SignatureAlgorithm(e))
}
`;
