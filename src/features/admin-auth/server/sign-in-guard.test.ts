import { describe, expect, it } from "vitest";
import { addressKey } from "./sign-in-guard.ts";

describe("addressKey", () => {
  it("counts IPv4 as is, mapped IPv4 as IPv4, and IPv6 by its /64", () => {
    expect(addressKey("10.0.0.1")).toBe("ip:10.0.0.1");
    expect(addressKey("::ffff:10.0.0.1")).toBe("ip:10.0.0.1");
    expect(addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("ip:2001:db8:1:2::/64");
    expect(addressKey("2001:0DB8:0001:0002::1")).toBe("ip:2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("ip:2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("ip:0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("ip:fe80:0:0:0::/64");
  });
});
