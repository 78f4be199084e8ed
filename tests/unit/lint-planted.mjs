// Lints planted sources for tests/unit/layers.test.ts in one ESLint process:
// reads [[file, source], …] as JSON on stdin and prints, for each, the
// messages of the layer rule.
import { ESLint } from "eslint";

const cases = JSON.parse(await new Response(process.stdin).text());
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const [file, source] of cases) {
  const [result] = await eslint.lintText(source, { filePath: file });
  results.push(
    result.messages
      .filter((m) => m.ruleId === "import/no-restricted-paths")
      .map((m) => m.message),
  );
}
process.stdout.write(JSON.stringify(results));
