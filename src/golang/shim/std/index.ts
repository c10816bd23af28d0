/**
 * The standard-library shims a reconciler uses (context, errors, fmt, strings, strconv, time,
 * sort, reflect), one folder per import path (std/<path>/<name>.ts), each registered with definePackage by ../std.ts.
 */
export {};
