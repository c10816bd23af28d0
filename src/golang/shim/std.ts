// Std registers the standard-library shims (LAB-CONTRACT §2): context, errors, fmt, strings, strconv, time, sort, reflect, os, slices, maps, sync.
import { definePackage } from "./registry";
import { errorsPackage } from "./std/errors";
import { fmtPackage } from "./std/fmt";
import { stringsPackage } from "./std/strings";
import { strconvPackage } from "./std/strconv";
import { timePackage } from "./std/time";
import { sortPackage } from "./std/sort";
import { reflectPackage } from "./std/reflect";
import { contextPackage } from "./std/context";
import { osPackage } from "./std/os/os";
import { slicesPackage } from "./std/slices/slices";
import { mapsPackage } from "./std/maps/maps";
import { syncPackage } from "./std/sync/sync";

for (const p of [
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
])
  definePackage(p);
