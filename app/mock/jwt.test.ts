import { beforeEach, describe, expect, it, vi } from "vitest";

// Hashing on the event loop blocks every request meanwhile: the demo sign-in must never do it.
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const refuse = () => {
    throw new Error("synchronous hashing on the event loop");
  };
  const patched = { ...actual, scryptSync: refuse, pbkdf2Sync: refuse };
  return { ...patched, default: patched };
});

// The real hashing by default; the test that fills the list to its cap swaps in an instant one.
vi.mock("~/lib/auth/password.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/lib/auth/password.server")>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword), verifyPassword: vi.fn(actual.verifyPassword) };
});

const { resetMockState, MAX_DEMO_ROWS } = await import("./core");
const { login, register, verifyDemoToken } = await import("./jwt.server");
const password = await import("~/lib/auth/password.server");

beforeEach(() => resetMockState(new Date("2025-06-15T12:00:00Z")));

describe("demo sign-in", () => {
  it("signs in the sample accounts without hashing, and refuses a wrong password", async () => {
    const admin = await login({ email: "admin@demo.com", password: "admin" });
    expect(admin.userData.email).toBe("admin@demo.com");
    expect(await verifyDemoToken(admin.accessToken, "access")).toMatchObject({ id: 1 });
    expect((await login({ email: "client@demo.com", password: "client" })).userData.role).toBe("client");
    await expect(login({ email: "admin@demo.com", password: "client" })).rejects.toMatchObject({ status: 400 });
    await expect(login({ email: "admin@demo.com", password: "admi" })).rejects.toMatchObject({ status: 400 });
  });

  it("hashes a registered password off the event loop and signs the user in with it", async () => {
    const created = await register({ email: "new@demo.com", password: "secret12", username: "newbie" });
    expect(created.user?.email).toBe("new@demo.com");
    expect(JSON.stringify(created)).not.toContain("secret12");
    expect((await login({ email: "new@demo.com", password: "secret12" })).userData.username).toBe("newbie");
    await expect(login({ email: "new@demo.com", password: "secret13" })).rejects.toMatchObject({ status: 400 });
    expect(await register({ email: "NEW@demo.com", password: "secret12", username: "other" })).toEqual({
      error: { email: "This email is already in use." },
    });
  });
});

describe("registered users past the demo limit", () => {
  it("drop the oldest registered user, never the sample accounts", async () => {
    vi.mocked(password.hashPassword).mockImplementation(async (p) => `plain$${p}`);
    vi.mocked(password.verifyPassword).mockImplementation(async (p, stored) => stored === `plain$${p}`);
    const first = await register({ email: "first@demo.com", password: "secret12", username: "first" });
    // Two sample accounts and the first registered user are there: fill the rest of the list.
    for (let i = 3; i < MAX_DEMO_ROWS; i++)
      expect("user" in (await register({ email: `u${i}@demo.com`, password: "secret12", username: `u${i}` }))).toBe(
        true,
      );
    expect((await login({ email: "first@demo.com", password: "secret12" })).userData.username).toBe("first");
    const next = await register({ email: "next@demo.com", password: "secret12", username: "next" });
    expect("user" in next).toBe(true);
    await expect(login({ email: "first@demo.com", password: "secret12" })).rejects.toMatchObject({ status: 400 });
    expect(first.accessToken).toBeTruthy();
    expect(await verifyDemoToken(first.accessToken ?? "", "access")).toBeNull();
    expect((await login({ email: "admin@demo.com", password: "admin" })).userData.id).toBe(1);
    expect((await login({ email: "client@demo.com", password: "client" })).userData.id).toBe(2);
    expect((await login({ email: "next@demo.com", password: "secret12" })).userData.username).toBe("next");
  });
});
