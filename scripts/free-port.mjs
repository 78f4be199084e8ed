import { createServer } from "node:net";

/** A port nothing listens on now, chosen by the system, so runs in parallel do not collide. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (
        server.address()
      );
      server.close(() => resolve(port));
    });
  });
}
