// A component reaches the network only through components/api/call-api.ts,
// which sends the ID token, reads a refusal's sentence and says a failure the
// same way everywhere (docs/lint-rules.md).
const message =
  "Use callApi (with a token) or callPublic (without) from components/api/call-api.ts instead of fetch.";

const globals = new Set(["window", "globalThis", "self"]);

/** @type {import("eslint").Rule.RuleModule} */
const noRawFetch = {
  meta: { type: "problem", schema: [], messages: { fetch: message } },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        const raw =
          (callee.type === "Identifier" && callee.name === "fetch") ||
          (callee.type === "MemberExpression" &&
            !callee.computed &&
            callee.property.name === "fetch" &&
            callee.object.type === "Identifier" &&
            globals.has(callee.object.name));
        if (raw) context.report({ node, messageId: "fetch" });
      },
    };
  },
};

export default noRawFetch;
