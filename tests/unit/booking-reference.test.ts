import {
  isMessageReference,
  normaliseReference,
} from "@/lib/bookings/reference";

describe("normaliseReference (docs/product.md §13.1)", () => {
  it.each([
    ["BP-7K3Q9M", "BP-7K3Q9M"],
    ["bp-7k3q9m", "BP-7K3Q9M"],
    ["BP7K3Q9M", "BP-7K3Q9M"],
    ["  bp 7k3 q9m  ", "BP-7K3Q9M"],
    ["b p - 7 k 3 q 9 m", "BP-7K3Q9M"],
    ["BP–7K3Q9M", "BP-7K3Q9M"],
    ["7k3q9m", "BP-7K3Q9M"],
    ["BP-\t7K3Q9M\n", "BP-7K3Q9M"],
  ])("%j is %s", (input, expected) => {
    expect(normaliseReference(input)).toBe(expected);
  });

  it.each([
    ["empty", ""],
    ["only spaces and dashes", " - - "],
    ["too short", "BP-7K3Q9"],
    ["too long", "BP-7K3Q9MM"],
    ["letters left out of the alphabet (O, I, 0, 1)", "BP-7K3QOI"],
    ["digits 0 and 1", "BP-7K3Q01"],
    ["another prefix", "XX-7K3Q9M"],
    ["SQL", "BP-7K3Q9M' OR '1'='1"],
    ["SQL comment", "'; drop table bookings; --"],
    ["markup", "<script>alert(1)</script>"],
    ["Unicode letters", "BP-7K3Q9Ü"],
    ["a letter that upper-cases to ASCII", "BP-7K3Qß"],
    ["full-width letters", "ＢＰ－７Ｋ３Ｑ９Ｍ"],
    ["emoji", "BP-7K3Q9😀"],
    ["10,000 characters", "B".repeat(10_000)],
    ["a valid reference after 10,000 spaces", `${" ".repeat(10_000)}BP-7K3Q9M`],
  ])("refuses %s", (_, input) => {
    expect(normaliseReference(input)).toBeUndefined();
  });

  it.each([null, undefined, 42, {}, ["BP-7K3Q9M"]])(
    "refuses a non-string %p",
    (input) => {
      expect(normaliseReference(input)).toBeUndefined();
    },
  );
});

describe("a contact message's reference on /bookings (docs/product.md §21.6)", () => {
  it.each(["MSG-7K3Q9M", "msg 7k3q9m", " MSG7K3Q9M ", "msg–7k3q9m"])(
    "%j is recognised as a message's, and never as a booking's",
    (typed) => {
      expect(isMessageReference(typed)).toBe(true);
      expect(normaliseReference(typed)).toBeUndefined();
    },
  );

  it.each([
    "BP-7K3Q9M",
    "7K3Q9M",
    "MSG-7K3Q9O",
    "MSG-7K3Q9",
    "MSGS-7K3Q9M",
    "",
    42,
  ])("%j is not", (typed) => {
    expect(isMessageReference(typed)).toBe(false);
  });
});
