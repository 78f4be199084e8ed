import {
  baseHeaders,
  chunkHeaders,
  contentSecurityPolicy,
  identityOrigins,
  pageContentSecurityPolicy,
  securityHeaders,
} from "@/lib/security-headers.mjs";
import { defaultEmulatorHost } from "@/lib/firebase/emulator.mjs";

/** A policy as a map from directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  const csp = directives(contentSecurityPolicy());

  it("never allows eval or inline scripts and lets scripts come only from the site", () => {
    expect(contentSecurityPolicy()).not.toContain("unsafe-eval");
    expect(csp.get("script-src")).toEqual(["'self'"]);
  });

  it("allows inline scripts only by the hashes and nonces it is given", () => {
    const page = directives(
      contentSecurityPolicy({ scripts: ["'sha256-abc='", "'nonce-xyz'"] }),
    );
    expect(page.get("script-src")).toEqual([
      "'self'",
      "'sha256-abc='",
      "'nonce-xyz'",
    ]);
  });

  it("allows inline styles only by the hashes it is given, and style attributes only when asked", () => {
    const styles = ["'sha256-css='"];
    const file = directives(contentSecurityPolicy({ styles }));
    expect(file.get("style-src")).toEqual(["'self'", "'sha256-css='"]);
    expect(file.has("style-src-attr")).toBe(false);
    const rendered = directives(
      contentSecurityPolicy({ styles, styleAttributes: true }),
    );
    expect(rendered.get("style-src")).toEqual(["'self'", "'sha256-css='"]);
    expect(rendered.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    // Without hashes (a response that is not a page, the dev server).
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("keeps every fetch on the site unless told otherwise", () => {
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("font-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
  });

  it("forbids framing, plugins, foreign base URLs and foreign form targets", () => {
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
  });

  it("reports violations to the site's own endpoint, by report-to and by report-uri", () => {
    expect(csp.get("report-to")).toEqual(["csp-endpoint"]);
    expect(csp.get("report-uri")).toEqual(["/csp-report"]);
  });

  it("adds extra connect origins after the site's own", () => {
    const withAuth = directives(
      contentSecurityPolicy({ connect: ["http://127.0.0.1:9099"] }),
    );
    expect(withAuth.get("connect-src")).toEqual([
      "'self'",
      "http://127.0.0.1:9099",
    ]);
  });
});

describe("identityOrigins", () => {
  it("uses the Auth emulator at its default address when no API key is set", () => {
    expect(identityOrigins({}, defaultEmulatorHost)).toEqual([
      "http://127.0.0.1:9099",
    ]);
  });

  it("uses a configured emulator address", () => {
    expect(
      identityOrigins(
        { NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "localhost:9199" },
        defaultEmulatorHost,
      ),
    ).toEqual(["http://localhost:9199"]);
  });

  it("uses Google's identity endpoints when an API key is configured", () => {
    expect(
      identityOrigins(
        { NEXT_PUBLIC_FIREBASE_API_KEY: "key" },
        defaultEmulatorHost,
      ),
    ).toEqual([
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
    ]);
  });
});

describe("securityHeaders", () => {
  const headers = new Map(baseHeaders().map((h) => [h.key, h.value]));

  it("sends HSTS, nosniff, a referrer policy and no framing on every path", () => {
    expect(headers.get("Strict-Transport-Security")).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe(
      "strict-origin-when-cross-origin",
    );
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("Reporting-Endpoints")).toBe(
      'csp-endpoint="/csp-report"',
    );
  });

  it("switches off the browser features the site does not use", () => {
    const policy = headers.get("Permissions-Policy") ?? "";
    for (const feature of [
      "camera",
      "microphone",
      "geolocation",
      "payment",
      "usb",
    ]) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it("gives every response but a build chunk the policy without inline scripts", () => {
    const entries = securityHeaders();
    expect(entries.map((e) => e.source)).toEqual([
      "/:path((?!_next/static/chunks/).*)",
      "/_next/static/chunks/:chunk*",
    ]);
    const policy = entries[0]!.headers.find(
      (h) => h.key === "Content-Security-Policy",
    )!.value;
    expect(directives(policy).get("script-src")).toEqual(["'self'"]);
  });

  it("sends a build chunk only HSTS and nosniff", () => {
    expect(chunkHeaders()).toEqual([
      {
        key: "Strict-Transport-Security",
        value: "max-age=63072000; includeSubDomains; preload",
      },
      { key: "X-Content-Type-Options", value: "nosniff" },
    ]);
  });
});

describe("pageContentSecurityPolicy", () => {
  const env = { NEXT_PUBLIC_FIREBASE_API_KEY: "key" };
  const scripts = ["'sha256-abc='"];

  it("lets only /user and /checkout reach the identity provider, and not the home page", () => {
    const user = directives(
      pageContentSecurityPolicy({
        pathname: "/user",
        scripts,
        env,
        defaultEmulatorHost,
      }),
    );
    const home = directives(
      pageContentSecurityPolicy({
        pathname: "/",
        scripts,
        env,
        defaultEmulatorHost,
      }),
    );
    expect(user.get("connect-src")).toEqual([
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
    ]);
    expect(home.get("connect-src")).toEqual(["'self'"]);
    const checkout = directives(
      pageContentSecurityPolicy({
        pathname: "/checkout",
        scripts,
        env,
        defaultEmulatorHost,
      }),
    );
    expect(checkout.get("connect-src")).toEqual(user.get("connect-src"));
    expect(user.get("script-src")).toEqual(["'self'", "'sha256-abc='"]);
  });

  it("lets the Spanish account and review pages reach it as their English ones do", () => {
    const policy = (pathname: string) =>
      directives(
        pageContentSecurityPolicy({
          pathname,
          scripts,
          env,
          defaultEmulatorHost,
        }),
      ).get("connect-src");
    const identity = [
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
    ];
    expect(policy("/es/user")).toEqual(identity);
    expect(policy("/es/reviews/abc.def")).toEqual(identity);
    expect(policy("/es")).toEqual(["'self'"]);
    expect(policy("/es/services")).toEqual(["'self'"]);
  });

  it("lets the staff desk reach it too, and no page under it", () => {
    const policy = (pathname: string) =>
      directives(
        pageContentSecurityPolicy({
          pathname,
          scripts,
          env,
          defaultEmulatorHost,
        }),
      ).get("connect-src");
    expect(policy("/staff")).toEqual([
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
    ]);
    expect(policy("/staff/api/desk")).toEqual(["'self'"]);
  });
});
