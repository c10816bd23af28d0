// Package sha256: Sum256 and New, for the config hashes operators put in pod-template annotations.
import { hashPackage } from "../internal/hashpackage";
import { sha256 } from "./digest";

/** sha256Package is crypto/sha256. */
export const sha256Package = hashPackage({
  path: "crypto/sha256",
  algorithm: "SHA256",
  size: 32,
  blockSize: 64,
  sum: "Sum256",
  digest: sha256,
});
