import { services } from "@/data/services";

/** Every page a visitor can reach; each issue adds its routes here. */
export const staticRoutes = [
  "/",
  "/about-us",
  "/contact-us",
  "/services",
  "/cloud-computing",
  "/network-security",
  "/managed-services",
  "/privacy-policy",
  "/cancellation-policy",
  "/terms-of-service",
  "/refund-policy",
  "/cart",
  "/checkout",
  "/user",
] as const;

export const serviceRoutes = services.map((s) => `/services/${s.slug}`);

export const allRoutes = [...staticRoutes, ...serviceRoutes];
