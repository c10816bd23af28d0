// Diagnostic is one located compile message, as the editor and the CLI show it.

/** Diagnostic is a message at a 1-based line and column of a file. */
export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  message: string;
  severity: "error" | "warning";
}
