"use client";

/** What a desk route answered: its status and its JSON body. */
export type DeskReply = { status: number; body: unknown };

/** The refusal a desk route sends: a sentence, why, and maybe the record as it is now. */
export type DeskError = { error: string; reason?: string; current?: unknown };

export type GetToken = () => Promise<string>;

/**
 * Calls a desk route with the signed-in account's ID token, which the server
 * verifies on every call (docs/product.md §15). A network failure is turned
 * into a reply with status 0, so callers have one thing to look at.
 */
export async function callDesk(
  token: GetToken,
  path: string,
  body?: unknown,
): Promise<DeskReply> {
  try {
    const response = await fetch(path, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        Authorization: `Bearer ${await token()}`,
        ...(body !== undefined && { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
    const json = response.headers
      .get("content-type")
      ?.includes("application/json");
    return {
      status: response.status,
      body: json ? await response.json() : await response.blob(),
    };
  } catch (failure) {
    console.error("staff desk request failed", failure);
    return {
      status: 0,
      body: {
        error:
          "The server could not be reached. Check the connection and try again.",
      },
    };
  }
}

export function errorOf(reply: DeskReply): string {
  const body = reply.body as Partial<DeskError> | null;
  return typeof body?.error === "string"
    ? body.error
    : `The server answered ${reply.status}; nothing was changed.`;
}

/** 401 and 403: the account cannot use the desk (any more). */
export const isRefusal = (reply: DeskReply) =>
  reply.status === 401 || reply.status === 403;
