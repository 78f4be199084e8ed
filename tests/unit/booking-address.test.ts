import { mapLink, visitAddress } from "@/lib/bookings/address";

// Where a home visit happens (docs/product.md §21.8), as the customer typed it.
const place = {
  homeVisit: true,
  address1: "12 Elm St",
  address2: "Apt 4B",
  city: "Brooklyn",
  state: "NY",
  zip: "11201",
};

describe("visitAddress", () => {
  it("writes a home visit's address on one line, the state and ZIP together", () => {
    expect(visitAddress(place)).toBe("12 Elm St, Apt 4B, Brooklyn, NY 11201");
  });

  it("leaves out the parts not given, and the blanks around them", () => {
    expect(
      visitAddress({ ...place, address2: null, city: " Brooklyn ", state: "" }),
    ).toBe("12 Elm St, Brooklyn, 11201");
  });

  it("is undefined for remote work, and for an address erased or never given", () => {
    expect(visitAddress({ ...place, homeVisit: false })).toBeUndefined();
    expect(
      visitAddress({
        homeVisit: true,
        address1: null,
        address2: null,
        city: null,
        state: null,
        zip: null,
      }),
    ).toBeUndefined();
  });
});

describe("mapLink", () => {
  it("is Google Maps' documented search address, the query encoded", () => {
    expect(mapLink("12 Elm St, Apt #4B, Brooklyn, NY 11201")).toBe(
      "https://www.google.com/maps/search/?api=1&query=12%20Elm%20St%2C%20Apt%20%234B%2C%20Brooklyn%2C%20NY%2011201",
    );
    expect(mapLink("1 A&B Rd?x=1")).toBe(
      "https://www.google.com/maps/search/?api=1&query=1%20A%26B%20Rd%3Fx%3D1",
    );
  });
});
