export const persistenceChoices = ["local", "session", "none"] as const;
export type PersistenceChoice = (typeof persistenceChoices)[number];

/** NEXT_PUBLIC_AUTH_PERSISTENCE (docs/product.md §5); anything unknown keeps the default, `local`. */
export function persistenceChoice(
  value: string | undefined,
): PersistenceChoice {
  const normalised = value?.trim().toLowerCase();
  return persistenceChoices.find((choice) => choice === normalised) ?? "local";
}
