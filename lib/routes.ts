import { managedItLinks, policyLinks } from "@/data/navigation";
import { services } from "@/data/services";
import { servicePath } from "@/lib/catalogue";

/** Every page meant for search results, from the navigation data and the catalogue. */
export const indexablePaths: readonly string[] = [
  "/",
  "/about-us",
  "/contact-us",
  "/services",
  ...managedItLinks.map((link) => link.href),
  ...services.map((service) => servicePath(service.slug)),
  ...policyLinks.map((link) => link.href),
];
