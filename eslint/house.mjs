// The house's own rules (docs/lint-rules.md), registered as the "house" plugin.
import noHandAlert from "./rules/no-hand-alert.mjs";
import noRawFetch from "./rules/no-raw-fetch.mjs";
import oneWriter from "./rules/one-writer.mjs";
import rooms from "./rules/rooms.mjs";

const house = {
  meta: { name: "house" },
  rules: {
    "no-hand-alert": noHandAlert,
    "no-raw-fetch": noRawFetch,
    "one-writer": oneWriter,
    rooms,
  },
};

export default house;
