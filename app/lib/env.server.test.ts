import { describe, expect, it } from "vitest";
import { EnvError, loadEnv, mapTilesSource, parseDuration } from "./env.server";

describe("configuration", () => {
  it("has the documented defaults", () => {
    const e = loadEnv({});
    expect(e.PORT).toBe(3000);
    expect(e.HOST).toBe("0.0.0.0");
    expect(e.ACCESS_TOKEN_TTL).toBe(600_000);
    expect(e.REFRESH_TOKEN_TTL).toBe(600_000);
    expect(e.ACCESS_TOKEN_COOKIE_KEY).toBe("accessToken");
    expect(e.REFRESH_TOKEN_COOKIE_KEY).toBe("refreshToken");
    expect(e.DEMO_API).toBe(true);
    expect(e.DATABASE_URL).toMatch(/^file:.*data\/cargo\.db$/);
    expect(e.UPLOADS_DIR).toMatch(/data\/uploads$/);
  });

  it("derives paths from DATA_DIR", () => {
    const e = loadEnv({ DATA_DIR: "/srv/kargo" });
    expect(e.DATABASE_URL).toBe("file:/srv/kargo/cargo.db");
    expect(e.OUTBOX_DIR).toBe("/srv/kargo/outbox");
  });

  it.each([
    [{ PORT: "eighty" }, /PORT/],
    [{ ACCESS_TOKEN_TTL: "10 minutes" }, /ACCESS_TOKEN_TTL/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL/],
    [{ SESSION_SECRET: "short" }, /SESSION_SECRET/],
    [{ DEMO_API: "maybe" }, /DEMO_API/],
    [{ SMTP_URL: "http://mail" }, /SMTP_URL/],
    [{ MAP_TILES_URL: "https://tiles.example.com/tile.png" }, /MAP_TILES_URL/],
    [{ SMS_PROVIDER: "pigeon" }, /SMS_PROVIDER/],
    [{ SMS_PROVIDER: "http" }, /SMS_HTTP_URL: required when SMS_PROVIDER=http/],
    [{ SMS_PROVIDER: "http", SMS_HTTP_URL: "http://sms.example.com/send" }, /SMS_HTTP_URL/],
    [{ SMS_HTTP_URL: "https://sms.example.com/send" }, /SMS_HTTP_URL: needs SMS_PROVIDER=http/],
    [{ NOTIFY_MAX_ATTEMPTS: "0" }, /NOTIFY_MAX_ATTEMPTS/],
    [{ MAP_TILES_URL: "ftp://tiles.example.com/{z}/{x}/{y}.png" }, /MAP_TILES_URL/],
    [{ MAP_TILES_URL: "https://a{s}b.example.com/{z}/{x}/{y}.png" }, /MAP_TILES_URL/],
  ])("stops on a bad value: %o", (input, message) => {
    expect(() => loadEnv(input)).toThrow(EnvError);
    expect(() => loadEnv(input)).toThrow(message);
  });

  it("takes a tile URL template and derives the image source the browser may load it from", () => {
    const template = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";
    expect(loadEnv({}).MAP_TILES_URL).toBeUndefined();
    expect(loadEnv({ MAP_TILES_URL: template }).MAP_TILES_URL).toBe(template);
    expect(mapTilesSource(template)).toBe("https://*.tile.openstreetmap.org");
    expect(mapTilesSource("http://Tiles.Local:8080/{z}/{x}/{y}.png")).toBe("http://tiles.local:8080");
    expect(mapTilesSource("/tiles/{z}/{x}/{y}.png")).toBeNull();
  });

  it("sends SMS to the outbox by default, or to an https gateway", () => {
    expect(loadEnv({}).SMS_PROVIDER).toBe("outbox");
    expect(loadEnv({}).NOTIFY_MAX_ATTEMPTS).toBe(5);
    const http = loadEnv({
      SMS_PROVIDER: "http",
      SMS_HTTP_URL: "https://sms.example.com/send",
      SMS_HTTP_TOKEN: "t0ken-123",
    });
    expect(http).toMatchObject({ SMS_PROVIDER: "http", SMS_HTTP_URL: "https://sms.example.com/send" });
    expect(loadEnv({ SMS_PROVIDER: "http", SMS_HTTP_URL: "http://127.0.0.1:9000/sms" }).SMS_HTTP_URL).toBe(
      "http://127.0.0.1:9000/sms",
    );
  });

  it("parses durations", () => {
    expect(parseDuration("30s")).toBe(30_000);
    expect(parseDuration("12h")).toBe(43_200_000);
  });
});
