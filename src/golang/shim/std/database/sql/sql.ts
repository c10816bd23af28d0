// Package database/sql: the generic SQL interface operators use to reach a database (DB, Conn, Tx,
// Rows, Row, Result, the Null* types, IsolationLevel/TxOptions, Named) over database/sql/driver. The
// lab registers no driver, so `sql.Open("pgx", dsn)` answers as Go does without the driver's import:
// `sql: unknown driver "pgx" (forgotten import?)`. A program that registers its own driver (an
// in-memory fake) gets the real package's behaviour over it: a pool of connections reused one at a
// time (idle ones kept up to SetMaxIdleConns, default 2), ErrBadConn retried on a fresh connection,
// the Exec/Query fast paths with Prepare as the fall-back, Scan's conversions and error messages.
// Not provided: prepared *Stmt values (Prepare/PrepareContext), ColumnTypes, RawBytes, cursors.
import type { ShimDefinition } from "../../../registry";

const source = `package sql

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"time"
)

var drivers = map[string]driver.Driver{}

// Register records driver under name for sql.Open; a nil driver or a name already taken panics.
func Register(name string, driver driver.Driver) {
	if driver == nil {
		panic("sql: Register driver is nil")
	}
	if _, dup := drivers[name]; dup {
		panic("sql: Register called twice for driver " + name)
	}
	drivers[name] = driver
}

// Drivers lists the names given to Register, in alphabetical order.
func Drivers() []string {
	list := make([]string, 0, len(drivers))
	for name := range drivers {
		list = append(list, name)
	}
	sort.Strings(list)
	return list
}

// ErrNoRows is what Row.Scan returns when the query behind QueryRow matched nothing.
var ErrNoRows = errors.New("sql: no rows in result set")

// ErrConnDone is what a Conn's methods return after Close gave the connection back.
var ErrConnDone = errors.New("sql: connection is already closed")

// ErrTxDone is what a Tx's methods return once Commit or Rollback has ended it.
var ErrTxDone = errors.New("sql: transaction has already been committed or rolled back")

var errDBClosed = errors.New("sql: database is closed")
var errRowsClosed = errors.New("sql: Rows are closed")
var errNilPtr = errors.New("destination pointer is nil")

// NamedArg passes a query argument by name (for a placeholder such as @id) instead of by position.
type NamedArg struct {
	_NamedFieldsRequired struct{}
	Name                 string
	Value                any
}

// Named is shorthand for NamedArg{Name: name, Value: value}.
func Named(name string, value any) NamedArg { return NamedArg{Name: name, Value: value} }

// IsolationLevel names the isolation a transaction asks the driver for (see TxOptions).
type IsolationLevel int

// The isolation levels BeginTx can request; which ones work is up to the driver.
const (
	LevelDefault IsolationLevel = iota
	LevelReadUncommitted
	LevelReadCommitted
	LevelWriteCommitted
	LevelRepeatableRead
	LevelSnapshot
	LevelSerializable
	LevelLinearizable
)

// String gives the level's readable name, such as "Read Committed".
func (i IsolationLevel) String() string {
	switch i {
	case LevelDefault:
		return "Default"
	case LevelReadUncommitted:
		return "Read Uncommitted"
	case LevelReadCommitted:
		return "Read Committed"
	case LevelWriteCommitted:
		return "Write Committed"
	case LevelRepeatableRead:
		return "Repeatable Read"
	case LevelSnapshot:
		return "Snapshot"
	case LevelSerializable:
		return "Serializable"
	case LevelLinearizable:
		return "Linearizable"
	}
	return "IsolationLevel(" + strconv.Itoa(int(i)) + ")"
}

// TxOptions is what BeginTx takes: the isolation level and whether the transaction only reads.
type TxOptions struct {
	Isolation IsolationLevel
	ReadOnly  bool
}

// Scanner is for destination types that convert a column value themselves when Rows.Scan or Row.Scan fills them.
type Scanner interface {
	Scan(src any) error
}

// NullString is a string column that can hold NULL; Valid says whether it did.
type NullString struct {
	String string
	Valid  bool // false when the column was NULL
}

// Scan stores a column value in ns; NULL clears it and sets Valid to false.
func (ns *NullString) Scan(value any) error {
	if value == nil {
		ns.String, ns.Valid = "", false
		return nil
	}
	ns.Valid = true
	return convertAssign(&ns.String, value)
}

// Value hands ns to a driver as an argument: nil when not Valid, else the string.
func (ns NullString) Value() (driver.Value, error) {
	if !ns.Valid {
		return nil, nil
	}
	return ns.String, nil
}

// NullInt64 is an int64 column that can hold NULL; Valid says whether it did.
type NullInt64 struct {
	Int64 int64
	Valid bool // false when the column was NULL
}

// Scan stores a column value in n; NULL clears it and sets Valid to false.
func (n *NullInt64) Scan(value any) error {
	if value == nil {
		n.Int64, n.Valid = 0, false
		return nil
	}
	n.Valid = true
	return convertAssign(&n.Int64, value)
}

// Value hands n to a driver as an argument: nil when not Valid, else the int64.
func (n NullInt64) Value() (driver.Value, error) {
	if !n.Valid {
		return nil, nil
	}
	return n.Int64, nil
}

// NullInt32 is an int32 column that can hold NULL; Valid says whether it did.
type NullInt32 struct {
	Int32 int32
	Valid bool // false when the column was NULL
}

// Scan stores a column value in n; NULL clears it and sets Valid to false.
func (n *NullInt32) Scan(value any) error {
	if value == nil {
		n.Int32, n.Valid = 0, false
		return nil
	}
	n.Valid = true
	return convertAssign(&n.Int32, value)
}

// Value hands n to a driver as an argument: nil when not Valid, else the number widened to int64.
func (n NullInt32) Value() (driver.Value, error) {
	if !n.Valid {
		return nil, nil
	}
	return int64(n.Int32), nil
}

// NullInt16 is an int16 column that can hold NULL; Valid says whether it did.
type NullInt16 struct {
	Int16 int16
	Valid bool // false when the column was NULL
}

// Scan stores a column value in n; NULL clears it, and Valid is true only when the conversion succeeded.
func (n *NullInt16) Scan(value any) error {
	if value == nil {
		n.Int16, n.Valid = 0, false
		return nil
	}
	err := convertAssign(&n.Int16, value)
	n.Valid = err == nil
	return err
}

// Value hands n to a driver as an argument: nil when not Valid, else the number widened to int64.
func (n NullInt16) Value() (driver.Value, error) {
	if !n.Valid {
		return nil, nil
	}
	return int64(n.Int16), nil
}

// NullFloat64 is a float64 column that can hold NULL; Valid says whether it did.
type NullFloat64 struct {
	Float64 float64
	Valid   bool // false when the column was NULL
}

// Scan stores a column value in n; NULL clears it and sets Valid to false.
func (n *NullFloat64) Scan(value any) error {
	if value == nil {
		n.Float64, n.Valid = 0, false
		return nil
	}
	n.Valid = true
	return convertAssign(&n.Float64, value)
}

// Value hands n to a driver as an argument: nil when not Valid, else the float64.
func (n NullFloat64) Value() (driver.Value, error) {
	if !n.Valid {
		return nil, nil
	}
	return n.Float64, nil
}

// NullBool is a boolean column that can hold NULL; Valid says whether it did.
type NullBool struct {
	Bool  bool
	Valid bool // false when the column was NULL
}

// Scan stores a column value in n; NULL clears it and sets Valid to false.
func (n *NullBool) Scan(value any) error {
	if value == nil {
		n.Bool, n.Valid = false, false
		return nil
	}
	n.Valid = true
	return convertAssign(&n.Bool, value)
}

// Value hands n to a driver as an argument: nil when not Valid, else the bool.
func (n NullBool) Value() (driver.Value, error) {
	if !n.Valid {
		return nil, nil
	}
	return n.Bool, nil
}

// NullTime is a timestamp column that can hold NULL; Valid says whether it did.
type NullTime struct {
	Time  time.Time
	Valid bool // false when the column was NULL
}

// Scan stores a column value in n; NULL clears it and sets Valid to false.
func (n *NullTime) Scan(value any) error {
	if value == nil {
		n.Time, n.Valid = time.Time{}, false
		return nil
	}
	n.Valid = true
	return convertAssign(&n.Time, value)
}

// Value hands n to a driver as an argument: nil when not Valid, else the time.Time.
func (n NullTime) Value() (driver.Value, error) {
	if !n.Valid {
		return nil, nil
	}
	return n.Time, nil
}

func strconvErr(err error) error {
	if ne, ok := err.(*strconv.NumError); ok {
		return ne.Err
	}
	return err
}

func asString(src any) string {
	switch v := src.(type) {
	case string:
		return v
	case []byte:
		return string(v)
	case int64:
		return strconv.FormatInt(v, 10)
	case float64:
		return strconv.FormatFloat(v, 'g', -1, 64)
	case bool:
		return strconv.FormatBool(v)
	}
	return fmt.Sprintf("%v", src)
}

func cloneBytes(b []byte) []byte {
	if b == nil {
		return nil
	}
	c := make([]byte, len(b))
	copy(c, b)
	return c
}

func nullTo(kind string, src any) error {
	return fmt.Errorf("converting NULL to %s is unsupported", kind)
}

func parseInt(src any, bits int, kind string) (int64, error) {
	if src == nil {
		return 0, nullTo(kind, src)
	}
	s := asString(src)
	i, err := strconv.ParseInt(s, 10, bits)
	if err != nil {
		return 0, fmt.Errorf("converting driver.Value type %T (%q) to a %s: %v", src, s, kind, strconvErr(err))
	}
	return i, nil
}

func parseUint(src any, bits int, kind string) (uint64, error) {
	if src == nil {
		return 0, nullTo(kind, src)
	}
	s := asString(src)
	u, err := strconv.ParseUint(s, 10, bits)
	if err != nil {
		return 0, fmt.Errorf("converting driver.Value type %T (%q) to a %s: %v", src, s, kind, strconvErr(err))
	}
	return u, nil
}

func parseFloat(src any, bits int, kind string) (float64, error) {
	if src == nil {
		return 0, nullTo(kind, src)
	}
	s := asString(src)
	f, err := strconv.ParseFloat(s, bits)
	if err != nil {
		return 0, fmt.Errorf("converting driver.Value type %T (%q) to a %s: %v", src, s, kind, strconvErr(err))
	}
	return f, nil
}

// convertAssign copies to dest the value in src (a driver.Value), converting it if possible.
func convertAssign(dest, src any) error {
	switch s := src.(type) {
	case string:
		switch d := dest.(type) {
		case *string:
			*d = s
			return nil
		case *[]byte:
			*d = []byte(s)
			return nil
		}
	case []byte:
		switch d := dest.(type) {
		case *string:
			*d = string(s)
			return nil
		case *any:
			*d = cloneBytes(s)
			return nil
		case *[]byte:
			*d = cloneBytes(s)
			return nil
		}
	case time.Time:
		switch d := dest.(type) {
		case *time.Time:
			*d = s
			return nil
		case *string:
			*d = s.Format(time.RFC3339Nano)
			return nil
		case *[]byte:
			*d = []byte(s.Format(time.RFC3339Nano))
			return nil
		}
	case nil:
		switch d := dest.(type) {
		case *any:
			*d = nil
			return nil
		case *[]byte:
			*d = nil
			return nil
		}
	}
	switch d := dest.(type) {
	case *string:
		switch src.(type) {
		case int64, float64, bool:
			*d = asString(src)
			return nil
		}
	case *[]byte:
		switch src.(type) {
		case int64, float64, bool:
			*d = []byte(asString(src))
			return nil
		}
	case *bool:
		bv, err := driver.Bool.ConvertValue(src)
		if err == nil {
			*d = bv.(bool)
		}
		return err
	case *any:
		*d = src
		return nil
	}
	if scanner, ok := dest.(Scanner); ok {
		return scanner.Scan(src)
	}
	var err error
	switch d := dest.(type) {
	case *int:
		var v int64
		v, err = parseInt(src, 64, "int")
		*d = int(v)
	case *int8:
		var v int64
		v, err = parseInt(src, 8, "int8")
		*d = int8(v)
	case *int16:
		var v int64
		v, err = parseInt(src, 16, "int16")
		*d = int16(v)
	case *int32:
		var v int64
		v, err = parseInt(src, 32, "int32")
		*d = int32(v)
	case *int64:
		*d, err = parseInt(src, 64, "int64")
	case *uint:
		var v uint64
		v, err = parseUint(src, 64, "uint")
		*d = uint(v)
	case *uint8:
		var v uint64
		v, err = parseUint(src, 8, "uint8")
		*d = uint8(v)
	case *uint16:
		var v uint64
		v, err = parseUint(src, 16, "uint16")
		*d = uint16(v)
	case *uint32:
		var v uint64
		v, err = parseUint(src, 32, "uint32")
		*d = uint32(v)
	case *uint64:
		*d, err = parseUint(src, 64, "uint64")
	case *float32:
		var v float64
		v, err = parseFloat(src, 32, "float32")
		*d = float32(v)
	case *float64:
		*d, err = parseFloat(src, 64, "float64")
	case *string:
		if src == nil {
			return nullTo("string", src)
		}
		return fmt.Errorf("unsupported Scan, storing driver.Value type %T into type %T", src, dest)
	case *time.Time:
		if src == nil {
			return nullTo("struct", src)
		}
		return fmt.Errorf("unsupported Scan, storing driver.Value type %T into type %T", src, dest)
	default:
		return fmt.Errorf("unsupported Scan, storing driver.Value type %T into type %T", src, dest)
	}
	return err
}

// driverArgs converts the arguments of Exec and Query to driver.NamedValues.
func driverArgs(ci driver.Conn, args []any) ([]driver.NamedValue, error) {
	nvargs := make([]driver.NamedValue, len(args))
	checker, _ := ci.(driver.NamedValueChecker)
	for n, arg := range args {
		nv := &nvargs[n]
		if np, ok := arg.(NamedArg); ok {
			arg = np.Value
			nv.Name = np.Name
		}
		nv.Ordinal = n + 1
		nv.Value = arg
		var err error
		if checker != nil {
			err = checker.CheckNamedValue(nv)
			if err == nil {
				continue
			}
			if err != driver.ErrSkip {
				return nil, err
			}
		}
		nv.Value, err = driver.DefaultParameterConverter.ConvertValue(arg)
		if err != nil {
			name := nv.Name
			if name == "" {
				name = fmt.Sprintf("$%d", nv.Ordinal)
			} else {
				name = fmt.Sprintf("with name %q", name)
			}
			return nil, fmt.Errorf("sql: converting argument %s type: %v", name, err)
		}
	}
	return nvargs, nil
}

func namedValueToValue(named []driver.NamedValue) ([]driver.Value, error) {
	dargs := make([]driver.Value, len(named))
	for n, param := range named {
		if len(param.Name) > 0 {
			return nil, errors.New("sql: driver does not support the use of Named Parameters")
		}
		dargs[n] = param.Value
	}
	return dargs, nil
}

type dsnConnector struct {
	dsn    string
	driver driver.Driver
}

func (t dsnConnector) Connect(_ context.Context) (driver.Conn, error) { return t.driver.Open(t.dsn) }
func (t dsnConnector) Driver() driver.Driver                          { return t.driver }

// DBStats is a snapshot of the pool's counters, as returned by DB.Stats.
type DBStats struct {
	MaxOpenConnections int // the SetMaxOpenConns limit (0: none)
	OpenConnections    int // connections open now, busy or idle
	InUse              int // connections handed out and not yet returned
	Idle               int // connections waiting in the pool

	WaitCount         int64         // always 0 in the lab: a request never waits for a free connection
	WaitDuration      time.Duration // always 0 in the lab, as WaitCount
	MaxIdleClosed     int64         // connections dropped because the idle pool was full
	MaxIdleTimeClosed int64         // always 0 in the lab: idle time is not enforced
	MaxLifetimeClosed int64         // always 0 in the lab: lifetime is not enforced
}

// DB is the handle sql.Open returns: a pool of driver connections that its methods borrow and give back.
type DB struct {
	connector     driver.Connector
	free          []driver.Conn
	numOpen       int
	maxIdle       int
	maxIdleSet    bool
	maxOpen       int
	maxIdleClosed int64
	closed        bool
	maxLifetime   time.Duration
	maxIdleTime   time.Duration
}

// OpenDB builds a DB around a driver.Connector, for drivers configured by value rather than by a DSN string.
func OpenDB(c driver.Connector) *DB { return &DB{connector: c} }

// Open finds the driver registered as driverName and returns a DB for dataSourceName; no connection is made until first use.
func Open(driverName, dataSourceName string) (*DB, error) {
	driveri, ok := drivers[driverName]
	if !ok {
		return nil, fmt.Errorf("sql: unknown driver %q (forgotten import?)", driverName)
	}
	if driverCtx, ok := driveri.(driver.DriverContext); ok {
		connector, err := driverCtx.OpenConnector(dataSourceName)
		if err != nil {
			return nil, err
		}
		return OpenDB(connector), nil
	}
	return OpenDB(dsnConnector{dsn: dataSourceName, driver: driveri}), nil
}

func (db *DB) maxIdleConns() int {
	if !db.maxIdleSet {
		return 2
	}
	return db.maxIdle
}

// conn returns a connection: an idle one (unless alwaysNew), else a new one from the connector.
func (db *DB) conn(ctx context.Context, alwaysNew bool) (driver.Conn, error) {
	if db.closed {
		return nil, errDBClosed
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if !alwaysNew && len(db.free) > 0 {
		c := db.free[0]
		db.free = db.free[1:]
		return c, nil
	}
	c, err := db.connector.Connect(ctx)
	if err != nil {
		return nil, err
	}
	db.numOpen++
	return c, nil
}

// putConn gives a connection back: kept idle, or closed when the idle pool is full or it went bad.
func (db *DB) putConn(c driver.Conn, err error) {
	if err == driver.ErrBadConn || db.closed || len(db.free) >= db.maxIdleConns() {
		if err != driver.ErrBadConn && !db.closed {
			db.maxIdleClosed++
		}
		c.Close()
		db.numOpen--
		return
	}
	db.free = append(db.free, c)
}

// retry runs op on a cached connection, retrying on driver.ErrBadConn, and finally on a new one.
func (db *DB) retry(op func(alwaysNew bool) error) error {
	var err error
	for i := 0; i < 2; i++ {
		err = op(false)
		if err != driver.ErrBadConn {
			return err
		}
	}
	return op(true)
}

// PingContext borrows (or opens) a connection and asks the driver whether it answers.
func (db *DB) PingContext(ctx context.Context) error {
	return db.retry(func(alwaysNew bool) error {
		c, err := db.conn(ctx, alwaysNew)
		if err != nil {
			return err
		}
		if p, ok := c.(driver.Pinger); ok {
			err = p.Ping(ctx)
		}
		db.putConn(c, err)
		return err
	})
}

// Ping is PingContext with context.Background().
func (db *DB) Ping() error { return db.PingContext(context.Background()) }

// Close shuts the idle connections and marks db closed, so later calls fail; a second Close does nothing.
func (db *DB) Close() error {
	if db.closed {
		return nil
	}
	var err error
	for _, c := range db.free {
		if e := c.Close(); e != nil && err == nil {
			err = e
		}
		db.numOpen--
	}
	db.free = nil
	db.closed = true
	return err
}

// SetMaxIdleConns limits how many unused connections db keeps (never more than the open limit); extras are closed now.
func (db *DB) SetMaxIdleConns(n int) {
	db.maxIdleSet = true
	if n < 0 {
		n = 0
	}
	if db.maxOpen > 0 && n > db.maxOpen {
		n = db.maxOpen
	}
	db.maxIdle = n
	for len(db.free) > n {
		c := db.free[len(db.free)-1]
		db.free = db.free[:len(db.free)-1]
		c.Close()
		db.numOpen--
		db.maxIdleClosed++
	}
}

// SetMaxOpenConns records an open-connection limit (0 or less: none) and lowers the idle cap to fit under it;
// the lab reports the limit in Stats but does not hold callers back when it is reached.
func (db *DB) SetMaxOpenConns(n int) {
	if n < 0 {
		n = 0
	}
	db.maxOpen = n
	if n > 0 && db.maxIdleConns() > n {
		db.SetMaxIdleConns(n)
	}
}

// SetConnMaxLifetime records how long a connection may live; the lab stores the value but does not close old connections.
func (db *DB) SetConnMaxLifetime(d time.Duration) { db.maxLifetime = d }

// SetConnMaxIdleTime records how long a connection may sit idle; the lab stores the value but does not act on it.
func (db *DB) SetConnMaxIdleTime(d time.Duration) { db.maxIdleTime = d }

// Stats reports the pool's current counters.
func (db *DB) Stats() DBStats {
	return DBStats{
		MaxOpenConnections: db.maxOpen,
		OpenConnections:    db.numOpen,
		InUse:              db.numOpen - len(db.free),
		Idle:               len(db.free),
		MaxIdleClosed:      db.maxIdleClosed,
	}
}

// Driver gives back the driver db was opened with.
func (db *DB) Driver() driver.Driver { return db.connector.Driver() }

func execDC(ctx context.Context, ci driver.Conn, query string, args []any) (Result, error) {
	nvdargs, err := driverArgs(ci, args)
	if err != nil {
		return nil, err
	}
	var resi driver.Result
	if ec, ok := ci.(driver.ExecerContext); ok {
		resi, err = ec.ExecContext(ctx, query, nvdargs)
	} else if e, ok := ci.(driver.Execer); ok {
		var dargs []driver.Value
		dargs, err = namedValueToValue(nvdargs)
		if err != nil {
			return nil, err
		}
		resi, err = e.Exec(query, dargs)
	} else {
		err = driver.ErrSkip
	}
	if err != driver.ErrSkip {
		if err != nil {
			return nil, err
		}
		return driverResult{resi}, nil
	}
	si, err := ci.Prepare(query)
	if err != nil {
		return nil, err
	}
	defer si.Close()
	if want := si.NumInput(); want != -1 && len(nvdargs) != want {
		return nil, fmt.Errorf("sql: expected %d arguments, got %d", want, len(nvdargs))
	}
	if sc, ok := si.(driver.StmtExecContext); ok {
		resi, err = sc.ExecContext(ctx, nvdargs)
	} else {
		var dargs []driver.Value
		dargs, err = namedValueToValue(nvdargs)
		if err != nil {
			return nil, err
		}
		resi, err = si.Exec(dargs)
	}
	if err != nil {
		return nil, err
	}
	return driverResult{resi}, nil
}

func queryDC(ctx context.Context, ci driver.Conn, release func(error), query string, args []any) (*Rows, error) {
	nvdargs, err := driverArgs(ci, args)
	if err != nil {
		release(err)
		return nil, err
	}
	var rowsi driver.Rows
	if qc, ok := ci.(driver.QueryerContext); ok {
		rowsi, err = qc.QueryContext(ctx, query, nvdargs)
	} else if q, ok := ci.(driver.Queryer); ok {
		var dargs []driver.Value
		dargs, err = namedValueToValue(nvdargs)
		if err != nil {
			release(err)
			return nil, err
		}
		rowsi, err = q.Query(query, dargs)
	} else {
		err = driver.ErrSkip
	}
	if err != driver.ErrSkip {
		if err != nil {
			release(err)
			return nil, err
		}
		return &Rows{rowsi: rowsi, release: release}, nil
	}
	si, err := ci.Prepare(query)
	if err != nil {
		release(err)
		return nil, err
	}
	if want := si.NumInput(); want != -1 && len(nvdargs) != want {
		si.Close()
		release(nil)
		return nil, fmt.Errorf("sql: expected %d arguments, got %d", want, len(nvdargs))
	}
	if sc, ok := si.(driver.StmtQueryContext); ok {
		rowsi, err = sc.QueryContext(ctx, nvdargs)
	} else {
		var dargs []driver.Value
		dargs, err = namedValueToValue(nvdargs)
		if err == nil {
			rowsi, err = si.Query(dargs)
		}
	}
	if err != nil {
		si.Close()
		release(err)
		return nil, err
	}
	return &Rows{rowsi: rowsi, release: func(err error) { si.Close(); release(err) }}, nil
}

// ExecContext runs a statement such as INSERT or UPDATE on a pooled connection and reports what it changed.
func (db *DB) ExecContext(ctx context.Context, query string, args ...any) (Result, error) {
	var res Result
	err := db.retry(func(alwaysNew bool) error {
		c, err := db.conn(ctx, alwaysNew)
		if err != nil {
			return err
		}
		res, err = execDC(ctx, c, query, args)
		db.putConn(c, err)
		return err
	})
	return res, err
}

// Exec is ExecContext with context.Background().
func (db *DB) Exec(query string, args ...any) (Result, error) {
	return db.ExecContext(context.Background(), query, args...)
}

// QueryContext runs a statement that yields rows (usually SELECT); close the Rows to give the connection back.
func (db *DB) QueryContext(ctx context.Context, query string, args ...any) (*Rows, error) {
	var rows *Rows
	err := db.retry(func(alwaysNew bool) error {
		c, err := db.conn(ctx, alwaysNew)
		if err != nil {
			return err
		}
		rows, err = queryDC(ctx, c, func(err error) { db.putConn(c, err) }, query, args)
		return err
	})
	return rows, err
}

// Query is QueryContext with context.Background().
func (db *DB) Query(query string, args ...any) (*Rows, error) {
	return db.QueryContext(context.Background(), query, args...)
}

// QueryRowContext runs a query whose first row is all you want; errors wait until Row.Scan.
func (db *DB) QueryRowContext(ctx context.Context, query string, args ...any) *Row {
	rows, err := db.QueryContext(ctx, query, args...)
	return &Row{rows: rows, err: err}
}

// QueryRow is QueryRowContext with context.Background().
func (db *DB) QueryRow(query string, args ...any) *Row {
	return db.QueryRowContext(context.Background(), query, args...)
}

func beginDC(ctx context.Context, ci driver.Conn, opts *TxOptions) (driver.Tx, error) {
	if cb, ok := ci.(driver.ConnBeginTx); ok {
		var dopts driver.TxOptions
		if opts != nil {
			dopts = driver.TxOptions{Isolation: driver.IsolationLevel(opts.Isolation), ReadOnly: opts.ReadOnly}
		}
		return cb.BeginTx(ctx, dopts)
	}
	if opts != nil {
		if opts.Isolation != LevelDefault {
			return nil, errors.New("sql: driver does not support non-default isolation level")
		}
		if opts.ReadOnly {
			return nil, errors.New("sql: driver does not support read-only transactions")
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return ci.Begin()
}

// BeginTx takes a connection from the pool and opens a transaction on it with the given options (nil: driver defaults).
func (db *DB) BeginTx(ctx context.Context, opts *TxOptions) (*Tx, error) {
	var tx *Tx
	err := db.retry(func(alwaysNew bool) error {
		c, err := db.conn(ctx, alwaysNew)
		if err != nil {
			return err
		}
		txi, err := beginDC(ctx, c, opts)
		if err != nil {
			db.putConn(c, err)
			return err
		}
		tx = &Tx{ci: c, txi: txi, ctx: ctx, release: func(err error) { db.putConn(c, err) }}
		return nil
	})
	return tx, err
}

// Begin is BeginTx with context.Background() and the driver's default options.
func (db *DB) Begin() (*Tx, error) { return db.BeginTx(context.Background(), nil) }

// Conn reserves one connection (idle or newly opened) for the caller until its Close.
func (db *DB) Conn(ctx context.Context) (*Conn, error) {
	var conn *Conn
	err := db.retry(func(alwaysNew bool) error {
		c, err := db.conn(ctx, alwaysNew)
		if err != nil {
			return err
		}
		conn = &Conn{db: db, ci: c}
		return nil
	})
	return conn, err
}

// Conn is one connection held out of the pool, for work that must stay on the same session.
type Conn struct {
	db     *DB
	ci     driver.Conn
	done   bool
	inUse  bool
	badErr error
}

func (c *Conn) grab(ctx context.Context) error {
	if c.done {
		return ErrConnDone
	}
	return ctx.Err()
}

func (c *Conn) noteErr(err error) {
	if err == driver.ErrBadConn {
		c.badErr = err
	}
}

// PingContext asks the driver whether this connection still works (no check when the driver cannot ping).
func (c *Conn) PingContext(ctx context.Context) error {
	if err := c.grab(ctx); err != nil {
		return err
	}
	var err error
	if p, ok := c.ci.(driver.Pinger); ok {
		err = p.Ping(ctx)
	}
	c.noteErr(err)
	return err
}

// ExecContext runs a statement that yields no rows on this one connection.
func (c *Conn) ExecContext(ctx context.Context, query string, args ...any) (Result, error) {
	if err := c.grab(ctx); err != nil {
		return nil, err
	}
	res, err := execDC(ctx, c.ci, query, args)
	c.noteErr(err)
	return res, err
}

// QueryContext runs a row-yielding statement on this one connection.
func (c *Conn) QueryContext(ctx context.Context, query string, args ...any) (*Rows, error) {
	if err := c.grab(ctx); err != nil {
		return nil, err
	}
	return queryDC(ctx, c.ci, c.noteErr, query, args)
}

// QueryRowContext runs a query on this connection and keeps only its first row for Row.Scan.
func (c *Conn) QueryRowContext(ctx context.Context, query string, args ...any) *Row {
	rows, err := c.QueryContext(ctx, query, args...)
	return &Row{rows: rows, err: err}
}

// BeginTx opens a transaction on this one connection.
func (c *Conn) BeginTx(ctx context.Context, opts *TxOptions) (*Tx, error) {
	if err := c.grab(ctx); err != nil {
		return nil, err
	}
	txi, err := beginDC(ctx, c.ci, opts)
	if err != nil {
		c.noteErr(err)
		return nil, err
	}
	return &Tx{ci: c.ci, txi: txi, ctx: ctx, release: c.noteErr}, nil
}

// Raw hands the driver's own connection to f; do not keep it after f returns.
func (c *Conn) Raw(f func(driverConn any) error) error {
	if c.done {
		return ErrConnDone
	}
	return f(c.ci)
}

// Close gives the connection back to db's pool; using c afterwards returns ErrConnDone.
func (c *Conn) Close() error {
	if c.done {
		return ErrConnDone
	}
	c.done = true
	c.db.putConn(c.ci, c.badErr)
	return nil
}

// Tx is a transaction started by BeginTx; it ends with exactly one Commit or Rollback.
type Tx struct {
	ci      driver.Conn
	txi     driver.Tx
	ctx     context.Context
	done    bool
	release func(error)
}

func (tx *Tx) grab(ctx context.Context) error {
	if tx.done {
		return ErrTxDone
	}
	if err := tx.ctx.Err(); err != nil {
		return err
	}
	return ctx.Err()
}

// Commit makes the transaction's changes permanent (if its context is already done, it rolls back instead).
func (tx *Tx) Commit() error {
	if err := tx.ctx.Err(); err != nil && !tx.done {
		tx.Rollback()
		return err
	}
	if tx.done {
		return ErrTxDone
	}
	tx.done = true
	err := tx.txi.Commit()
	tx.release(err)
	return err
}

// Rollback discards the transaction's changes; calling it after the end returns ErrTxDone.
func (tx *Tx) Rollback() error {
	if tx.done {
		return ErrTxDone
	}
	tx.done = true
	err := tx.txi.Rollback()
	tx.release(err)
	return err
}

// ExecContext runs a statement that yields no rows inside the transaction.
func (tx *Tx) ExecContext(ctx context.Context, query string, args ...any) (Result, error) {
	if err := tx.grab(ctx); err != nil {
		return nil, err
	}
	return execDC(ctx, tx.ci, query, args)
}

// Exec is the transaction's ExecContext with context.Background().
func (tx *Tx) Exec(query string, args ...any) (Result, error) {
	return tx.ExecContext(context.Background(), query, args...)
}

// QueryContext runs a row-yielding statement inside the transaction.
func (tx *Tx) QueryContext(ctx context.Context, query string, args ...any) (*Rows, error) {
	if err := tx.grab(ctx); err != nil {
		return nil, err
	}
	return queryDC(ctx, tx.ci, func(error) {}, query, args)
}

// Query is the transaction's QueryContext with context.Background().
func (tx *Tx) Query(query string, args ...any) (*Rows, error) {
	return tx.QueryContext(context.Background(), query, args...)
}

// QueryRowContext runs a query inside the transaction and keeps only its first row.
func (tx *Tx) QueryRowContext(ctx context.Context, query string, args ...any) *Row {
	rows, err := tx.QueryContext(ctx, query, args...)
	return &Row{rows: rows, err: err}
}

// QueryRow is the transaction's QueryRowContext with context.Background().
func (tx *Tx) QueryRow(query string, args ...any) *Row {
	return tx.QueryRowContext(context.Background(), query, args...)
}

// Result is what Exec reports: the id of an inserted row and how many rows changed, when the driver knows them.
type Result interface {
	LastInsertId() (int64, error)
	RowsAffected() (int64, error)
}

type driverResult struct {
	resi driver.Result
}

func (dr driverResult) LastInsertId() (int64, error) { return dr.resi.LastInsertId() }
func (dr driverResult) RowsAffected() (int64, error) { return dr.resi.RowsAffected() }

// Rows walks a query's result; call Next before reading the first row, and Close when done.
type Rows struct {
	rowsi    driver.Rows
	release  func(error)
	closed   bool
	lastcols []driver.Value
	lasterr  error
}

// Next moves to the following row and tells whether there is one; false also closes the Rows (see Err).
func (rs *Rows) Next() bool {
	if rs.closed {
		return false
	}
	if rs.lastcols == nil {
		rs.lastcols = make([]driver.Value, len(rs.rowsi.Columns()))
	}
	rs.lasterr = rs.rowsi.Next(rs.lastcols)
	if rs.lasterr != nil {
		rs.close(rs.lasterr)
		return false
	}
	return true
}

// NextResultSet moves to the query's next result set and says whether there is one; the lab's drivers
// give one set per query.
func (rs *Rows) NextResultSet() bool {
	rs.close(nil)
	return false
}

// Err tells why Next stopped: nil when the rows simply ran out.
func (rs *Rows) Err() error {
	if rs.lasterr == io.EOF {
		return nil
	}
	return rs.lasterr
}

// Columns lists the result's column names in order.
func (rs *Rows) Columns() ([]string, error) {
	if rs.closed {
		return nil, rs.lasterrOrErrLocked(errRowsClosed)
	}
	return rs.rowsi.Columns(), nil
}

func (rs *Rows) lasterrOrErrLocked(err error) error {
	if rs.lasterr != nil && rs.lasterr != io.EOF {
		return rs.lasterr
	}
	return err
}

// Scan converts each column of the current row into the matching pointer in dest (one pointer per column).
func (rs *Rows) Scan(dest ...any) error {
	if rs.closed {
		return rs.lasterrOrErrLocked(errRowsClosed)
	}
	if rs.lastcols == nil {
		return errors.New("sql: Scan called without calling Next")
	}
	if len(dest) != len(rs.lastcols) {
		return fmt.Errorf("sql: expected %d destination arguments in Scan, not %d", len(rs.lastcols), len(dest))
	}
	for i, sv := range rs.lastcols {
		if err := convertAssign(dest[i], sv); err != nil {
			return fmt.Errorf("sql: Scan error on column index %d, name %q: %w", i, rs.rowsi.Columns()[i], err)
		}
	}
	return nil
}

// Close ends the walk early and gives the connection back; it is safe to call more than once.
func (rs *Rows) Close() error { return rs.close(nil) }

func (rs *Rows) close(err error) error {
	if rs.closed {
		return nil
	}
	rs.closed = true
	if rs.lasterr == nil {
		rs.lasterr = err
	}
	err = rs.rowsi.Close()
	rs.release(err)
	return err
}

// Row holds what QueryRow got back: the first row, or the error, both read through Scan.
type Row struct {
	err  error
	rows *Rows
}

// Scan fills dest from the first row, or returns the query's error, or ErrNoRows when there was no row.
func (r *Row) Scan(dest ...any) error {
	if r.err != nil {
		return r.err
	}
	defer r.rows.Close()
	if !r.rows.Next() {
		if err := r.rows.Err(); err != nil {
			return err
		}
		return ErrNoRows
	}
	if err := r.rows.Scan(dest...); err != nil {
		return err
	}
	return r.rows.Close()
}

// Err gives the query's error without scanning (nil when the query itself ran).
func (r *Row) Err() error { return r.err }
`;

/** sqlPackage is the standard library's database/sql. */
export const sqlPackage: ShimDefinition = { path: "database/sql", source, natives: {} };
