// Std registers the standard-library shims (LAB-CONTRACT §2): context, errors, fmt, strings, strconv, time, sort, reflect.
import { definePackage } from "./registry";
import { errorsPackage } from "./std/errors/errors";
import { fmtPackage } from "./std/fmt/fmt";
import { stringsPackage } from "./std/strings/strings";
import { strconvPackage } from "./std/strconv/strconv";
import { timePackage } from "./std/time/time";
import { sortPackage } from "./std/sort/sort";
import { reflectPackage } from "./std/reflect/reflect";
import { contextPackage } from "./std/context/context";

for (const p of [
  errorsPackage,
  fmtPackage,
  stringsPackage,
  strconvPackage,
  timePackage,
  sortPackage,
  reflectPackage,
  contextPackage,
])
  definePackage(p);
