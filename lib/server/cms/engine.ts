import "server-only";
import path from "node:path";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { postgresAdapter } from "@payloadcms/db-postgres";
import { drizzle } from "drizzle-orm/pglite";
import type { Config } from "payload";
import { connection } from "@/lib/server/db/client";

/** The schema the CMS's tables live in, beside the site's `public`. */
export const cmsSchema = "payload";

/**
 * How long a CMS transaction may stay open. The embedded engine runs one
 * transaction at a time for the whole process, so a save that hangs (a hook
 * that forgets to pass its `req`, say) would stop every booking with it:
 * after this it is rolled back and the save refused.
 */
export const cmsTransactionLimitMs = 10_000;

/** Payload's collection of edit locks (not among its exports). */
const lockedDocuments = "payload-locked-documents";

type Queryable = Pick<PGlite, "query" | "exec"> | Transaction;

/**
 * PGlite's `query` speaks the extended protocol, which takes one statement;
 * the CMS's migrations send many in one text without parameters, which go
 * to `exec` instead.
 */
function severalStatements(text: string, params?: unknown[]): boolean {
  return (!params || params.length === 0) && /;\s*\S/.test(text.trim());
}

function withStatements<T extends Queryable>(client: T): T {
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === "query") {
        return async (text: string, params?: unknown[], options?: object) => {
          if (!severalStatements(text, params)) {
            return target.query(text, params, options);
          }
          const results = await target.exec(text, options);
          return results.at(-1) ?? { rows: [], fields: [] };
        };
      }
      if (key === "transaction" && "transaction" in target) {
        return (callback: (tx: Transaction) => Promise<unknown>) =>
          (target as PGlite).transaction((tx) => callback(withStatements(tx)));
      }
      const value = Reflect.get(target, key, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The CMS's database adapter: Payload's PostgreSQL adapter, in schema
 * `payload`. With DATABASE_URL it opens its own pool on that server; with
 * the embedded engine it shares the site's one PGlite instance (a folder
 * belongs to one process, lib/server/db/folder-lock.ts) through
 * drizzle-orm/pglite, and Payload's transactions run on it unchanged.
 */
export function cmsDatabase(env = process.env): Config["db"] {
  const url = env.DATABASE_URL || undefined;
  const base = postgresAdapter({
    schemaName: cmsSchema,
    // Migrations, not a schema pushed from the config: ./migrations.
    push: false,
    migrationDir: path.join(
      /*turbopackIgnore: true*/ process.cwd(),
      "lib/server/db/cms-migrations",
    ),
    pool: { connectionString: url, max: 5, connectionTimeoutMillis: 5_000 },
  });
  const init: typeof base.init = (args) => {
    const adapter = base.init(args);
    const begin = adapter.beginTransaction;
    adapter.beginTransaction = async function (options) {
      const id = await begin.call(this, options);
      if (id !== null) {
        setTimeout(() => {
          void this.rollbackTransaction(id);
        }, cmsTransactionLimitMs).unref();
      }
      return id;
    };
    if (url) return adapter;
    const find = adapter.find;
    adapter.find = function (
      this: typeof adapter,
      args: Parameters<typeof find>[0],
    ) {
      // Payload's check of a document's edit lock, on every save, reads the
      // locks without the save's request, so outside its transaction. The
      // embedded engine runs one transaction at a time: that read would wait
      // for the save that waits for it, until the limit above. It joins the
      // one open transaction instead.
      const open = Object.keys(this.sessions);
      if (
        !args.req &&
        args.collection === lockedDocuments &&
        open.length === 1
      ) {
        return find.call(this, { ...args, req: { transactionID: open[0] } });
      }
      return find.call(this, args);
    } as typeof find;
    adapter.connect = async function () {
      const { pglite } = await connection();
      if (!pglite)
        throw new Error("The embedded database has no engine to share.");
      this.drizzle = drizzle({
        client: withStatements(pglite),
        schema: this.schema,
      }) as unknown as typeof this.drizzle;
      this.resolveInitializing?.();
    };
    return adapter;
  };
  return { ...base, init };
}
