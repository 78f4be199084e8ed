/** @jest-environment node */
import { readJson, unavailable } from "@/lib/server/http";

// The JSON plumbing's refusals are the refusals catalogue's (refusals.request),
// word for word the sentences every route answered before.

const post = (body: BodyInit, type = "application/json") =>
  new Request("http://localhost/reviews/api", {
    method: "POST",
    headers: { "content-type": type },
    body,
  });

/** A refused read's status and body. */
async function refused(request: Request) {
  const read = await readJson(request);
  if (read.ok) throw new Error("read");
  return { status: read.response.status, body: await read.response.json() };
}

describe("a JSON body that cannot be read", () => {
  it("is refused in the default language: it could not say its own", async () => {
    expect(await refused(post('{"locale":"es"}', "text/plain"))).toEqual({
      status: 415,
      body: { error: "Send the action as JSON." },
    });
    expect(
      await refused(
        post(JSON.stringify({ locale: "es", x: "a".repeat(20_000) })),
      ),
    ).toEqual({ status: 413, body: { error: "That request is too large." } });
    expect(await refused(post('{"locale":"es"'))).toEqual({
      status: 400,
      body: { error: "The request is not valid JSON." },
    });
    const cut = new Request("http://localhost/reviews/api", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream({
        pull(controller) {
          controller.error(new Error("connection reset"));
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(await refused(cut)).toEqual({
      status: 400,
      body: { error: "The request was cut off." },
    });
  });

  it("reads one that is JSON", async () => {
    expect(await readJson(post('{"locale":"es"}'))).toEqual({
      ok: true,
      value: { locale: "es" },
    });
  });
});

describe("a database that cannot be reached", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("is said as before, and in the request's language when the route gives it", async () => {
    const english = unavailable(new Error("down"));
    expect(english.status).toBe(503);
    expect(await english.json()).toEqual({
      error:
        "The database cannot be reached just now, so nothing was changed. Try again in a minute.",
    });
    expect(await unavailable(new Error("down"), "es").json()).toEqual({
      error:
        "No podemos conectarnos con la base de datos en este momento, así que no se cambió nada. Inténtelo de nuevo en un minuto.",
    });
  });
});
