import crypto from "node:crypto";
import fs from "node:fs";
import { AwsClient } from "aws4fetch";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
// @ts-expect-error: a plain ES module shared with the Playwright multi-server test
import { startFakeS3 } from "../../tests/support/fake-s3.mjs";
import { env, loadEnv, setEnvForTests, type UploadsS3Config } from "./env.server";
import {
  folderStore,
  openUpload,
  readUpload,
  removeUpload,
  s3ObjectUrl,
  s3Store,
  storeImage,
  uploadStore,
  writeUpload,
} from "./uploads.server";

/**
 * The S3-compatible uploads store against a fake S3 that checks every SigV4 signature with the
 * secret it knows: objects really land in (and come back from, and leave) the bucket, a wrong
 * secret or an outage answers 503 and stores nothing, and the folder store keeps the same contract.
 */
interface FakeS3 {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; type: string; etag: string }>;
  log: Array<{ method: string; bucket: string; key: string; status: number }>;
  failNext(n?: number): void;
  close(): Promise<void>;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const name = (ext: string) => `${crypto.randomBytes(16).toString("hex")}.${ext}`;
const bodyText = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

let s3: FakeS3;
let config: UploadsS3Config;
const original = env();

beforeAll(async () => {
  s3 = (await startFakeS3()) as FakeS3;
  config = {
    endpoint: s3.url,
    bucket: s3.bucket,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    prefix: "",
    pathStyle: true,
  };
});
afterAll(() => s3.close());
afterEach(() => {
  setEnvForTests({ UPLOADS_S3: original.UPLOADS_S3, UPLOADS_DIR: original.UPLOADS_DIR });
  vi.restoreAllMocks();
});

describe("the fake S3 itself", () => {
  it("refuses unsigned requests, wrong secrets and bodies that do not match their hash", async () => {
    const url = `${s3.url}/${s3.bucket}/${name("png")}`;
    expect((await fetch(url, { method: "PUT", body: "x" })).status).toBe(403);
    const wrong = new AwsClient({
      accessKeyId: s3.accessKeyId,
      secretAccessKey: "not-the-secret",
      region: s3.region,
      service: "s3",
      retries: 0,
    });
    const refused = await wrong.fetch(url, { method: "PUT", body: "x" });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("SignatureDoesNotMatch");
    const right = new AwsClient({
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      region: s3.region,
      service: "s3",
      retries: 0,
    });
    const lying = await right.fetch(url, {
      method: "PUT",
      body: "x",
      headers: { "x-amz-content-sha256": crypto.createHash("sha256").update("y").digest("hex") },
    });
    expect(lying.status).toBe(400);
    expect(await lying.text()).toContain("XAmzContentSHA256Mismatch");
    expect([...s3.objects.keys()].some((k) => url.endsWith(k))).toBe(false);
    const ok = await right.fetch(url, { method: "PUT", body: "x" });
    expect(ok.status).toBe(200);
  });
});

describe("s3Store", () => {
  it("puts, heads, gets and deletes an object with signed requests", async () => {
    const store = s3Store(config);
    const key = name("png");
    const before = s3.log.length;
    await store.put(key, PNG, "image/png");
    const object = s3.objects.get(`${s3.bucket}/${key}`);
    expect(object?.type).toBe("image/png");
    expect(new Uint8Array(object!.body)).toEqual(PNG);
    expect(await store.exists(key)).toBe(true);
    const got = await store.get(key);
    expect(got?.length).toBe(PNG.length);
    expect(new Uint8Array(await bodyText(got!.body))).toEqual(PNG);
    await store.remove(key);
    expect(s3.objects.has(`${s3.bucket}/${key}`)).toBe(false);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    await store.remove(key); // a missing object is not an error
    expect(s3.log.slice(before).map((r) => `${r.method} ${r.status}`)).toEqual([
      "PUT 200",
      "HEAD 200",
      "GET 200",
      "DELETE 204",
      "HEAD 404",
      "GET 404",
      "DELETE 204",
    ]);
  });

  it("keeps objects under the configured prefix", async () => {
    const store = s3Store({ ...config, prefix: "kargo/uploads/" });
    const key = name("jpg");
    await store.put(key, new Uint8Array([0xff, 0xd8, 0xff, 1]), "image/jpeg");
    expect(s3.objects.has(`${s3.bucket}/kargo/uploads/${key}`)).toBe(true);
    expect((await store.get(key))?.length).toBe(4);
  });

  it("answers 503 and stores nothing when the secret is wrong", async () => {
    const store = s3Store({ ...config, secretAccessKey: "wrong-wrong-wrong" });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const key = name("png");
    await expect(store.put(key, PNG, "image/png")).rejects.toMatchObject({ init: { status: 503 } });
    expect(s3.objects.has(`${s3.bucket}/${key}`)).toBe(false);
  });

  it("retries a passing outage, and answers 503 for a lasting one or an unreachable endpoint", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const store = s3Store(config);
    const key = name("png");
    s3.failNext(1);
    await store.put(key, PNG, "image/png");
    expect(s3.objects.has(`${s3.bucket}/${key}`)).toBe(true);
    s3.failNext(3);
    await expect(store.get(key)).rejects.toMatchObject({ init: { status: 503 } });
    const down = s3Store({ ...config, endpoint: "http://127.0.0.1:1" });
    await expect(down.get(key)).rejects.toMatchObject({ init: { status: 503 } });
  });

  it("builds path-style and virtual-hosted URLs", () => {
    expect(s3ObjectUrl({ ...config, endpoint: "https://minio.example:9000", bucket: "b", prefix: "p/" }, "a.png")).toBe(
      "https://minio.example:9000/b/p/a.png",
    );
    expect(
      s3ObjectUrl(
        { ...config, endpoint: "https://s3.eu-central-1.amazonaws.com", bucket: "kargo", pathStyle: false },
        "a.png",
      ),
    ).toBe("https://kargo.s3.eu-central-1.amazonaws.com/a.png");
  });
});

