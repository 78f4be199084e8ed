/** @jest-environment node */
import { readCapped } from "@/lib/server/request-body";

/** A POST whose body arrives in the given chunks, with no declared length. */
function streamed(chunks: Uint8Array[], { breaks = false } = {}) {
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled < chunks.length) controller.enqueue(chunks[pulled++]!);
      else if (breaks) controller.error(new Error("connection reset"));
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  const request = new Request("http://localhost/x", {
    method: "POST",
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled, cancelled: () => cancelled };
}

describe("reading a body up to a limit", () => {
  it("gives the whole body when it fits, to the byte", async () => {
    const { request } = streamed([new Uint8Array(6), new Uint8Array(4)]);
    const body = await readCapped(request, 10);
    expect(Buffer.isBuffer(body) && body.length).toBe(10);
  });

  it("stops reading at the first chunk past the limit, and cancels the stream", async () => {
    const chunk = new Uint8Array(4);
    const read = streamed([chunk, chunk, chunk, chunk, chunk]);
    expect(await readCapped(read.request, 10)).toBe("too-large");
    expect(read.pulled()).toBeLessThan(5);
    expect(read.cancelled()).toBe(true);
  });

  it("refuses a declared length past the limit without reading", async () => {
    const request = new Request("http://localhost/x", {
      method: "POST",
      body: "x".repeat(11),
      headers: { "content-length": "11" },
    });
    expect(await readCapped(request, 10)).toBe("too-large");
    expect(request.bodyUsed).toBe(false);
  });

  it("says a stream that breaks was cut", async () => {
    const { request } = streamed([new Uint8Array(2)], { breaks: true });
    expect(await readCapped(request, 10)).toBe("cut");
  });

  it("reads no body as an empty one", async () => {
    const request = new Request("http://localhost/x", { method: "POST" });
    const body = await readCapped(request, 10);
    expect(Buffer.isBuffer(body) && body.length).toBe(0);
  });
});
