import { counter, giveBack, take, type Verdict } from "../security/rate-limit.server";
import { checkPassword } from "~/models/users.server";

/**
 * Every check of the current password on the account screen (password change, e-mail change, two-factor
 * off) counts against one allowance per account (`account-password`), taken before the check: a stolen
 * session cannot guess the password, whichever form it uses. A right password gives its hit back, so
 * only failures count.
 */
export async function checkCurrentPassword(
  userId: number,
  password: string,
  now = new Date(),
): Promise<{ limit: Verdict; ok: boolean }> {
  const counters = [counter("account-password", userId)];
  const limit = await take(counters, now);
  if (limit.limited) return { limit, ok: false };
  const ok = await checkPassword(userId, password);
  if (ok) await giveBack(counters, now);
  return { limit, ok };
}
