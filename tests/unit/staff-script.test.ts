/** @jest-environment node */
import { claimCommand } from "@/scripts/staff.mjs";

// scripts/staff.mjs sets one claim and keeps the account's others; which
// claim a command line names is read here, before any account is touched.
describe("npm run staff's command line", () => {
  it("names the staff claim bare, and the others by their word", () => {
    expect(claimCommand(["add", "ann@example.com"])).toEqual({
      claim: "staff",
      command: "add",
      email: "ann@example.com",
    });
    for (const claim of ["tech", "editor", "publisher", "content"]) {
      for (const command of ["add", "remove"]) {
        expect(claimCommand([claim, command, "ed@example.com"])).toEqual({
          claim,
          command,
          email: "ed@example.com",
        });
      }
    }
  });

  it("refuses anything else", () => {
    for (const args of [
      [],
      ["add"],
      ["editor", "add"],
      ["editor", "grant", "ed@example.com"],
      ["staff", "add", "ed@example.com"],
      ["toString", "add", "ed@example.com"],
      ["add", "ed@example.com", "extra"],
    ]) {
      expect(claimCommand(args)).toBeUndefined();
    }
  });
});
