// Signing in to the app under measure (bench/scale.ts, bench/pair.mjs, scripts/audit.mjs): every generated and
// demo account uses the same password. A plain ES module, so that pair.mjs runs without a compiler.

export const PASSWORD = "Demo1234!";

/** The session cookies of a sign-in through the login form, for requests that follow as that user. */
export async function signIn(base, email) {
  const res = await fetch(`${base}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password: PASSWORD }),
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  if (res.status !== 303) throw new Error(`Sign-in as ${email} answered ${res.status}`);
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.startsWith("toast="));
  if (!cookies.length) throw new Error(`Sign-in as ${email} set no cookie`);
  return cookies.join("; ");
}
