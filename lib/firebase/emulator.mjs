// @ts-check
// The Auth emulator's address, read from firebase.json, the file the emulator
// itself reads. Plain ESM so next.config.mjs, the app and the tests share it.
import firebaseJson from "../../firebase.json" with { type: "json" };

const { host, port } = firebaseJson.emulators.auth;

/** host:port of the local Auth emulator. */
export const defaultEmulatorHost = `${host}:${port}`;
