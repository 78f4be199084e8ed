import { fileURLToPath } from "node:url";

// Tailwind, then the custom properties it sets that nothing reads, dropped.
// Next.js takes plugins by name or path only, and resolves no relative path.
const dropUnread = fileURLToPath(
  new URL("./scripts/postcss-drop-unread.mjs", import.meta.url),
);

const config = {
  plugins: { "@tailwindcss/postcss": {}, [dropUnread]: {} },
};
export default config;
