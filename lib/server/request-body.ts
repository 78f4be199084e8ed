import "server-only";

/**
 * A request's body, read up to `limit` bytes: a declared or actual size past
 * it is "too-large", and the stream is cut there rather than read on; a
 * stream that breaks is "cut". The desk's JSON, a Tech's photo and a CSP
 * report are each read this way, so none can be made to buffer more than its
 * limit.
 */
export async function readCapped(
  request: Request,
  limit: number,
): Promise<Buffer | "too-large" | "cut"> {
  if (Number(request.headers.get("content-length")) > limit) {
    return "too-large";
  }
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      return "cut";
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return "too-large";
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}
