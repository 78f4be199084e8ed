import { services } from "@/data/services";
import { contentCatalogue } from "@/lib/content/services";
import { resolveSidebar, serviceGroups, sidebarIn } from "@/lib/navigation";

/** The sidebar as the English pages show it. */
const sidebarEntries = sidebarIn("en");

describe("resolveSidebar", () => {
  const resolved = resolveSidebar(sidebarEntries, contentCatalogue.en);

  it("keeps the eleven entries of docs/product.md §11 in order, then Manage a booking (§21.2)", () => {
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
      "Manage a booking",
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

describe("serviceGroups", () => {
  const groups = serviceGroups(sidebarEntries, services);

  it("groups the catalogue under the sidebar's labels, in its order", () => {
    expect(groups.map((g) => [g.label, g.services.map((s) => s.slug)])).toEqual(
      [
        [
          "Printer Solutions",
          ["printer-setup", "printer-installation", "printer-troubleshooting"],
        ],
        [
          "Router Solutions",
          [
            "wifi-and-network-connectivity",
            "set-up-a-new-wifi-connection",
            "extend-a-wifi-signal",
          ],
        ],
        ["Antivirus Solutions", ["virus-removal-cleanup"]],
        [
          "Computer Solutions",
          [
            "pc-optimization",
            "new-computer-setup",
            "computer-repair",
            "computer-tuneup",
            "data-backup-or-transfer",
          ],
        ],
        ["Operating System", ["operating-system-services"]],
        ["Browsers Setup", ["browser-setup"]],
        ["Application Software", ["application-software"]],
      ],
    );
  });

  it("lists every service exactly once", () => {
    const listed = groups.flatMap((g) => g.services.map((s) => s.slug));
    expect([...listed].sort()).toEqual(services.map((s) => s.slug).sort());
  });

  it("leaves out a group with no services", () => {
    expect(
      serviceGroups(sidebarEntries, [
        { slug: "a", category: "browser" as const },
      ]).map((g) => g.label),
    ).toEqual(["Browsers Setup"]);
  });
});
