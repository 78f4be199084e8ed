import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";

type Row = Record<string, unknown>;
type Groups = Record<string, readonly Row[]>;
type Runnable = {
  execute(values: Record<string, unknown>): Promise<unknown>;
};

/** The statements prepared so far, per database handle and shape. */
const prepared = new WeakMap<object, Map<string, Runnable>>();
let prepareCount = 0;

/**
 * Runs a statement written from rows of values, built and prepared once for
 * each shape of those rows and then only given the values: building a
 * statement of a hundred values costs about a third of a millisecond, which a
 * rush of bookings pays on every one. `build` gets the rows with every value
 * a named placeholder. The shape is the groups, their rows, each row's keys
 * and which values are null, so a row that gains a key gets a statement of
 * its own.
 */
export function runPrepared<G extends Groups>(
  db: Database,
  name: string,
  groups: G,
  build: (placeholders: { [K in keyof G]: Row[] }) => {
    prepare(name: string): Runnable;
  },
): Promise<unknown> {
  const values: Record<string, unknown> = {};
  const placeholders: Record<string, Row[]> = {};
  let shape = name;
  for (const [group, rows] of Object.entries(groups)) {
    placeholders[group] = rows.map((row, index) => {
      const named: Row = {};
      for (const [key, value] of Object.entries(row)) {
        const placeholder = `${group}${index}_${key}`;
        // A column's encoder is not given null (a JSON column would store
        // 'null'): a null is written as such, and is part of the shape.
        if (value === null) {
          shape += ` ${placeholder}=null`;
          named[key] = sql`null`;
          continue;
        }
        shape += ` ${placeholder}`;
        named[key] = sql.placeholder(placeholder);
        values[placeholder] = value;
      }
      return named;
    });
  }
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let statement = statements.get(shape);
  if (!statement) {
    // Shapes are few (which optional fields were given); a bound all the same.
    if (statements.size >= 200) statements.clear();
    statement = build(placeholders as { [K in keyof G]: Row[] }).prepare(
      `${name}_${++prepareCount}`,
    );
    statements.set(shape, statement);
  }
  return statement.execute(values);
}
