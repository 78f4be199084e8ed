import { clientAddress, clientKey, trustsProxy } from "@/lib/client-key";
import { rateLimitFrom } from "@/lib/rate-limit";

describe("rate limit", () => {
  it("reads FORM_RATE_LIMIT as a positive whole number", () => {
    expect(rateLimitFrom(undefined, 10)).toBe(10);
    expect(rateLimitFrom("", 10)).toBe(10);
    expect(rateLimitFrom("250", 10)).toBe(250);
    expect(rateLimitFrom("0", 10)).toBe(10);
    expect(rateLimitFrom("ten", 10)).toBe(10);
    expect(rateLimitFrom("2.5", 10)).toBe(10);
  });

  it("takes the client from the last X-Forwarded-For entry", () => {
    expect(clientAddress("127.0.0.1")).toBe("127.0.0.1");
    expect(clientAddress("203.0.113.9, 10.0.0.2")).toBe("10.0.0.2");
    expect(clientAddress("203.0.113.9, 2001:db8:1:2::7")).toBe(
      "2001:db8:1:2::/64",
    );
    expect(clientAddress(null)).toBe("unknown");
    expect(clientAddress("")).toBe("unknown");
    expect(trustsProxy("1")).toBe(true);
    expect(trustsProxy("true")).toBe(true);
    expect(trustsProxy(undefined)).toBe(false);
    expect(trustsProxy("0")).toBe(false);
  });
});

describe("clientKey", () => {
  it.each([
    // IPv4 as it is, with a port or spaces dropped.
    ["198.51.100.7", "198.51.100.7"],
    [" 198.51.100.7 ", "198.51.100.7"],
    ["198.51.100.7:8080", "198.51.100.7"],
    ["0.0.0.0", "0.0.0.0"],
    ["255.255.255.255", "255.255.255.255"],
    // IPv4-mapped IPv6 is the IPv4 client.
    ["::ffff:1.2.3.4", "1.2.3.4"],
    ["::FFFF:1.2.3.4", "1.2.3.4"],
    ["::ffff:102:304", "1.2.3.4"],
    ["0:0:0:0:0:ffff:c633:6407", "198.51.100.7"],
    ["[::ffff:1.2.3.4]:443", "1.2.3.4"],
    // IPv6 cut to its /64, whatever the spelling.
    ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3:8d3::/64"],
    ["2001:0DB8:85A3:08D3:ffff:ffff:ffff:ffff", "2001:db8:85a3:8d3::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:0:0:1::", "2001:db8:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["[2001:db8::1]", "2001:db8:0:0::/64"],
    ["[2001:db8::1]:8443", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["fe80::abcd%25", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
  ])("%s is %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it("gives every address in one /64 the same key, and its neighbour another", () => {
    const keys = new Set(
      ["2001:db8:1:2::1", "2001:db8:1:2:ffff::9", "2001:db8:1:2:a:b:c:d"].map(
        clientKey,
      ),
    );
    expect([...keys]).toEqual(["2001:db8:1:2::/64"]);
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it.each([
    "",
    "unknown",
    "localhost",
    "256.1.1.1",
    "1.2.3",
    "1.2.3.4.5",
    "1.2.3.-4",
    "2001:db8:::1",
    "2001::db8::1",
    "1:2:3:4:5:6:7:8:9",
    "1:2:3:4:5:6:7",
    "1::2:3:4:5:6:7:8",
    "12345::1",
    "g::1",
    "1.2.3.4::1",
    "::ffff:1.2.3.400",
    "<script>",
    "2001:db8::1".repeat(10),
  ])("counts %j as the one unknown client", (garbage) => {
    expect(clientKey(garbage)).toBe("unknown");
  });
});
