// Package crypto/sha1: Sum and New (SHA-1 still names certificate key identifiers and legacy checksums).
import { hashPackage } from "../internal/hashpackage";
import { sha1 } from "../internal/sha1";

/** sha1Package is crypto/sha1. */
export const sha1Package = hashPackage({
  path: "crypto/sha1",
  algorithm: "SHA-1",
  size: 20,
  blockSize: 64,
  sum: "Sum",
  digest: sha1,
});
