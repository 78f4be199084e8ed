import { services } from "@/data/services";

/** Every page a visitor can reach; a11y.spec.ts fails until this equals the build's pages. */
export const staticRoutes = [
  "/",
  "/about-us",
  "/contact-us",
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
