import { rmSync } from "node:fs";
import path from "node:path";

/** Removes the dump tests/unit/global-setup.ts made for the run. */
export default function globalTeardown(): void {
  const file = process.env.EMBEDDED_TEMPLATE;
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
}
