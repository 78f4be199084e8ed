import "server-only";

/** PostgreSQL's SQLSTATE for a unique violation; both engines report it. */
const uniqueViolation = "23505";

/**
 * Whether a database error, or one it wraps (drizzle wraps the driver's),
 * is a unique violation; with `constraint`, only of the constraint whose
 * name ends so.
 */
export function isUniqueViolation(
  error: unknown,
  constraint?: string,
): boolean {
  for (
    let e = error, depth = 0;
    e && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const found = e as { code?: unknown; constraint?: unknown };
    if (found.code !== uniqueViolation) continue;
    return (
      constraint === undefined ||
      typeof found.constraint !== "string" ||
      found.constraint.endsWith(constraint)
    );
  }
  return false;
}
