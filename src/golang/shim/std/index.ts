/**
 * The standard-library shims a reconciler uses (context, errors, fmt, strings, strconv, time,
 * sort, reflect), one file per import path, each registered with definePackage by ../std.ts.
 */
export {};
