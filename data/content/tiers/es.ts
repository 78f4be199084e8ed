import type { TierCopy, TierId } from "@/data/tiers";

/** The Managed IT plans in Spanish (content, read through lib/content/tiers.ts). Plan names are translated: they are words, not brands. */
export const tiersEs = {
  gold: {
    name: "Oro",
    users: "10 usuarios",
    storage: "2 GB de almacenamiento",
    support: "Soporte por correo electrónico",
    features: ["Acceso al centro de ayuda"],
  },
  platinum: {
    name: "Platino",
    users: "20 usuarios",
    storage: "10 GB de almacenamiento",
    support: "Soporte prioritario por correo electrónico",
    features: ["Acceso al centro de ayuda"],
  },
  custom: {
    name: "Personalizado",
    users: "Usuarios ilimitados",
    storage: "Almacenamiento ilimitado",
    support: "Soporte por teléfono y correo electrónico",
    features: ["Un plan a la medida de su oficina"],
  },
} as const satisfies Record<TierId, TierCopy>;
