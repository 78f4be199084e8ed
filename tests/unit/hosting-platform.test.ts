/** @jest-environment node */
import { spawnSync } from "node:child_process";
import path from "node:path";
import {
  hostingPlatform,
  platformMarkers,
  platformRefusal,
} from "../../scripts/hosting-platform.mjs";

const root = path.resolve(__dirname, "../..");

describe("hostingPlatform", () => {
  it("finds no platform on a developer's machine", () => {
    expect(
      hostingPlatform({ PATH: "/usr/bin", HOME: "/home/ada", NODE_ENV: "" }),
    ).toBeNull();
    expect(hostingPlatform({ NODE_ENV: "development" })).toBeNull();
    expect(hostingPlatform({ NODE_ENV: "test" })).toBeNull();
  });

  it.each([
    ["Heroku", { DYNO: "web.1" }, "DYNO"],
    ["Render", { RENDER: "true" }, "RENDER"],
    [
      "Railway",
      { RAILWAY_ENVIRONMENT_NAME: "production" },
      "RAILWAY_ENVIRONMENT_NAME",
    ],
    ["Railway", { RAILWAY_ENVIRONMENT: "production" }, "RAILWAY_ENVIRONMENT"],
    ["Fly.io", { FLY_APP_NAME: "brightpath" }, "FLY_APP_NAME"],
    ["Cloud Run", { K_SERVICE: "brightpath" }, "K_SERVICE"],
    ["Cloud Run", { CLOUD_RUN_JOB: "backup" }, "CLOUD_RUN_JOB"],
    ["Vercel", { VERCEL: "1" }, "VERCEL"],
  ])("recognises %s by %j", (platform, env, variable) => {
    expect(hostingPlatform(env)).toBe(`${platform} (${variable} is set)`);
    // An empty value is not a marker.
    expect(hostingPlatform({ [variable]: " " })).toBeNull();
  });

  it("counts NODE_ENV=production set from outside as a production host", () => {
    expect(hostingPlatform({ NODE_ENV: "production" })).toBe(
      "a production host (NODE_ENV=production)",
    );
  });

  it("tests every marker it knows", () => {
    expect(platformMarkers.map((m) => m.variable)).toEqual([
      "DYNO",
      "RENDER",
      "RAILWAY_ENVIRONMENT_NAME",
      "RAILWAY_ENVIRONMENT",
      "FLY_APP_NAME",
      "K_SERVICE",
      "CLOUD_RUN_JOB",
      "VERCEL",
    ]);
  });

  it("makes npm start's first step stop with the commands to use", () => {
    const refuse = (env: Record<string, string>) =>
      spawnSync(process.execPath, ["scripts/refuse-platform.mjs"], {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? "",
          ...env,
        } as unknown as NodeJS.ProcessEnv,
        encoding: "utf8",
      });
    const onRender = refuse({ RENDER: "true" });
    expect(onRender.status).toBe(1);
    expect(onRender.stderr.trim()).toBe(
      platformRefusal("Render (RENDER is set)"),
    );
    expect(onRender.stderr).toContain(
      "use `npm run build` then `npm run serve`",
    );
    expect(refuse({}).status).toBe(0);
  });
});
