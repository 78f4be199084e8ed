import type { ShareSaid } from "@/data/en/share";

/** What a Share button says in Spanish; the cart's words carry it too. */
export const shareSaidEs = {
  copied: "Enlace copiado",
  manual: "Copie el enlace de abajo para compartirlo.",
} as const satisfies ShareSaid;
