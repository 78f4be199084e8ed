import { sidebarEntries } from "@/data/navigation";
import { services } from "@/data/services";
import { resolveSidebar } from "@/lib/navigation";

describe("resolveSidebar", () => {
  const resolved = resolveSidebar(sidebarEntries);

  it("keeps the eleven entries of docs/product.md §11 in order", () => {
    expect(resolved.map((e) => e.label)).toEqual([
      "Home",
      "Printer Solutions",
      "Router Solutions",
      "Antivirus Solutions",
      "ITES Services",
      "Computer Solutions",
      "Operating System",
      "Browsers Setup",
      "Application Software",
      "About Us",
      "Contact Us",
    ]);
  });

  it("opens groups to their services and links one-service entries straight to it", () => {
    const byLabel = new Map(resolved.map((e) => [e.label, e]));
    expect(byLabel.get("Printer Solutions")).toMatchObject({ kind: "group" });
    expect(byLabel.get("Router Solutions")).toMatchObject({ kind: "group" });
    expect(byLabel.get("Computer Solutions")).toMatchObject({ kind: "group" });
    expect(byLabel.get("Antivirus Solutions")).toEqual({
      kind: "link",
      label: "Antivirus Solutions",
      href: "/services/virus-removal-cleanup",
    });
    expect(byLabel.get("ITES Services")).toMatchObject({
      href: "/#ites-services",
    });
  });

  it("reaches every service in the catalogue exactly once", () => {
    const hrefs = resolved.flatMap((e) =>
      e.kind === "group" ? e.links.map((l) => l.href) : [e.href],
    );
    const serviceHrefs = hrefs.filter((h) => h.startsWith("/services/"));
    expect(serviceHrefs.sort()).toEqual(
      services.map((s) => `/services/${s.slug}`).sort(),
    );
  });
});
