// Package crypto/md5: Sum and New (google/uuid's name-based version 3 UUIDs, legacy checksums).
import { hashPackage } from "../internal/hashpackage";
import { md5 } from "./digest";

/** md5Package is crypto/md5. */
export const md5Package = hashPackage({
  path: "crypto/md5",
  algorithm: "MD5",
  size: 16,
  blockSize: 64,
  sum: "Sum",
  digest: md5,
});
