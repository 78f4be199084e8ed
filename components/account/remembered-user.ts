import type { User } from "firebase/auth";
import { userKey } from "@/lib/firebase/remember-user";

/**
 * Follows the Firebase user of a visitor whom localStorage remembers as signed
 * in (docs/product.md §5), fetching Firebase only then, so a guest's page never
 * loads it. `listen` hears the user at each sign-in, sign-out and token
 * refresh. Storage switched off, or sign-in code that does not load, leaves
 * the visitor a guest. Returns the cleanup.
 */
export function followRememberedUser(
  listen: (user: User | null) => void,
): () => void {
  let signedIn = false;
  try {
    signedIn = Boolean(window.localStorage.getItem(userKey));
  } catch {
    // Storage switched off: a guest.
  }
  if (!signedIn) return () => {};
  let active = true;
  let unsubscribe = () => {};
  import("@/lib/firebase/auth").then(
    (mod) => {
      if (!active) return;
      unsubscribe = mod.onIdTokenChanged(mod.authClient(), listen);
    },
    () => {
      // Sign-in code did not load: a guest.
    },
  );
  return () => {
    active = false;
    unsubscribe();
  };
}
