import "server-only";
import type { AfterErrorHook } from "payload";

type FieldReasons = { errors: { message: string; path: string }[] };

const isFieldReasons = (data: unknown): data is FieldReasons =>
  typeof data === "object" &&
  data !== null &&
  Array.isArray((data as { errors?: unknown }).errors);

/**
 * A refused save answers with each field's own reason ("Give the price in
 * whole dollars."), which the admin shows under the field. Payload's REST
 * answer keeps the reasons only of an error it recognises as its own
 * ValidationError, and in this app's build it recognised none, so the
 * answer named the fields and nothing more: the editor saw which field,
 * never what was wrong with it. Told here by its shape, as the build's
 * minifier empties class names (lib/server/cms/covers.ts names its own).
 */
export const fieldReasons: AfterErrorHook = ({ error }) => {
  const { data, status } = error as { data?: unknown; status?: number };
  if (status !== 400 || !isFieldReasons(data)) return;
  return {
    response: {
      errors: [{ name: "ValidationError", data, message: error.message }],
    },
  };
};
