import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totp } from "./totp.server";

// RFC 4226 appendix D and RFC 6238 appendix B (SHA-1) test vectors.
const RFC_SECRET = Buffer.from("12345678901234567890");

describe("one-time passwords", () => {
  it("matches the RFC 4226 HOTP vectors", () => {
    const expected = [
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ];
    expected.forEach((code, counter) => expect(hotp(RFC_SECRET, counter)).toBe(code));
  });

  it("matches the RFC 6238 TOTP vectors (last six digits)", () => {
    const secret = base32Encode(RFC_SECRET);
    expect(totp(secret, 59_000)).toBe("287082");
    expect(totp(secret, 1111111109_000)).toBe("081804");
    expect(totp(secret, 1234567890_000)).toBe("005924");
    expect(totp(secret, 2000000000_000)).toBe("279037");
  });

  it("round-trips base32", () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
  });

  it("accepts one step of drift and nothing else", () => {
    const secret = base32Encode(RFC_SECRET);
    const now = 1_700_000_000_000;
    expect(matchTotp(secret, totp(secret, now), now)).not.toBeNull();
    expect(matchTotp(secret, totp(secret, now - 30_000), now)).not.toBeNull();
    expect(matchTotp(secret, totp(secret, now - 90_000), now)).toBeNull();
    expect(matchTotp(secret, "12345", now)).toBeNull();
    expect(matchTotp(secret, "abcdef", now)).toBeNull();
  });

  it("builds the otpauth link authenticator apps read", () => {
    expect(otpauthUri("ABC", "ayse@example.com")).toBe(
      "otpauth://totp/Kargo%20Panel%3Aayse%40example.com?secret=ABC&issuer=Kargo+Panel&algorithm=SHA1&digits=6&period=30",
    );
  });
});
