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
    expect(await response.text()).toBe(malformedUrlAnswer(address));
  });

  it("says it in the language the address starts with", async () => {
    const english = await proxy(new NextRequest("http://localhost/%zz"));
    expect(await english.text()).toBe(
      "Bad request: this address has a % that is not followed by two hexadecimal digits, or escapes that are not UTF-8. Check the link, or start again from the home page: /",
    );
    const spanish = await proxy(new NextRequest("http://localhost/es/%zz"));
    expect(spanish.status).toBe(400);
    expect(await spanish.text()).toBe(
      "Solicitud incorrecta: esta dirección tiene un % que no va seguido de dos dígitos hexadecimales, o caracteres escapados que no son UTF-8. Revise el enlace o vuelva a empezar desde la página de inicio: /es",
    );
  });
});
