import { services } from "@/data/services";

/** Every page a visitor can reach; each issue adds its routes here. */
export const staticRoutes = ["/", "/cart", "/checkout"] as const;

export const serviceRoutes = services.map((s) => `/services/${s.slug}`);

export const allRoutes = [...staticRoutes, ...serviceRoutes];
