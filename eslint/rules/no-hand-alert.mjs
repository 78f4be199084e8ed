// A failure is said by the Alert component, which owns the role, the focus
// and the look; a hand-written role="alert" drifts from it (docs/lint-rules.md).
const message =
  'Use Alert from components/forms/alert.tsx instead of writing role="alert" by hand.';

/** The string a JSX attribute or a property holds, when it is written out. */
function written(value) {
  if (!value) return undefined;
  if (value.type === "JSXExpressionContainer") return written(value.expression);
  if (value.type === "Literal") return value.value;
  if (value.type === "TemplateLiteral" && value.expressions.length === 0) {
    return value.quasis[0].value.cooked;
  }
  return undefined;
}

/** @type {import("eslint").Rule.RuleModule} */
const noHandAlert = {
  meta: { type: "problem", schema: [], messages: { alert: message } },
  create(context) {
    return {
      JSXAttribute(node) {
        if (node.name.name === "role" && written(node.value) === "alert") {
          context.report({ node, messageId: "alert" });
        }
      },
      Property(node) {
        const key =
          node.key.type === "Identifier" && !node.computed
            ? node.key.name
            : written(node.key);
        if (key === "role" && written(node.value) === "alert") {
          context.report({ node, messageId: "alert" });
        }
      },
    };
  },
};

export default noHandAlert;
