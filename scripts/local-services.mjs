// The local stand-ins for the services a real deployment configures
// (docs/product.md §14), shared by `npm run dev` and `npm start`: the Firebase
// Auth emulator when no Firebase API key is set (§5), and MailDev when no
// SMTP_URL is set (§6). The embedded database runs inside the Next.js server
// itself, so it needs nothing here. A service that already answers on its
// port (another checkout's, or the tests') is used as it is.
import { connect } from "node:net";
import path from "node:path";
import { defaultEmulatorHost } from "../lib/firebase/emulator.mjs";
import { localMaildev, maildevHost, maildevPorts } from "../lib/maildev.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** A program installed in node_modules/.bin. */
export function bin(name) {
  return path.join(root, "node_modules", ".bin", name);
}

/** Whether something accepts connections on host:port now. */
export function answers(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port: Number(port) });
    socket.setTimeout(1_000);
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.once("connect", () => done(true));
    socket.once("timeout", () => done(false));
    socket.once("error", () => done(false));
  });
}

/** LOCAL_SERVICES=1 (or true): a production server may run the local services. */
export function localServicesWanted(env) {
  return env.LOCAL_SERVICES === "1" || env.LOCAL_SERVICES === "true";
}

/**
 * Starts, under `supervisor`, each local service the environment leaves
 * unconfigured.
 * @param {{ run: (name: string, command: string, args: string[]) => void }} supervisor
 * @param {Record<string, string | undefined>} env
 */
export async function startLocalServices(supervisor, env) {
  if (!env.NEXT_PUBLIC_FIREBASE_API_KEY) {
    const [host, port] = defaultEmulatorHost.split(":");
    if (await answers(host, port)) {
      console.log(
        `The Auth emulator already answers on ${defaultEmulatorHost}; using it.`,
      );
    } else {
      supervisor.run("Auth emulator", bin("firebase"), [
        "emulators:start",
        "--only",
        "auth",
      ]);
    }
  }
  if (!env.SMTP_URL) {
    if (await answers(maildevHost, maildevPorts.smtp)) {
      console.log(
        `A mail server already answers on ${maildevHost}:${maildevPorts.smtp}; using it.`,
      );
    } else {
      const [, ...args] = localMaildev.args;
      supervisor.run("MailDev", bin("maildev"), args);
    }
    console.log(
      `Booking and contact requests go to MailDev: open ${localMaildev.inbox} to read them.`,
    );
  }
}
