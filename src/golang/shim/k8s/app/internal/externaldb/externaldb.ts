// Package example.com/app/internal/externaldb: a simulated database outside the cluster (the
// manager's db), for exercises on external resources and finalizers.
import type { ShimDefinition } from "../../../../registry";
import { processOf } from "../../../bridge";
import { jsString } from "../../../../native";
import { goError, callSite } from "../../../goerrors";

export const EXTERNALDB_PATH = "example.com/app/internal/externaldb";

const dbSource = `package externaldb

import "context"

// Client talks to the external database service; the lab gives each manager process one.
type Client struct {
	id int
}

// Ensure creates the database name if it does not exist yet (idempotent).
func (c *Client) Ensure(ctx context.Context, name string) error

// Delete deletes the database name; a database that does not exist is not an error.
func (c *Client) Delete(ctx context.Context, name string) error

// Exists reports whether the database name exists.
func (c *Client) Exists(ctx context.Context, name string) (bool, error)
`;

function dbOf(c: { id: number } | null) {
  if (c === null) return undefined;
  const db = processOf(c.id).mgr.db;
  return db;
}

function guardDB<T>(fn: () => T, fallback: T): [T, unknown] {
  try {
    return [fn(), null];
  } catch (e) {
    if ((e as Error)?.name === "ProcessCrash") throw e;
    return [fallback, goError((e as Error).message)];
  }
}

/** externaldbPackage is example.com/app/internal/externaldb. */
export const externaldbPackage: ShimDefinition = {
  path: EXTERNALDB_PATH,
  source: dbSource,
  natives: {
    "Client.Ensure": (c: { id: number } | null, _ctx: unknown, name: string) => {
      const db = dbOf(c);
      if (!db) return goError("externaldb: client is nil");
      callSite();
      return guardDB(() => db.ensure(jsString(name)), undefined)[1];
    },
    "Client.Delete": (c: { id: number } | null, _ctx: unknown, name: string) => {
      const db = dbOf(c);
      if (!db) return goError("externaldb: client is nil");
      callSite();
      return guardDB(() => db.delete(jsString(name)), undefined)[1];
    },
    "Client.Exists": (c: { id: number } | null, _ctx: unknown, name: string) => {
      const db = dbOf(c);
      if (!db) return [false, goError("externaldb: client is nil")];
      callSite();
      return guardDB(() => db.exists(jsString(name)), false);
    },
  },
};
