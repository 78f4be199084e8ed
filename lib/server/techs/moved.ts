import "server-only";

/**
 * The answer of an address whose route moved: 308, which keeps the method
 * and the body, to the new path with the same query: an editor page loaded
 * before the move still calls the old address.
 */
export function movedTo(path: string) {
  return (request: Request): Response =>
    new Response(null, {
      status: 308,
      headers: { Location: `${path}${new URL(request.url).search}` },
    });
}
