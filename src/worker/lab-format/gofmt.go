// gofmt.go: Go's own formatter (go/format, the package the gofmt command uses) for the code
// lab, compiled to WebAssembly at build time (scripts/vite-gofmt-wasm.ts) and run in the
// format worker. It defines one JavaScript function, globalThis.labGofmt(source), which
// answers {text} with the formatted source, or {errors: [{line, column, message}]} when the
// source does not parse; then it waits for calls until the worker ends.
//go:build js && wasm

package main

import (
	"go/format"
	"go/scanner"
	"syscall/js"
)

func formatSource(this js.Value, args []js.Value) any {
	if len(args) != 1 || args[0].Type() != js.TypeString {
		return map[string]any{"errors": []any{map[string]any{"line": 0, "column": 0, "message": "labGofmt takes one string"}}}
	}
	out, err := format.Source([]byte(args[0].String()))
	if err == nil {
		return map[string]any{"text": string(out)}
	}
	errs := []any{}
	if list, ok := err.(scanner.ErrorList); ok {
		for _, e := range list {
			errs = append(errs, map[string]any{"line": e.Pos.Line, "column": e.Pos.Column, "message": e.Msg})
		}
	} else {
		errs = append(errs, map[string]any{"line": 0, "column": 0, "message": err.Error()})
	}
	return map[string]any{"errors": errs}
}

func main() {
	js.Global().Set("labGofmt", js.FuncOf(formatSource))
	select {}
}
