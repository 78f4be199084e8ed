export const userKey = "user";

/** Mirrors the signed-in uid into localStorage `user` (docs/product.md §5); storage may be unavailable. */
export function rememberUser(uid: string | null, storage?: Storage) {
  try {
    const target = storage ?? window.localStorage;
    if (uid) target.setItem(userKey, uid);
    else target.removeItem(userKey);
  } catch {
    // Disabled storage: the session itself still works.
  }
}
