"use client";

/** What a Tech endpoint answered: its status and its JSON body. */
export type TechReply = { status: number; body: Record<string, unknown> };

/**
 * Calls a Tech endpoint with the signed-in account's ID token, which the
 * server verifies, and whose account it checks for the Tech claim, on every
 * call (docs/product.md §17.1). A network failure is a reply with status 0.
 */
export async function callTech(
  token: () => Promise<string>,
  path: string,
  init: { method?: string; json?: unknown; bytes?: Blob } = {},
): Promise<TechReply> {
  try {
    const response = await fetch(path, {
      method: init.method ?? (init.json || init.bytes ? "POST" : "GET"),
      headers: {
        Authorization: `Bearer ${await token()}`,
        ...(init.json !== undefined && { "Content-Type": "application/json" }),
        ...(init.bytes && {
          "Content-Type": init.bytes.type || "application/octet-stream",
        }),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.bytes,
      cache: "no-store",
    });
    const json = response.headers
      .get("content-type")
      ?.includes("application/json");
    return {
      status: response.status,
      body: json
        ? ((await response.json()) as Record<string, unknown>)
        : { error: await response.text() },
    };
  } catch (failure) {
    console.error("technician request failed", failure);
    return {
      status: 0,
      body: {
        error:
          "The server could not be reached. Check the connection and try again.",
      },
    };
  }
}

export function errorOf(reply: TechReply): string {
  return typeof reply.body.error === "string" && reply.body.error
    ? reply.body.error
    : `The server answered ${reply.status}; nothing was changed.`;
}
