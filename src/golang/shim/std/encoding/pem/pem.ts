// Package encoding/pem: PEM blocks as certificates and keys are stored in Secrets (Block, Encode,
// EncodeToMemory, Decode), written in Go over encoding/base64. Decode skips text before a block and
// malformed blocks, and returns the rest after the block, as Go's does.
import type { ShimDefinition } from "../../../registry";

const source = `package pem

import (
	"encoding/base64"
	"errors"
	"io"
	"sort"
	"strings"
)

// A Block is one PEM section: its type, optional headers and the decoded bytes.
type Block struct {
	Type    string            // The type, taken from the preamble (i.e. "RSA PRIVATE KEY").
	Headers map[string]string // Optional headers.
	Bytes   []byte            // The decoded bytes of the contents. Typically a DER encoded ASN.1 structure.
}

// cutLine splits off the first line of s (its end of line and trailing blanks dropped).
func cutLine(s string) (line, rest string) {
	i := strings.IndexByte(s, '\\n')
	j := i + 1
	if i < 0 {
		i, j = len(s), len(s)
	} else if i > 0 && s[i-1] == '\\r' {
		i--
	}
	return strings.TrimRight(s[:i], " \\t"), s[j:]
}

// Decode looks for the first well-formed PEM block in data (a certificate, a key, ...) and returns
// it with the bytes that follow it; when there is none, p is nil and rest is all of data.
func Decode(data []byte) (p *Block, rest []byte) {
	in := string(data)
	s := in
	for {
		if strings.HasPrefix(s, "-----BEGIN ") {
			s = s[len("-----BEGIN "):]
		} else if i := strings.Index(s, "\\n-----BEGIN "); i >= 0 {
			s = s[i+len("\\n-----BEGIN "):]
		} else {
			return nil, data
		}
		var typ string
		typ, s = cutLine(s)
		if !strings.HasSuffix(typ, "-----") {
			continue
		}
		typ = strings.TrimSuffix(typ, "-----")
		b := &Block{Type: typ, Headers: map[string]string{}}
		for {
			if s == "" {
				return nil, data
			}
			line, next := cutLine(s)
			k, v, ok := strings.Cut(line, ":")
			if !ok {
				break
			}
			b.Headers[strings.TrimSpace(k)] = strings.TrimSpace(v)
			s = next
		}
		end, trailer := -1, 0
		if len(b.Headers) == 0 && strings.HasPrefix(s, "-----END ") {
			end, trailer = 0, len("-----END ")
		} else if end = strings.Index(s, "\\n-----END "); end >= 0 {
			trailer = end + len("\\n-----END ")
		}
		if end < 0 {
			continue
		}
		want := typ + "-----"
		if !strings.HasPrefix(s[trailer:], want) {
			continue
		}
		if l, _ := cutLine(s[trailer+len(want):]); l != "" {
			continue
		}
		body := strings.NewReplacer(" ", "", "\\t", "", "\\r", "", "\\n", "").Replace(s[:end])
		raw, err := base64.StdEncoding.DecodeString(body)
		if err != nil {
			continue
		}
		b.Bytes = raw
		_, after := cutLine(s[trailer+len(want):])
		return b, []byte(after)
	}
}

// Encode writes b to out as PEM text: BEGIN line, headers, base64 body in 64-character lines, END line.
func Encode(out io.Writer, b *Block) error {
	for k := range b.Headers {
		if strings.Contains(k, ":") {
			return errors.New("pem: cannot encode a header key that contains a colon")
		}
	}
	var w strings.Builder
	w.WriteString("-----BEGIN " + b.Type + "-----\\n")
	if len(b.Headers) > 0 {
		var keys []string
		hasProc := false
		for k := range b.Headers {
			if k == "Proc-Type" {
				hasProc = true
				continue
			}
			keys = append(keys, k)
		}
		sort.Strings(keys)
		if hasProc {
			keys = append([]string{"Proc-Type"}, keys...)
		}
		for _, k := range keys {
			w.WriteString(k + ": " + b.Headers[k] + "\\n")
		}
		w.WriteString("\\n")
	}
	enc := base64.StdEncoding.EncodeToString(b.Bytes)
	for len(enc) > 64 {
		w.WriteString(enc[:64] + "\\n")
		enc = enc[64:]
	}
	if enc != "" {
		w.WriteString(enc + "\\n")
	}
	w.WriteString("-----END " + b.Type + "-----\\n")
	_, err := io.WriteString(out, w.String())
	return err
}

// EncodeToMemory is Encode into a byte slice; it gives nil when Encode fails (a header key with a colon).
func EncodeToMemory(b *Block) []byte {
	var w strings.Builder
	if err := Encode(&w, b); err != nil {
		return nil
	}
	return []byte(w.String())
}
`;

/** pemPackage is the standard library's encoding/pem. */
export const pemPackage: ShimDefinition = { path: "encoding/pem", source, natives: {} };
