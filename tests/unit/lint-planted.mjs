// Lints planted sources for the lint rules' tests (tests/unit/layers.test.ts,
// tests/unit/house-rules.test.ts) in one ESLint process: reads
// [[file, source], …] as JSON on stdin and prints, for each, its messages as
// {rule, message}; a parse error is the rule "fatal", so that no test passes
// on a file the linter could not read.
import { ESLint } from "eslint";

const cases = JSON.parse(await new Response(process.stdin).text());
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const [file, source] of cases) {
  const [result] = await eslint.lintText(source, { filePath: file });
  results.push(
    result.messages.map((m) => ({
      rule: m.fatal ? "fatal" : m.ruleId,
      message: m.message,
    })),
  );
}
process.stdout.write(JSON.stringify(results));
