package main

import (
	"bytes"
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha1"
	"crypto/sha256"
	"fmt"
	"math/big"
)

func main() {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	fmt.Println(err, key.N.BitLen(), key.E, len(key.Primes), key.Size(), key.Validate())
	fmt.Println(new(big.Int).Mul(key.Primes[0], key.Primes[1]).Cmp(key.N), key.Primes[0].ProbablyPrime(20), key.Primes[1].ProbablyPrime(20))
	digest := sha256.Sum256([]byte("reconcile"))
	sig, err := rsa.SignPKCS1v15(rand.Reader, key, crypto.SHA256, digest[:])
	fmt.Println(len(sig), err)
	fmt.Println(rsa.VerifyPKCS1v15(&key.PublicKey, crypto.SHA256, digest[:], sig))
	sig[10] ^= 1
	fmt.Println(rsa.VerifyPKCS1v15(&key.PublicKey, crypto.SHA256, digest[:], sig))
	_, err = rsa.SignPKCS1v15(rand.Reader, key, crypto.SHA256, digest[:5])
	fmt.Println(err)
	var signer crypto.Signer = key
	sig2, err := signer.Sign(rand.Reader, digest[:], crypto.SHA256)
	fmt.Println(err, rsa.VerifyPKCS1v15(signer.Public().(*rsa.PublicKey), crypto.SHA256, digest[:], sig2))
	other, _ := rsa.GenerateKey(rand.Reader, 1024)
	fmt.Println(key.Equal(key), key.Equal(other), key.PublicKey.Equal(signer.Public()), other.N.BitLen())
	// A fixed key: a deterministic signature, the same as real Go's.
	p, _ := new(big.Int).SetString("e7e2ab5e1cf4fcdba0cc3d4f8b4cc8316a7dd07b8c25a05ea59a2e7b8b8dd2ff", 16)
	q, _ := new(big.Int).SetString("d5d8cdd5e9f2b1df0b27bcd9b00cc1b5f03ecfb7a0ea4cbdc3e07e3d0c7d8a1b", 16)
	for !p.ProbablyPrime(20) {
		p.Add(p, big.NewInt(2))
	}
	for !q.ProbablyPrime(20) {
		q.Add(q, big.NewInt(2))
	}
	n := new(big.Int).Mul(p, q)
	phi := new(big.Int).Mul(new(big.Int).Sub(p, big.NewInt(1)), new(big.Int).Sub(q, big.NewInt(1)))
	d := new(big.Int).ModInverse(big.NewInt(65537), phi)
	fixed := &rsa.PrivateKey{PublicKey: rsa.PublicKey{N: n, E: 65537}, D: d, Primes: []*big.Int{p, q}}
	fmt.Println(fixed.Validate())
	h1 := sha1.Sum([]byte("abc"))
	s1, err := rsa.SignPKCS1v15(nil, fixed, crypto.SHA1, h1[:])
	fmt.Printf("%x %v\n", s1, err)
	fixed.Precompute()
	s2, _ := rsa.SignPKCS1v15(nil, fixed, crypto.SHA256, digest[:])
	fmt.Printf("%x\n", s2)
	fmt.Println(crypto.SHA256, crypto.SHA1.Size(), crypto.Hash(99), crypto.SHA256.Available())
	h := crypto.SHA256.New()
	h.Write([]byte("reconcile"))
	fmt.Println(bytes.Equal(h.Sum(nil), digest[:]))
	m, _ := rand.Int(rand.Reader, big.NewInt(1000))
	fmt.Println(m.Sign() >= 0 && m.Cmp(big.NewInt(1000)) < 0)
	pr, _ := rand.Prime(rand.Reader, 64)
	fmt.Println(pr.BitLen(), pr.ProbablyPrime(20))
	pr, _ = rand.Prime(rand.Reader, 5)
	fmt.Println(pr.BitLen(), pr.ProbablyPrime(20))
	b := make([]byte, 16)
	nr, err := rand.Read(b)
	fmt.Println(nr, err)
}

// Output:
// <nil> 2048 65537 2 256 <nil>
// 0 true true
// 256 <nil>
// <nil>
// crypto/rsa: verification error
// crypto/rsa: input must be hashed message
// <nil> <nil>
// true false true 1024
// <nil>
// 7377da6a3fb5fded3d01437247ff88a0059a98ef12f7fcb3cc99688182ac357a7ebd685a543641a4fa0a965177fa07ce4fef1a11510b01a78c31ec7699391be5 <nil>
// 9e0fbbc6a02242ae08bad116cc983da2ff33a38d3159ed96466d6944135bd36e95d1c0701d8a742c07977d1ce8db96bbd03c0f012a5a1d604492446dc6e6f671
// SHA-256 20 unknown hash value 99 true
// true
// true
// 64 true
// 5 true
// 16 <nil>
