import * as v from "valibot";
import { fieldErrors } from "@/lib/requests/schema";
import { problemSchema } from "@/lib/problems/schema";
import { answer, readJson, unavailable } from "@/lib/server/http";
import { database } from "@/lib/server/db/client";
import { checkClient } from "@/lib/server/problems/guard";
import { postProblem, problemsOfClient } from "@/lib/server/problems/store";

/** GET: the signed-in Client's problems, newest first (docs/product.md §18.1). */
export async function GET(request: Request) {
  const caller = await checkClient(request);
  if (!caller.ok) return caller.response;
  try {
    return answer({
      problems: await problemsOfClient(await database(), caller.client),
    });
  } catch (error) {
    return unavailable(error);
  }
}

/** POST: a Client posts a problem. */
export async function POST(request: Request) {
  const caller = await checkClient(request);
  if (!caller.ok) return caller.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const parsed = v.safeParse(problemSchema, body.value);
  if (!parsed.success) {
    return answer(
      {
        error: "Some fields need another look; nothing was posted.",
        errors: fieldErrors(parsed.issues),
      },
      400,
    );
  }
  try {
    const outcome = await postProblem(
      await database(),
      caller.client,
      parsed.output,
      new Date(),
    );
    return outcome.ok
      ? answer({ publicId: outcome.publicId }, 201)
      : answer(
          {
            error: "Some fields need another look; nothing was posted.",
            errors: outcome.errors,
          },
          400,
        );
  } catch (error) {
    return unavailable(error);
  }
}
