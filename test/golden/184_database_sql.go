package main

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
)

// memDriver is an in-memory driver as an operator's tests would register: one table of roles.
type memDriver struct{ log *[]string }

type memConn struct {
	id   int
	log  *[]string
	data map[string][]driver.Value
	bad  bool
}

var opened int
var table = map[string][]driver.Value{}

func (d memDriver) Open(dsn string) (driver.Conn, error) {
	if dsn == "refuse" {
		return nil, errors.New("connection refused")
	}
	opened++
	*d.log = append(*d.log, fmt.Sprintf("open %d %s", opened, dsn))
	return &memConn{id: opened, log: d.log, data: table}, nil
}

func (c *memConn) Prepare(q string) (driver.Stmt, error) { return &memStmt{c: c, q: q}, nil }
func (c *memConn) Close() error {
	*c.log = append(*c.log, fmt.Sprintf("close %d", c.id))
	return nil
}
func (c *memConn) Begin() (driver.Tx, error) {
	*c.log = append(*c.log, fmt.Sprintf("begin on %d", c.id))
	return memTx{c}, nil
}
func (c *memConn) Ping(ctx context.Context) error {
	if c.bad {
		return driver.ErrBadConn
	}
	return nil
}

func (c *memConn) ExecContext(ctx context.Context, q string, args []driver.NamedValue) (driver.Result, error) {
	*c.log = append(*c.log, fmt.Sprintf("exec on %d: %s %v", c.id, q, values(args)))
	if strings.HasPrefix(q, "INSERT") {
		c.data[args[0].Value.(string)] = []driver.Value{args[0].Value, args[1].Value, args[2].Value, args[3].Value}
		return driver.RowsAffected(1), nil
	}
	if strings.HasPrefix(q, "DROP") {
		n := len(c.data)
		for k := range c.data {
			delete(c.data, k)
		}
		return driver.RowsAffected(n), nil
	}
	if q == "BREAK" {
		c.bad = true
		return nil, driver.ErrBadConn
	}
	return nil, fmt.Errorf("syntax error at or near %q", q)
}

func values(args []driver.NamedValue) []string {
	var out []string
	for _, a := range args {
		out = append(out, fmt.Sprintf("%d:%s=%T(%v)", a.Ordinal, a.Name, a.Value, a.Value))
	}
	return out
}

type memStmt struct {
	c *memConn
	q string
}

func (s *memStmt) Close() error                                    { return nil }
func (s *memStmt) NumInput() int                                   { return strings.Count(s.q, "$") }
func (s *memStmt) Exec(args []driver.Value) (driver.Result, error) { return nil, errors.New("unused") }
func (s *memStmt) Query(args []driver.Value) (driver.Rows, error) {
	*s.c.log = append(*s.c.log, fmt.Sprintf("query on %d: %s %v", s.c.id, s.q, args))
	rows := &memRows{cols: []string{"name", "login", "conns", "valid_until"}}
	if strings.HasPrefix(s.q, "SELECT count") {
		return &memRows{cols: []string{"count"}, rows: [][]driver.Value{{int64(len(s.c.data))}}}, nil
	}
	for _, name := range []string{"alice", "bob", "carol"} {
		if r, ok := s.c.data[name]; ok && (len(args) == 0 || args[0] == name) {
			rows.rows = append(rows.rows, r)
		}
	}
	return rows, nil
}

type memRows struct {
	cols []string
	rows [][]driver.Value
}

func (r *memRows) Columns() []string { return r.cols }
func (r *memRows) Close() error      { return nil }
func (r *memRows) Next(dest []driver.Value) error {
	if len(r.rows) == 0 {
		return io.EOF
	}
	copy(dest, r.rows[0])
	r.rows = r.rows[1:]
	return nil
}

type memTx struct{ c *memConn }

func (t memTx) Commit() error {
	*t.c.log = append(*t.c.log, fmt.Sprintf("commit on %d", t.c.id))
	return nil
}
func (t memTx) Rollback() error {
	*t.c.log = append(*t.c.log, fmt.Sprintf("rollback on %d", t.c.id))
	return nil
}

type role struct{ name string }

func (r role) Value() (driver.Value, error) { return "role:" + r.name, nil }

