import config, { postgresPort } from "./playwright.config";
const servers = Array.isArray(config.webServer) ? config.webServer : [];
export default {
  ...config,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  webServer: servers.map((s) => ({ ...s, timeout: 300_000 })).filter(
    (s) =>
      s.url === `http://127.0.0.1:${postgresPort}` ||
      !String(s.url).startsWith("http://127.0.0.1:38"),
  ),
};
