import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { env, setEnvForTests } from "~/lib/env.server";
import { loader, action } from "./mock.$";

/** The /mock resource route: JSON in and out, 400 on malformed bodies, and gone with DEMO_API=off. */
function args(method: string, path: string, body?: string) {
  const request = new Request(`http://localhost/mock/${path}`, {
    method,
    body,
    headers: body ? { "Content-Type": "application/json" } : undefined,
  });
  return {
    request,
    url: new URL(request.url),
    params: { "*": path.split("?")[0] },
    context: new RouterContextProvider(),
    unstable_pattern: "/mock/*",
  } as unknown as Parameters<typeof loader>[0];
}

describe("/mock route", () => {
  const original = env().DEMO_API;
  afterEach(() => setEnvForTests({ DEMO_API: original }));

  it("answers JSON with no-store", async () => {
    const res = await loader(args("GET", "apps/email/emails?folder=inbox"));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toHaveProperty("emailsMeta");
  });

  it("answers 400 for malformed JSON and 413 for a huge body", async () => {
    const bad = await action(args("POST", "apps/todo/add-tasks", "{oops"));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "Malformed JSON body" });
    const huge = await action(
      args("POST", "apps/todo/add-tasks", JSON.stringify({ task: { title: "x".repeat(70_000) } })),
    );
    expect(huge.status).toBe(413);
  });

  it("is gone (404) with DEMO_API=off", async () => {
    setEnvForTests({ DEMO_API: false });
    const res = await loader(args("GET", "apps/email/emails"));
    expect(res.status).toBe(404);
    expect((await action(args("POST", "jwt/login", "{}"))).status).toBe(404);
  });
});
