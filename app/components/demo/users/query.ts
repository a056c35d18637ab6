import { UserListQuery } from "~/mock/users";

export const PER_PAGE = [10, 25, 50] as const;

/** Reads the list's query; anything the mock refuses falls back to its default, so a bad link still shows the list. */
export function readUserQuery(url: URL) {
  const raw = Object.fromEntries(url.searchParams);
  const perPage = PER_PAGE.find((n) => String(n) === raw.perPage) ?? 10;
  const clean = Object.fromEntries(
    (["q", "page", "role", "currentPlan", "status"] as const).flatMap((k) =>
      UserListQuery.shape[k].safeParse(raw[k]).success && raw[k] !== undefined ? [[k, raw[k]]] : [],
    ),
  );
  return UserListQuery.parse({ ...clean, perPage: String(perPage) });
}