describe("uploads through the configured store", () => {
  it("stores a sniffed, sanitised image in S3 and reads it back, leaving the folder alone", async () => {
    setEnvForTests({ UPLOADS_S3: config });
    expect(uploadStore().kind).toBe("s3");
    const folderBefore = fs.existsSync(env().UPLOADS_DIR) ? fs.readdirSync(env().UPLOADS_DIR).length : 0;
    const result = await storeImage(
      new Blob(['<svg viewBox="0 0 1 1" onload="alert(1)"><script>x()</script><rect width="1" height="1"/></svg>']),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const object = s3.objects.get(`${s3.bucket}/${result.name}`);
    expect(object?.type).toBe("image/svg+xml");
    expect(object?.body.toString("utf8")).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"></rect></svg>',
    );
    const opened = await openUpload(result.name);
    expect(opened).toMatchObject({ type: "image/svg+xml", svg: true, length: object!.body.length });
    await opened!.body.cancel();
    expect((await readUpload(result.name))?.bytes.equals(object!.body)).toBe(true);
    expect(fs.existsSync(env().UPLOADS_DIR) ? fs.readdirSync(env().UPLOADS_DIR).length : 0).toBe(folderBefore);
    await removeUpload(result.name);
    expect(s3.objects.has(`${s3.bucket}/${result.name}`)).toBe(false);
  });

  it("refuses a non-image without writing to S3", async () => {
    setEnvForTests({ UPLOADS_S3: config });
    const puts = s3.log.filter((r) => r.method === "PUT").length;
    expect(await storeImage(new Blob(["<html>hi</html>"], { type: "image/png" }))).toEqual({
      ok: false,
      error: "invalidType",
    });
    expect(s3.log.filter((r) => r.method === "PUT").length).toBe(puts);
  });

  it("never lets a bad name reach the store", async () => {
    setEnvForTests({ UPLOADS_S3: config });
    const before = s3.log.length;
    expect(await openUpload("../secret.png")).toBeNull();
    expect(await openUpload("0123456789abcdef0123456789abcdef.html")).toBeNull();
    await expect(writeUpload("../x.png", "x")).rejects.toThrow(/Bad upload name/);
    expect(s3.log.length).toBe(before);
  });

  it("does not fail a save when removing a replaced image fails", async () => {
    setEnvForTests({ UPLOADS_S3: config });
    vi.spyOn(console, "error").mockImplementation(() => {});
    s3.failNext(3);
    await expect(removeUpload(name("png"))).resolves.toBeUndefined();
  });
});

describe("folderStore", () => {
  it("keeps the same contract on disk and leaves no temporary files", async () => {
    const dir = fs.mkdtempSync(`${env().DATA_DIR}/store-`);
    const store = folderStore(dir);
    const key = name("webp");
    await store.put(key, PNG, "image/webp");
    expect(fs.readdirSync(dir)).toEqual([key]);
    expect(await store.exists(key)).toBe(true);
    const got = await store.get(key);
    expect(got?.length).toBe(PNG.length);
    expect(new Uint8Array(await bodyText(got!.body))).toEqual(PNG);
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.exists(key)).toBe(false);
  });
});

describe("UPLOADS_S3_* configuration", () => {
  const full = {
    UPLOADS_S3_ENDPOINT: "https://s3.eu-central-1.amazonaws.com/",
    UPLOADS_S3_BUCKET: "kargo-uploads",
    UPLOADS_S3_REGION: "eu-central-1",
    UPLOADS_S3_ACCESS_KEY_ID: "AKIA1",
    UPLOADS_S3_SECRET_ACCESS_KEY: "secret",
  };

  it("is off by default and complete when the endpoint is set", () => {
    expect(loadEnv({}).UPLOADS_S3).toBeNull();
    expect(loadEnv(full).UPLOADS_S3).toEqual({
      endpoint: "https://s3.eu-central-1.amazonaws.com",
      bucket: "kargo-uploads",
      region: "eu-central-1",
      accessKeyId: "AKIA1",
      secretAccessKey: "secret",
      prefix: "",
      pathStyle: true,
    });
    expect(loadEnv({ ...full, UPLOADS_S3_PATH_STYLE: "off", UPLOADS_S3_PREFIX: "a/b/" }).UPLOADS_S3).toMatchObject({
      pathStyle: false,
      prefix: "a/b/",
    });
  });

  it.each([
    [{ ...full, UPLOADS_S3_BUCKET: undefined }, /UPLOADS_S3_BUCKET: required/],
    [{ ...full, UPLOADS_S3_SECRET_ACCESS_KEY: undefined }, /UPLOADS_S3_SECRET_ACCESS_KEY: required/],
    [{ ...full, UPLOADS_S3_ENDPOINT: "ftp://x" }, /UPLOADS_S3_ENDPOINT/],
    [{ ...full, UPLOADS_S3_BUCKET: "Bad_Bucket" }, /UPLOADS_S3_BUCKET/],
    [{ ...full, UPLOADS_S3_PREFIX: "/abs" }, /UPLOADS_S3_PREFIX/],
    [{ ...full, UPLOADS_DIR: "/srv/uploads" }, /UPLOADS_DIR: set either/],
    [{ UPLOADS_S3_BUCKET: "kargo" }, /UPLOADS_S3_BUCKET: needs UPLOADS_S3_ENDPOINT/],
  ])("stops on an incomplete or bad S3 configuration %#", (input, message) => {
    expect(() => loadEnv(input)).toThrow(message);
  });
});
