import type { FirebaseOptions } from "firebase/app";
import { defaultEmulatorHost } from "./emulator.mjs";

/** The project the local Auth emulator runs; `demo-` ids never reach Google. */
export const demoProjectId = "demo-brightpath";

export type FirebaseEnv = {
  apiKey?: string;
  authDomain?: string;
  databaseURL?: string;
  projectId?: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId?: string;
  emulatorHost?: string;
};

const optionKeys = [
  "apiKey",
  "authDomain",
  "databaseURL",
  "projectId",
  "storageBucket",
  "messagingSenderId",
  "appId",
] as const;

export type FirebaseSettings = {
  options: FirebaseOptions;
  /** host:port of an Auth emulator to use instead of Google's service. */
  emulatorHost: string | null;
};

/**
 * The seven NEXT_PUBLIC_FIREBASE_* values (docs/product.md §5). With no API key the
 * site uses the local Auth emulator with a demo project, so sign-in works on a
 * fresh clone with no account anywhere.
 */
export function firebaseSettings(env: FirebaseEnv): FirebaseSettings {
  const emulatorHost = env.emulatorHost || null;
  if (!env.apiKey) {
    return {
      options: {
        apiKey: "demo-api-key",
        authDomain: `${demoProjectId}.firebaseapp.com`,
        projectId: demoProjectId,
      },
      emulatorHost: emulatorHost ?? defaultEmulatorHost,
    };
  }
  return {
    options: Object.fromEntries(
      optionKeys.flatMap((key) => (env[key] ? [[key, env[key]]] : [])),
    ),
    emulatorHost,
  };
}

/** Read with literal names so Next.js inlines them into the browser bundle. */
export const firebaseEnv: FirebaseEnv = {
  apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  databaseURL: process.env.NEXT_PUBLIC_FIREBASE_DATABASE_URL,
  projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  storageBucket: process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
  messagingSenderId: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
  appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  emulatorHost: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
};
