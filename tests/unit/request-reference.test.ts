import {
  messageReferencePattern,
  newMessageReference,
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

  it("draws its bytes from the platform's cryptographic generator", () => {
    const spy = jest
      .spyOn(crypto, "getRandomValues")
      .mockImplementation((array) => {
        (array as Uint8Array).set([7, 39, 100, 200, 31, 64]);
        return array;
      });
    try {
      expect(newReference()).toBe("BP-996AZ2");
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0]![0]).toBeInstanceOf(Uint8Array);
      expect((spy.mock.calls[0]![0] as Uint8Array).length).toBe(6);
    } finally {
      spy.mockRestore();
    }
  });

  describe("is random, not merely different each time", () => {
    // A counter would give 20 000 different references, and even characters
    // spread evenly over the alphabet; it fails the position and pair checks.
    const references = Array.from({ length: 20_000 }, () =>
      newReference().slice(3),
    );
    const index = (char: string) => referenceAlphabet.indexOf(char);

    /** Pearson's chi-square statistic of counts against an even spread. */
    function chiSquare(counts: number[]): number {
      const total = counts.reduce((sum, n) => sum + n, 0);
      const expected = total / counts.length;
      return counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    }

    it("each position uses every character about equally", () => {
      for (let position = 0; position < 6; position++) {
        const counts = Array<number>(32).fill(0);
        for (const reference of references)
          counts[index(reference[position]!)]!++;
        // 31 degrees of freedom: above 70 happens by chance about once in 30 000 runs.
        expect(chiSquare(counts)).toBeLessThan(70);
      }
    });

    it("a character says nothing about the next one", () => {
      const counts = Array<number>(32 * 32).fill(0);
      for (const reference of references) {
        for (let i = 0; i < 5; i++)
          counts[index(reference[i]!) * 32 + index(reference[i + 1]!)]!++;
      }
      // 1023 degrees of freedom (mean 1023, sd 45): 1250 is five sd above.
      expect(chiSquare(counts)).toBeLessThan(1250);
    });

    it("successive references are not neighbours", () => {
      const value = (reference: string) =>
        [...reference].reduce((sum, char) => sum * 32 + index(char), 0);
      let neighbours = 0;
      for (let i = 1; i < references.length; i++) {
        if (Math.abs(value(references[i]!) - value(references[i - 1]!)) <= 1)
          neighbours++;
      }
      // By chance, about 20 000 × 3 / 32⁶ ≈ 0.00006 pairs.
      expect(neighbours).toBe(0);
    });
  });

  it("the pattern refuses look-alikes and other shapes", () => {
    expect(referencePattern.test("BP-7K3Q9M")).toBe(true);
    expect(referencePattern.test("BP-7K3Q9O")).toBe(false);
    expect(referencePattern.test("BP-7K3Q9")).toBe(false);
    expect(referencePattern.test("XX-7K3Q9M")).toBe(false);
  });
});

describe("a contact message's reference has a prefix of its own (docs/product.md §21.6)", () => {
  it("is MSG- and six characters of the same alphabet, never taken for a booking's", () => {
    for (let i = 0; i < 50; i++) {
      const reference = newMessageReference();
      expect(reference).toMatch(messageReferencePattern);
      expect(referencePattern.test(reference)).toBe(false);
    }
  });
});
