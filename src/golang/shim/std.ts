// Std registers the standard-library shims (LAB-CONTRACT §2): context, errors, fmt, strings, strconv, time, sort, reflect, os, slices, maps, sync, hash, crypto/sha256, encoding/hex, encoding/json, math/rand, flag, path/filepath, crypto/tls (types only), regexp (RE2 where JavaScript matches alike), io, iter (Seq types), encoding/base64, log (the default logger writes with the run's logs), runtime (Caller, GOOS), database/sql (no driver registered) with database/sql/driver, encoding/pem, math/big (Int on BigInt), crypto, crypto/sha1, crypto/rand (seeded by the scenario), crypto/rsa (PKCS #1 v1.5), crypto/x509 with crypto/x509/pkix and encoding/asn1 (types), hash/adler32; net/http (types, status codes, headers; no network); text/template; encoding/binary, encoding, sync/atomic, crypto/md5, net (interfaces, SplitHostPort), math/bits, unicode, unicode/utf8, bufio, crypto/sha512.
import { definePackage } from "./registry";
import { errorsPackage } from "./std/errors/errors";
import { fmtPackage } from "./std/fmt/fmt";
import { stringsPackage } from "./std/strings/strings";
import { strconvPackage } from "./std/strconv/strconv";
import { timePackage } from "./std/time/time";
import { sortPackage } from "./std/sort/sort";
import { reflectPackage } from "./std/reflect/reflect";
import { contextPackage } from "./std/context/context";
import { osPackage } from "./std/os/os";
import { slicesPackage } from "./std/slices/slices";
import { mapsPackage } from "./std/maps/maps";
import { syncPackage } from "./std/sync/sync";
import { hashPackage } from "./std/hash/hash";
import { sha256Package } from "./std/crypto/sha256/sha256";
import { hexPackage } from "./std/encoding/hex/hex";
import { jsonPackage } from "./std/encoding/json/json";
import { randPackage } from "./std/math/rand/rand";
import { flagPackage } from "./std/flag/flag";
import { tlsPackage } from "./std/crypto/tls/tls";
import { httpPackage, publicHttpPackage } from "./std/net/http/http";
import { cmpPackage } from "./std/cmp/cmp";
import { urlPackage } from "./std/net/url/url";
import { bytesPackage } from "./std/bytes/bytes";
import { mathPackage } from "./std/math/math";
import { pathPackage } from "./std/path/path";
import { filepathPackage } from "./std/path/filepath/filepath";
import { regexpPackage } from "./std/regexp/regexp";
import { ioPackage } from "./std/io/io";
import { ioutilPackage } from "./std/io/ioutil/ioutil";
import { base64Package } from "./std/encoding/base64/base64";
import { iterPackage } from "./std/iter/iter";
import { runtimePackage } from "./std/runtime/runtime";
import { matchPackage } from "./std/internal/match/match";
import { pemPackage } from "./std/encoding/pem/pem";
import { stdLogPackage } from "./std/log/log";
import { sqlPackage } from "./std/database/sql/sql";
import { driverPackage } from "./std/database/sql/driver/driver";
import { bigPackage } from "./std/math/big/big";
import { cryptoPackage } from "./std/crypto/crypto";
import { sha1Package } from "./std/crypto/sha1/sha1";
import { cryptoRandPackage } from "./std/crypto/rand/rand";
import { rsaPackage } from "./std/crypto/rsa/rsa";
import { asn1Package } from "./std/encoding/asn1/asn1";
import { pkixPackage } from "./std/crypto/x509/pkix/pkix";
import { x509Package } from "./std/crypto/x509/x509";
import { adler32Package } from "./std/hash/adler32/adler32";
import { templatePackage } from "./std/text/template/template";

import { binaryPackage } from "./std/encoding/binary/binary";
import { encodingPackage } from "./std/encoding/encoding";
import { atomicPackage } from "./std/sync/atomic/atomic";
import { md5Package } from "./std/crypto/md5/md5";
import { netPackage } from "./std/net/net";
import { bitsPackage } from "./std/math/bits/bits";
import { utf8Package } from "./std/unicode/utf8/utf8";
import { unicodePackage } from "./std/unicode/unicode";
import { bufioPackage } from "./std/bufio/bufio";
import { sha512Package } from "./std/crypto/sha512/sha512";

for (const p of [
  utf8Package,
  unicodePackage,
  bufioPackage,
  sha512Package,
  templatePackage,
  binaryPackage,
  encodingPackage,
  atomicPackage,
  md5Package,
  netPackage,
  bitsPackage,
  runtimePackage,
  matchPackage,
  pemPackage,
  stdLogPackage,
  sqlPackage,
  driverPackage,
  regexpPackage,
  ioPackage,
  ioutilPackage,
  iterPackage,
  base64Package,
  cmpPackage,
  urlPackage,
  bytesPackage,
  mathPackage,
  pathPackage,
  filepathPackage,
  errorsPackage,
  fmtPackage,
  stringsPackage,
  strconvPackage,
  timePackage,
  sortPackage,
  reflectPackage,
  contextPackage,
  osPackage,
  slicesPackage,
  mapsPackage,
  syncPackage,
  hashPackage,
  sha256Package,
  hexPackage,
  jsonPackage,
  randPackage,
  flagPackage,
  httpPackage,
  publicHttpPackage,
  tlsPackage,
  bigPackage,
  cryptoPackage,
  sha1Package,
  cryptoRandPackage,
  rsaPackage,
  asn1Package,
  pkixPackage,
  x509Package,
  adler32Package,
])
  definePackage(p);
