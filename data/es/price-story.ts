import type { PriceStory } from "@/data/copy/price-story";
import companyEs from "@/messages/es/company.json";

/** data/price-story.ts in Spanish: one wording for every page that speaks of price. */
export const priceStoryEs = {
  price: `Cada servicio tiene un precio fijo para el ${companyEs.chargedPer} que describe. Si el técnico encuentra más problemas de los que cubre ese precio, se lo dice y le da un presupuesto antes de hacer nada más.`,
  payment:
    "Usted paga después del servicio, con tarjeta de crédito, débito o bancaria. En este sitio no se paga nada.",
  total:
    "La suma de los precios fijos de los servicios de su carrito. Usted paga después del servicio, con una de las tarjetas que se muestran; en este sitio no se paga nada.",
  passwords:
    "Nunca necesitamos sus contraseñas: cuando un paso le pide una, usted mismo la escribe.",
} as const satisfies PriceStory;
