// Print formats the builtin print/println output (Go writes it to standard error).
import { type Iface } from "./values";
import { under, isFloat } from "../check/types";

/** formatPrintln renders values as the builtin println does. */
export function formatPrintln(vals: (Iface | null)[], ln: boolean): string {
  const parts = vals.map((v) => {
    if (v === null) return "nil";
    const u = under(v.t);
    if (u.k === "basic") {
      if (isFloat(u)) return (v.v as number).toExponential(6).replace(/e([+-])(\d)$/, "e$10$2");
      return String(v.v);
    }
    return "0xc000010000";
  });
  return ln ? parts.join(" ") + "\n" : parts.join("");
}
