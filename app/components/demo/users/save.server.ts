import { MockError } from "~/mock/core";
import { AddUserBody, UpdateUserBody, addUser, updateUser, type DemoUser } from "~/mock/users";

const MESSAGES: Record<string, string> = {
  "This email is already in use.": "demo-users:errors.emailTaken",
  "This username is already in use.": "demo-users:errors.usernameTaken",
};

/** Field errors as i18n keys from the schema's issues. */
function issueKeys(issues: ReadonlyArray<{ path: PropertyKey[] }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0]);
    errors[name] ??=
      name === "email"
        ? "demo-users:errors.email"
        : name === "username"
          ? "demo-users:errors.username"
          : "demo-users:errors.required";
  }
  return errors;
}

/** Adds (no id) or updates a demo user from the posted values; answers the user or field errors. */
export function saveUser(
  id: number | null,
  values: Record<string, string>,
): { ok: true; user: DemoUser } | { ok: false; errors: Record<string, string> } {
  const parsed = (id === null ? AddUserBody : UpdateUserBody).safeParse({ ...values, avatar: "" });
  if (!parsed.success) return { ok: false, errors: issueKeys(parsed.error.issues) };
  try {
    const user = id === null ? addUser(parsed.data) : updateUser(id, parsed.data as typeof UpdateUserBody._output);
    return { ok: true, user };
  } catch (error) {
    if (error instanceof MockError && error.status === 400 && error.details && typeof error.details === "object") {
      const errors: Record<string, string> = {};
      for (const [name, message] of Object.entries(error.details as Record<string, string>))
        errors[name] = MESSAGES[message] ?? "demo-users:errors.required";
      return { ok: false, errors };
    }
    if (error instanceof MockError && error.status === 409)
      return { ok: false, errors: { form: "demo-users:errors.full" } };
    throw error;
  }
}
