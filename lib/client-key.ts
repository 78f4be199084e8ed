/**
 * The client's key for the request limit. Next.js puts the connection's
 * address in X-Forwarded-For when a request arrives without one, and proxy.ts
 * removes a client's own header unless a trusted proxy sits in front
 * (FORM_TRUST_PROXY), whose address for the client is then the last entry.
 */
export function clientAddress(forwardedFor: string | null): string {
  return clientKey(forwardedFor?.split(",").at(-1) ?? "");
}

/**
 * One key per client: an IPv4 address as it is, an IPv4-mapped IPv6 address as
 * its IPv4 address, any other IPv6 address as its /64 network, since one
 * subscriber usually holds a whole /64 and could rotate through it. Ports,
 * brackets and zone ids are dropped. Anything that is not an address counts as
 * one client, "unknown", so made-up values cannot each get their own allowance.
 */
export function clientKey(address: string): string {
  let host = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed) host = bracketed[1]!;
  const withPort = /^([\d.]+):\d+$/.exec(host);
  if (withPort) host = withPort[1]!;
  host = host.replace(/%[^%]*$/, "");

  const v4 = ipv4(host);
  if (v4) return v4.join(".");
  const v6 = ipv6(host);
  if (!v6) return "unknown";
  const mapped = v6.slice(0, 6).join(",") === "0,0,0,0,0,65535";
  if (mapped)
    return [v6[6]! >> 8, v6[6]! & 255, v6[7]! >> 8, v6[7]! & 255].join(".");
  return `${v6
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}

/** Four decimal octets, or undefined. */
function ipv4(text: string): number[] | undefined {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p)))
    return undefined;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : undefined;
}

/** Eight 16-bit groups, with `::` and a trailing dotted IPv4 expanded, or undefined. */
function ipv6(text: string): number[] | undefined {
  if (text.length > 45 || !/^[\da-f:.]+$/i.test(text)) return undefined;
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const groups = (half: string): number[] | undefined => {
    if (half === "") return [];
    const out: number[] = [];
    const parts = half.split(":");
    for (const [i, part] of parts.entries()) {
      if (part.includes(".")) {
        const v4 = i === parts.length - 1 ? ipv4(part) : undefined;
        if (!v4) return undefined;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[\da-f]{1,4}$/i.test(part)) {
        out.push(parseInt(part, 16));
      } else return undefined;
    }
    return out;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  // A trailing IPv4 may only end the address, not the part before `::`.
  if (halves[0]!.includes(".")) return undefined;
  const missing = 8 - head.length - tail.length;
  return missing >= 1
    ? [...head, ...Array<number>(missing).fill(0), ...tail]
    : undefined;
}

export function trustsProxy(value: string | undefined): boolean {
  return value === "1" || value === "true";
}
