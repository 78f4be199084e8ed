import { createServer, type Server, type Socket } from "node:net";

/**
 * A small SMTP server for tests and npm run check:crash: enough of RFC 5321 for nodemailer (no TLS,
 * no auth). `accept` decides, per message, whether to take it (250) or refuse
 * it with a temporary failure (451), as a mail server that is struggling does.
 * It keeps the raw text of every message it took.
 */
export async function startSmtpServer(
  accept: (attempt: number) => boolean,
): Promise<{
  url: string;
  taken: string[];
  attempts: () => number;
  close: () => Promise<void>;
}> {
  const taken: string[] = [];
  let attempts = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let buffer = "";
    let inData = false;
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          attempts++;
          if (accept(attempts)) {
            taken.push(message);
            socket.write("250 2.0.0 queued\r\n");
          } else {
            socket.write("451 4.3.0 try again later\r\n");
          }
          continue;
        }
        const end = buffer.indexOf("\r\n");
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 test\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    taken,
    attempts: () => attempts,
    // A pooled client keeps its connection open until its own idle timeout;
    // closing waits for no client.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
