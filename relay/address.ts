// Which "address" a client is for the per-address limit: an IPv4 address as it is, an IPv6
// address by its /64, the smallest block a home or phone line is given, so one subscriber
// rotating through the 2^64 addresses of their block counts as one.

/** The eight groups of an IPv6 address, or undefined if it is not one. */
function ipv6Groups(raw: string): number[] | undefined {
  let text = raw
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  // An IPv4 tail (::ffff:192.0.2.1) becomes its two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups.map((g) => parseInt(g, 16));
}

/** The key the per-address limit counts by: "v4:a.b.c.d", "v6:xxxx:xxxx:xxxx:xxxx::/64", or the raw text. */
export function addressBucket(raw: string): string {
  const groups = ipv6Groups(raw);
  if (!groups) return `v4:${raw.trim()}`;
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `v4:${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `v6:${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
