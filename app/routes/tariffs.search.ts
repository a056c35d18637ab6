import type { Route } from "./+types/tariffs.search";
import { can, getOptionalUser } from "~/lib/auth/auth.server";
import { getLocale, getT } from "~/lib/i18n/i18n.server";
import { TariffQuerySchema } from "~/lib/schemas/tariffs";
import { searchTariffs, searchServerTiming } from "~/models/tariffs.server";

/**
 * GET /tariffs/search?q=&page=&perPage= — the tariff finder as JSON, for pickers such as the
 * shipment wizard's cargo step (components/tariffs/TariffPicker.tsx). Signed-in users only:
 * 401 without a session, 403 without the Tariff read ability, 400 (with a message in the
 * user's language) for a query under 3 letters. Rows come ranked: exact code, code prefix, names.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const started = performance.now();
  const t = getT(context);
  const json = (body: unknown, status = 200, extra: Record<string, string> = {}) =>
    Response.json(body, { status, headers: { "Cache-Control": "private, no-store", ...extra } });
  if (!getOptionalUser(context)) return json({ error: "unauthorized", message: t("tariffs:api.signIn") }, 401);
  if (!can(context, "read", "Tariff"))
    return json({ error: "forbidden", message: t("common:messages.notAuthorized") }, 403);

  const params = TariffQuerySchema.parse(Object.fromEntries(url.searchParams));
  const result = await searchTariffs(params.q, { page: params.page, perPage: params.perPage, lng: getLocale(context) });
  const timing = { "Server-Timing": searchServerTiming(result, performance.now() - started) };
  if (result.status !== "ok") {
    return json({ error: "minThreeLetters", message: t("common:messages.minThreeLetters"), q: result.q }, 400, timing);
  }
  return json(
    {
      q: result.q,
      page: result.page,
      perPage: result.perPage,
      pages: result.pages,
      total: result.total,
      capped: result.capped,
      message: result.total === 0 ? t("common:messages.noResults") : null,
      rows: result.rows.map((r) => ({
        code: r.code,
        hsCode: r.hsCode,
        gtipCode: r.gtipCode,
        nameTr: r.nameTr,
        nameEn: r.nameEn,
        name: r.name,
        level: r.level,
        match: r.match,
      })),
    },
    200,
    timing,
  );
}
