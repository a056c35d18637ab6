import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { z } from "zod";
import { useTranslation } from "react-i18next";
import { Form, data, redirect } from "react-router";
import type { Route } from "./+types/_panel.search";
import { PageHeader } from "~/components/PageHeader";
import { SearchResultsList, BookmarkStarForm } from "~/components/search/SearchResultsList";
import { requireUser } from "~/lib/auth/auth.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { searchWithBookmarks, toggleScreenBookmark } from "~/lib/search/search.server";
import { searchViewer } from "~/lib/search/viewer.server";
import { safeRedirect } from "~/lib/security/origins.server";
import { FilterField } from "~/components/forms/FilterField";

/**
 * The panel search: screens the user may open, plus the demo's sample files and contacts for those
 * who may see demo data, at most four per group. The navbar dialog loads this route's data as
 * the user types; without JavaScript the navbar's search field submits here.
 */
const QuerySchema = z.object({ q: z.string().trim().max(100).catch("") });
const BookmarkSchema = z.object({
  intent: z.literal("bookmark"),
  id: z.coerce.number().int().positive(),
  redirectTo: z.string().optional(),
  via: z.literal("fetch").optional(),
});

export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  const { q } = QuerySchema.parse(Object.fromEntries(url.searchParams));
  return { title: getT(context)("search:title"), ...(await searchWithBookmarks(searchViewer(context), q)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context, request);
  const parsed = BookmarkSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data({ error: "Bad request" }, { status: 400 });
  const result = await toggleScreenBookmark(searchViewer(context), parsed.data.id);
  if (!result) throw data({ error: "Page not found" }, { status: 404 });
  if (parsed.data.via === "fetch") return result;
  throw redirect(safeRedirect(parsed.data.redirectTo, "/search"), { status: 303 });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("search");
  const { results, bookmarks } = loaderData;
  const here = results.q ? `/search?${new URLSearchParams({ q: results.q })}` : "/search";
  const empty = results.q && results.pages.length + results.files.length + results.contacts.length === 0;
  return (
    <>
      <PageHeader title={t("title")} subtitle={results.q ? t("resultsFor", { q: results.q }) : t("typeToSearch")} />
      <Card sx={{ mb: 2.5 }}>
        <Box component={Form} method="get" role="search" aria-label={t("title")} sx={FORM_CSS}>
          <FilterField
            name="q"
            type="search"
            defaultValue={results.q}
            label={t("title")}
            placeholder={t("placeholder")}
            className="f-q"
            inputProps={{ maxLength: 100 }}
          />
          <Button type="submit" variant="contained">
            {t("submit")}
          </Button>
        </Box>
      </Card>
      {empty && (
        <Typography color="textSecondary" data-testid="search-empty" sx={{ mb: 2 }}>
          {t("noResults", { q: results.q })}
        </Typography>
      )}
      {results.q && !empty && (
        <Card sx={{ mb: 2.5 }} data-testid="search-results">
          <CardContent>
            <SearchResultsList
              results={results}
              renderStar={(page) => <BookmarkStarForm page={page} redirectTo={here} />}
            />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t("bookmarks")}
          </Typography>
          {bookmarks.length === 0 ? (
            <Typography color="textSecondary">{t("noBookmarks")}</Typography>
          ) : (
            <SearchResultsList
              results={{ q: "", pages: bookmarks, files: [], contacts: [] }}
              hideGroupTitles
              renderStar={(page) => <BookmarkStarForm page={page} redirectTo={here} />}
            />
          )}
        </CardContent>
      </Card>
    </>
  );
}

/** The search form: one static style for the row and the field's width. */
const FORM_CSS = { display: "flex", gap: 1, p: 2, "& .f-q": { flexGrow: 1, maxWidth: 520 } } as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
