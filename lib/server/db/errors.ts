import "server-only";

/** PostgreSQL's SQLSTATEs both engines report: a unique index, an exclusion constraint. */
const uniqueViolation = "23505";
const exclusionViolation = "23P01";
const deadlockDetected = "40P01";

/** The SQLSTATE of a database error, or of one it wraps (drizzle wraps the driver's). */
function codesOf(error: unknown): { code?: unknown; constraint?: unknown }[] {
  const found = [];
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    found.push(e as { code?: unknown; constraint?: unknown });
    e = (e as { cause?: unknown }).cause;
  }
  return found;
}

/**
 * Whether a write was refused by an exclusion constraint: for a booking, that
 * its Tech is already Confirmed at an overlapping time (docs/product.md §23.5).
 */
export const isExclusionViolation = (error: unknown) =>
  codesOf(error).some((found) => found.code === exclusionViolation);

/**
 * Whether a new booking's Tech was taken meanwhile: the exclusion constraint
 * refused it, or two overlapping inserts from different servers each waited
 * on the other's check and PostgreSQL broke the deadlock by aborting this one,
 * so the other stands.
 */
export const isTakenMeanwhile = (error: unknown) =>
  codesOf(error).some(
    (found) =>
      found.code === exclusionViolation || found.code === deadlockDetected,
  );

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
