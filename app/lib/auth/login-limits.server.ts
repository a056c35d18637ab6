import { knownDevice } from "./known-device.server";
import { clearCounters, counter, giveBack, type Counter } from "../security/rate-limit.server";
import { clientIp } from "../security/origins.server";

/**
 * Which counters a sign-in attempt feeds (see docs/security.md, "Rate limits"):
 * - from a browser that has signed in to the account before (known-device cookie): that browser's
 *   own counter only, so strangers' failures never lock the owner out of it;
 * - from anywhere else: the address (spraying many accounts), the account at this address (guessing
 *   one password), and the account from all unknown browsers together (guessing from many addresses).
 */
export async function loginCounters(request: Request, email: string): Promise<Counter[]> {
  const device = await knownDevice(request, email);
  if (device) return [counter("login-device", device)];
  const ip = clientIp(request);
  return [counter("login-address", ip), counter("login-account-address", email, ip), counter("login-account", email)];
}

/**
 * The password was right: this attempt does not count against the shared counters (address, account
 * from unknown browsers), and the counters only this client feeds (account at this address, this
 * device) start afresh. Strangers' failures against the account stay counted.
 */
export async function passwordAccepted(counters: Counter[], now = new Date()): Promise<void> {
  const shared = counters.filter((c) => c.policy.name === "login-address" || c.policy.name === "login-account");
  const own = counters.filter((c) => c.policy.name === "login-account-address" || c.policy.name === "login-device");
  await Promise.all([giveBack(shared, now), clearCounters(own)]);
}
