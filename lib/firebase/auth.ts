import { getApps, initializeApp } from "firebase/app";
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from "firebase/auth";
import { firebaseEnv, firebaseSettings } from "./config";
import { persistenceChoice } from "./persistence";

export {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  onIdTokenChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
} from "firebase/auth";

const persistences = {
  local: browserLocalPersistence,
  session: browserSessionPersistence,
  none: inMemoryPersistence,
};

let auth: Auth | undefined;

/**
 * Browser-only and loaded with import() by the /user island, and by the
 * checkout only when a visitor is signed in (docs/product.md §5).
 * initializeAuth rather than getAuth keeps popup and redirect code out.
 */
export function authClient(): Auth {
  if (auth) return auth;
  const { options, emulatorHost } = firebaseSettings(firebaseEnv);
  const app = getApps()[0] ?? initializeApp(options);
  auth = initializeAuth(app, {
    persistence:
      persistences[persistenceChoice(process.env.NEXT_PUBLIC_AUTH_PERSISTENCE)],
  });
  if (emulatorHost) {
    connectAuthEmulator(auth, `http://${emulatorHost}`, {
      disableWarnings: true,
    });
  }
  return auth;
}
