// Package database/sql/driver: the interfaces a database driver implements for database/sql (Driver,
// Connector, Conn, Stmt, Tx, Rows, Result and their Context/optional variants), Value and Valuer,
// NamedValue, the Bool/Int32/String/DefaultParameterConverter value converters and ErrBadConn/ErrSkip.
// The lab registers no driver: a program that registers its own (an in-memory fake, as tests do) gets
// database/sql's real behaviour over it.
import type { ShimDefinition } from "../../../../registry";
import { under } from "../../../../../check/types";
import type { Iface } from "../../../../native";
import { goString } from "../../../../native";

/** kind names a dynamic type's kind as reflect.Kind.String does. */
function kind(v: Iface | null): string {
  if (v === null) return "invalid";
  const u = under(v.t);
  switch (u.k) {
    case "basic":
      return u.kind;
    case "pointer":
      return "ptr";
    default:
      return u.k;
  }
}

const source = `package driver

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"
)

// Value is any of the types every driver accepts and returns: nil, int64, float64, bool, []byte,
// string or time.Time.
type Value any

// NamedValue is one query argument: its name (empty when positional), its 1-based position and its value.
type NamedValue struct {
	Name    string
	Ordinal int
	Value   Value
}

// Driver is what a database driver registers with database/sql: something that opens a Conn from a
// data source name.
type Driver interface {
	Open(name string) (Conn, error)
}

// DriverContext enhances the Driver interface by returning a Connector rather than a single Conn.
type DriverContext interface {
	OpenConnector(name string) (Connector, error)
}

// A Connector is a driver with its settings already fixed: each Connect opens another Conn like the others.
type Connector interface {
	Connect(context.Context) (Conn, error)
	Driver() Driver
}

// ErrSkip lets a method of an optional interface decline a call, so that database/sql falls back to
// the plain path.
var ErrSkip = errors.New("driver: skip fast-path; continue as if unimplemented")

// ErrBadConn tells database/sql that the Conn is broken and should be dropped (and the call tried again
// on another connection).
var ErrBadConn = errors.New("driver: bad connection")

// Pinger is implemented by a Conn that can check it is still alive.
type Pinger interface {
	Ping(ctx context.Context) error
}

// Execer lets a Conn run a statement directly, without preparing it first.
type Execer interface {
	Exec(query string, args []Value) (Result, error)
}

// ExecerContext is the context-aware form of Execer, taking named arguments.
type ExecerContext interface {
	ExecContext(ctx context.Context, query string, args []NamedValue) (Result, error)
}

// Queryer lets a Conn run a query directly, without preparing it first.
type Queryer interface {
	Query(query string, args []Value) (Rows, error)
}

// QueryerContext is the context-aware form of Queryer, taking named arguments.
type QueryerContext interface {
	QueryContext(ctx context.Context, query string, args []NamedValue) (Rows, error)
}

// Conn is one open session with a database; database/sql hands it to one goroutine at a time.
type Conn interface {
	Prepare(query string) (Stmt, error)
	Close() error
	Begin() (Tx, error)
}

// ConnPrepareContext is a Conn that can prepare a statement under a context.
type ConnPrepareContext interface {
	PrepareContext(ctx context.Context, query string) (Stmt, error)
}

// IsolationLevel names the isolation a transaction asks for (a database/sql level number).
type IsolationLevel int

// TxOptions carries the isolation level and read-only flag asked for when a transaction begins.
type TxOptions struct {
	Isolation IsolationLevel
	ReadOnly  bool
}

// ConnBeginTx is a Conn that can begin a transaction under a context with TxOptions.
type ConnBeginTx interface {
	BeginTx(ctx context.Context, opts TxOptions) (Tx, error)
}

// SessionResetter is an optional Conn method, called before a pooled connection is reused, that
// clears what the previous user left in the session.
type SessionResetter interface {
	ResetSession(ctx context.Context) error
}

// Validator is an optional Conn method: IsValid false tells database/sql to drop the connection
// instead of reusing it.
type Validator interface {
	IsValid() bool
}

// Result reports what an Exec did: the last generated id and the count of rows it touched.
type Result interface {
	LastInsertId() (int64, error)
	RowsAffected() (int64, error)
}

// Stmt is a statement prepared on one Conn and used by one goroutine at a time.
type Stmt interface {
	Close() error
	NumInput() int
	Exec(args []Value) (Result, error)
	Query(args []Value) (Rows, error)
}

// StmtExecContext is a Stmt whose Exec takes a context and named arguments.
type StmtExecContext interface {
	ExecContext(ctx context.Context, args []NamedValue) (Result, error)
}

// StmtQueryContext is a Stmt whose Query takes a context and named arguments.
type StmtQueryContext interface {
	QueryContext(ctx context.Context, args []NamedValue) (Rows, error)
}

// NamedValueChecker is an optional method of a Conn or Stmt that checks, and may convert, each
// argument before it reaches the driver.
type NamedValueChecker interface {
	CheckNamedValue(*NamedValue) error
}

// Rows walks the result rows of a query one by one, filling dest on each Next.
type Rows interface {
	Columns() []string
	Close() error
	Next(dest []Value) error
}

// Tx is a transaction.
type Tx interface {
	Commit() error
	Rollback() error
}

// RowsAffected is a ready-made Result for a statement that changed rows: it holds their count and
// has no insert id.
type RowsAffected int64

// LastInsertId returns an error: RowsAffected has no insert id.
func (RowsAffected) LastInsertId() (int64, error) {
	return 0, errors.New("LastInsertId is not supported by this driver")
}

// RowsAffected gives the count that v holds.
func (v RowsAffected) RowsAffected() (int64, error) { return int64(v), nil }

type noRows struct{}

func (noRows) LastInsertId() (int64, error) {
	return 0, errors.New("no LastInsertId available after DDL statement")
}

func (noRows) RowsAffected() (int64, error) {
	return 0, errors.New("no RowsAffected available after DDL statement")
}

// ResultNoRows is a ready-made Result for a statement that changes no rows, such as one that creates
// a table: both of its methods return an error.
var ResultNoRows noRows

// Valuer is a type that can turn itself into a driver Value.
type Valuer interface {
	Value() (Value, error)
}

// ValueConverter turns an arbitrary Go value into a driver Value (or fails).
type ValueConverter interface {
	ConvertValue(v any) (Value, error)
}

type boolType struct{}

// Bool converts common spellings of truth (bools, 1/0, "true"/"false" and the like) into a bool Value.
var Bool boolType

func (boolType) String() string { return "Bool" }

func (boolType) ConvertValue(src any) (Value, error) {
	switch s := src.(type) {
	case bool:
		return s, nil
	case string:
		b, err := strconv.ParseBool(s)
		if err != nil {
			return nil, fmt.Errorf("sql/driver: couldn't convert %q into type bool", s)
		}
		return b, nil
	case []byte:
		b, err := strconv.ParseBool(string(s))
		if err != nil {
			return nil, fmt.Errorf("sql/driver: couldn't convert %q into type bool", s)
		}
		return b, nil
	case int64:
		if s == 1 || s == 0 {
			return s == 1, nil
		}
		return nil, fmt.Errorf("sql/driver: couldn't convert %d into type bool", s)
	case int:
		if s == 1 || s == 0 {
			return s == 1, nil
		}
		return nil, fmt.Errorf("sql/driver: couldn't convert %d into type bool", s)
	}
	return nil, fmt.Errorf("sql/driver: couldn't convert %v (%T) into type bool", src, src)
}

type stringType struct{}

// String is a converter that converts its input to a string.
var String stringType

func (stringType) ConvertValue(v any) (Value, error) {
	switch v.(type) {
	case string, []byte:
		return v, nil
	}
	return fmt.Sprintf("%v", v), nil
}

// IsValue tells whether v already has one of the types a driver Value may hold.
func IsValue(v any) bool {
	switch v.(type) {
	case nil, []byte, bool, float64, int64, string, time.Time:
		return true
	}
	return false
}

type defaultConverter struct{}

// DefaultParameterConverter is the ValueConverter used for a Stmt without ColumnConverter: it keeps a
// value that IsValue accepts, asks a Valuer for its value, widens other integers to int64 and float32
// to float64, and follows pointers to basic kinds (a nil pointer gives nil).
var DefaultParameterConverter defaultConverter

func (defaultConverter) ConvertValue(v any) (Value, error) {
	if IsValue(v) {
		return v, nil
	}
	switch vr := v.(type) {
	case Valuer:
		sv, err := vr.Value()
		if err != nil {
			return nil, err
		}
		if !IsValue(sv) {
			return nil, fmt.Errorf("non-Value type %T returned from Value", sv)
		}
		return sv, nil
	case int:
		return int64(vr), nil
	case int8:
		return int64(vr), nil
	case int16:
		return int64(vr), nil
	case int32:
		return int64(vr), nil
	case uint:
		return int64(vr), nil
	case uint8:
		return int64(vr), nil
	case uint16:
		return int64(vr), nil
	case uint32:
		return int64(vr), nil
	case uint64:
		if vr >= 1<<63 {
			return nil, fmt.Errorf("uint64 values with high bit set are not supported")
		}
		return int64(vr), nil
	case float32:
		return float64(vr), nil
	case *string:
		if vr == nil {
			return nil, nil
		}
		return *vr, nil
	case *int64:
		if vr == nil {
			return nil, nil
		}
		return *vr, nil
	case *int:
		if vr == nil {
			return nil, nil
		}
		return int64(*vr), nil
	case *bool:
		if vr == nil {
			return nil, nil
		}
		return *vr, nil
	case *float64:
		if vr == nil {
			return nil, nil
		}
		return *vr, nil
	case *time.Time:
		if vr == nil {
			return nil, nil
		}
		return *vr, nil
	case []string:
		return nil, fmt.Errorf("unsupported type %T, a slice of string", v)
	case map[string]any:
		return nil, fmt.Errorf("unsupported type %T, a map", v)
	}
	return nil, fmt.Errorf("unsupported type %T, a %s", v, kindOf(v))
}

func kindOf(v any) string
`;

/** driverPackage is the standard library's database/sql/driver. */
export const driverPackage: ShimDefinition = {
  path: "database/sql/driver",
  source,
  natives: { kindOf: (v: Iface | null) => goString(kind(v)) },
};
