/** @jest-environment node */
import { NextRequest } from "next/server";
import { malformedUrl, malformedUrlAnswer } from "@/lib/malformed-url";
import { proxy } from "@/proxy";

describe("malformedUrl", () => {
  it.each([
    ["/%", ""],
    ["/%zz", ""],
    ["/about-us%", ""],
    ["/services/%", ""],
    ["/services/printer-installation%2", ""],
    ["/techs/%", ""],
    ["/bookings%", ""],
    ["/%E0%A4%A", ""],
    // Escapes that are not UTF-8.
    ["/%C0%AF", ""],
    ["/services", "?q=%"],
    ["/bookings", "?reference=%zz"],
  ])("refuses %s%s", (pathname, search) => {
    expect(malformedUrl(pathname, search)).toBe(true);
  });

  it.each([
    ["/", ""],
    ["/about-us", ""],
    ["/services/printer-installation", ""],
    ["/techs/ada-lovelace", ""],
    ["/%20", ""],
    ["/caf%C3%A9", ""],
    ["/services", "?q=wi+fi%20router"],
    ["/bookings", "?reference=BP-7K3Q9M"],
  ])("lets %s%s through", (pathname, search) => {
    expect(malformedUrl(pathname, search)).toBe(false);
  });
});

describe("proxy", () => {
  it.each([
    "/%",
    "/%zz",
    "/about-us%",
    "/services/%",
    "/techs/%",
    "/bookings%",
    "/services?q=%zz",
    "/%zz?q=1",
  ])("answers %s with 400 and the sentence", async (address) => {
    const response = await proxy(new NextRequest(`http://localhost${address}`));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(malformedUrlAnswer);
  });
});
