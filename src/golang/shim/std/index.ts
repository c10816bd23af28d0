/**
 * The standard-library shims a reconciler uses (context, errors, fmt, strings, strconv, time, sort, reflect,
 * os, slices, maps, sync, cmp, math, math/rand, bytes, path, path/filepath, net/url, encoding/json, hex,
 * crypto/sha256, crypto/md5, hash, log, runtime, io and io/ioutil, database/sql and database/sql/driver, encoding/pem,
 * encoding/binary, encoding, sync/atomic, net's interfaces, math/bits), one folder per
 * import path (std/<path>/<name>.ts), each registered with definePackage by ../std.ts. internal/match is
 * hidden (path.Match and filepath.Match share it).
 */
export {};
