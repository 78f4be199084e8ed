import {
  newReference,
  referenceAlphabet,
  referencePattern,
} from "@/lib/requests/reference";

describe("request reference", () => {
  it("is BP- and six characters without 0, O, 1 or I", () => {
    for (let i = 0; i < 200; i++) {
      expect(newReference()).toMatch(/^BP-[2-9A-HJ-NP-Z]{6}$/);
    }
    expect(referenceAlphabet).toHaveLength(32);
    expect(referenceAlphabet).not.toMatch(/[01OI]/);
  });

  it("maps each random byte to one character", () => {
    expect(newReference(() => Uint8Array.from([0, 1, 31, 32, 255, 8]))).toBe(
      "BP-23Z2ZA",
    );
  });

  it("is random: 200 references are all different", () => {
    const seen = new Set(Array.from({ length: 200 }, () => newReference()));
    expect(seen.size).toBe(200);
  });

  it("the pattern refuses look-alikes and other shapes", () => {
    expect(referencePattern.test("BP-7K3Q9M")).toBe(true);
    expect(referencePattern.test("BP-7K3Q9O")).toBe(false);
    expect(referencePattern.test("BP-7K3Q9")).toBe(false);
    expect(referencePattern.test("XX-7K3Q9M")).toBe(false);
  });
});