// database/sql as cloudnative-pg's managed-role and database reconcilers use it, over a fake driver:
// Open without the driver's import, the pool, Exec/QueryRow/Query with Scan's conversions, Null types,
// transactions and a dedicated Conn.
func main() {
	db, err := sql.Open("pgx", "host=cluster-rw dbname=app")
	fmt.Println(db == nil, err, sql.Drivers())

	var log []string
	sql.Register("mem", memDriver{&log})
	fmt.Println(sql.Drivers())
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		sql.Register("mem", memDriver{&log})
	}()

	db, err = sql.Open("mem", "app")
	fmt.Println(err, opened)
	ctx := context.Background()
	fmt.Println(db.PingContext(ctx), opened)
	until := time.Date(2030, 1, 2, 3, 4, 5, 0, time.UTC)
	res, err := db.ExecContext(ctx, "INSERT role", "alice", true, 10, until)
	n, _ := res.RowsAffected()
	_, lerr := res.LastInsertId()
	fmt.Println(n, err, lerr)
	db.Exec("INSERT role", "bob", false, int8(-1), nil)
	db.ExecContext(ctx, "INSERT role", "carol", sql.NullBool{}, uint16(7), sql.NullString{String: "x", Valid: true})
	_, err = db.ExecContext(ctx, "INSERT role", "dave", role{"x"}, []string{"a"}, 1)
	fmt.Println(err)
	_, err = db.ExecContext(ctx, "INSERT role", sql.Named("name", "erin"), role{"admin"}, 1.5, "")
	fmt.Println(err)
	_, err = db.ExecContext(ctx, "UPDATE nothing")
	fmt.Println(err)

	var name string
	var login bool
	var conns int
	var validUntil sql.NullTime
	err = db.QueryRowContext(ctx, "SELECT * FROM roles WHERE name = $1", "alice").Scan(&name, &login, &conns, &validUntil)
	fmt.Println(err, name, login, conns, validUntil.Valid, validUntil.Time.Year())
	var ns sql.NullString
	var conns8 sql.NullInt64
	var until2 any
	err = db.QueryRow("SELECT * FROM roles WHERE name = $1", "bob").Scan(&name, &ns, &conns8, &until2)
	fmt.Println(err, name, ns, conns8, until2)
	err = db.QueryRow("SELECT * FROM roles WHERE name = $1", "nobody").Scan(&name)
	fmt.Println(err, err == sql.ErrNoRows, errors.Is(err, sql.ErrNoRows))
	var count int64
	fmt.Println(db.QueryRow("SELECT count(*) FROM roles").Scan(&count), count)
	err = db.QueryRow("SELECT * FROM roles WHERE name = $1", "carol").Scan(&name, &login, &conns, &validUntil)
	fmt.Println(err)
	err = db.QueryRow("SELECT * FROM roles WHERE name = $1", "bob").Scan(&name, &login, &conns, &name)
	fmt.Println(err)
	err = db.QueryRow("SELECT * FROM roles WHERE name = $1", "alice").Scan(&name)
	fmt.Println(err)
	err = db.QueryRow("SELECT * FROM roles WHERE name = $1").Scan(&name)
	fmt.Println(err)
	var u8 uint8
	var f float64
	var s string
	err = db.QueryRow("SELECT * FROM roles WHERE name = $1", "alice").Scan(&s, &s, &f, &s)
	fmt.Println(err, s, f)
	err = db.QueryRow("SELECT * FROM roles WHERE name = $1", "alice").Scan(&s, &u8, &u8, &s)
	fmt.Println(err)

	rows, err := db.QueryContext(ctx, "SELECT * FROM roles")
	cols, _ := rows.Columns()
	fmt.Println(err, cols)
	for rows.Next() {
		var name string
		var login, conns, until any
		if err := rows.Scan(&name, &login, &conns, &until); err != nil {
			fmt.Println(err)
		}
		fmt.Printf("%s %T %v %T\n", name, login, conns, until)
	}
	fmt.Println(rows.Err(), rows.Close(), rows.Next(), rows.Scan(&name))

	tx, err := db.BeginTx(ctx, nil)
	fmt.Println(err)
	tx.ExecContext(ctx, "DROP roles")
	fmt.Println(tx.Commit(), tx.Commit(), tx.Rollback())
	_, err = tx.Exec("INSERT role")
	fmt.Println(err)
	_, err = db.BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelSerializable})
	fmt.Println(err, sql.LevelSerializable, sql.LevelReadCommitted, sql.IsolationLevel(9))
	tx, _ = db.Begin()
	fmt.Println(tx.Rollback())

	conn, err := db.Conn(ctx)
	fmt.Println(err, conn.PingContext(ctx))
	fmt.Println(conn.Raw(func(c any) error { fmt.Printf("%T\n", c); return nil }))
	fmt.Println(conn.Close(), conn.Close(), conn.PingContext(ctx))
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	fmt.Println(db.PingContext(cctx))
	_, err = db.ExecContext(ctx, "BREAK")
	fmt.Println(err, opened)
	st := db.Stats()
	fmt.Println(st.OpenConnections, st.Idle, st.InUse)
	db.SetMaxIdleConns(0)
	fmt.Println(db.Stats().OpenConnections, db.Close(), db.Ping(), db.Close())
	bad, _ := sql.Open("mem", "refuse")
	fmt.Println(bad.Ping())
	fmt.Println(strings.Join(log, "\n"))
}

// Output:
// true sql: unknown driver "pgx" (forgotten import?) []
// [mem]
// recovered: sql: Register called twice for driver mem
// <nil> 0
// <nil> 1
// 1 <nil> LastInsertId is not supported by this driver
// sql: converting argument $3 type: unsupported type []string, a slice of string
// <nil>
// syntax error at or near "UPDATE nothing"
// <nil> alice true 10 true 2030
// <nil> bob {false true} {-1 true} <nil>
// sql: no rows in result set true true
// <nil> 4
// sql: Scan error on column index 1, name "login": sql/driver: couldn't convert <nil> (<nil>) into type bool
// sql: Scan error on column index 3, name "valid_until": converting NULL to string is unsupported
// sql: expected 4 destination arguments in Scan, not 1
// sql: expected 1 arguments, got 0
// <nil> 2030-01-02T03:04:05Z 10
// sql: Scan error on column index 1, name "login": converting driver.Value type bool ("true") to a uint8: invalid syntax
// <nil> [name login conns valid_until]
// alice bool 10 time.Time
// bob bool -1 <nil>
// carol <nil> 7 string
// <nil> <nil> false sql: Rows are closed
// <nil>
// <nil> sql: transaction has already been committed or rolled back sql: transaction has already been committed or rolled back
// sql: transaction has already been committed or rolled back
// sql: driver does not support non-default isolation level Serializable Read Committed IsolationLevel(9)
// <nil>
// <nil> <nil>
// *main.memConn
// <nil>
// <nil> sql: connection is already closed sql: connection is already closed
// context canceled
// driver: bad connection 3
// 0 0 0
// 0 <nil> sql: database is closed <nil>
// connection refused
// open 1 app
// exec on 1: INSERT role [1:=string(alice) 2:=bool(true) 3:=int64(10) 4:=time.Time(2030-01-02 03:04:05 +0000 UTC)]
// exec on 1: INSERT role [1:=string(bob) 2:=bool(false) 3:=int64(-1) 4:=<nil>(<nil>)]
// exec on 1: INSERT role [1:=string(carol) 2:=<nil>(<nil>) 3:=int64(7) 4:=string(x)]
// exec on 1: INSERT role [1:name=string(erin) 2:=string(role:admin) 3:=float64(1.5) 4:=string()]
// exec on 1: UPDATE nothing []
// query on 1: SELECT * FROM roles WHERE name = $1 [alice]
// query on 1: SELECT * FROM roles WHERE name = $1 [bob]
// query on 1: SELECT * FROM roles WHERE name = $1 [nobody]
// query on 1: SELECT count(*) FROM roles []
// query on 1: SELECT * FROM roles WHERE name = $1 [carol]
// query on 1: SELECT * FROM roles WHERE name = $1 [bob]
// query on 1: SELECT * FROM roles WHERE name = $1 [alice]
// query on 1: SELECT * FROM roles WHERE name = $1 [alice]
// query on 1: SELECT * FROM roles WHERE name = $1 [alice]
// query on 1: SELECT * FROM roles []
// begin on 1
// exec on 1: DROP roles []
// commit on 1
// begin on 1
// rollback on 1
// exec on 1: BREAK []
// close 1
// open 2 app
// exec on 2: BREAK []
// close 2
// open 3 app
// exec on 3: BREAK []
// close 3
