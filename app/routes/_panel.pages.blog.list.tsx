import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/_panel.pages.blog.list";
import { PageHeader } from "~/components/PageHeader";
import { BlogSidebar, PostCard } from "~/components/demo/blog/BlogParts";
import { FilterField } from "~/components/forms/FilterField";
import { requireDemo } from "~/lib/demo.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { BLOG_CATEGORIES, BlogListQuery, blogPage, blogSidebar } from "~/mock/blog";

/** The blog's post cards: search, category and page in the URL; recent posts and categories beside them. */

// The strings of the template demo come as a part of their own, named here so the page has them at once.
export const handle = { ...hydrateOnIntent, i18n: ["demo-blog"] };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const query = BlogListQuery.safeParse({
    q: url.searchParams.get("q") ?? undefined,
    category: url.searchParams.get("category") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  if (!query.success) throw data(null, { status: 400 });
  const result = blogPage(query.data);
  const pages = Math.max(1, Math.ceil(result.total / result.perPage));
  if (query.data.page > pages) throw data(null, { status: 404 });
  return {
    title: getT(context, ["demo-blog"])("list.title"),
    query: query.data,
    ...result,
    pages,
    sidebar: blogSidebar(),
  };
}

function pageHref(query: { q: string; category?: string }, page: number) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/pages/blog/list${search ? `?${search}` : ""}`;
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["demo-blog", "common"]);
  const { query, posts, pages, total } = loaderData;
  return (
    <>
      <PageHeader title={loaderData.title} subtitle={t("list.subtitle", { value: total })} />
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 320px" },
          alignItems: "start",
        }}
      >
        <Box sx={{ display: "grid", gap: 3 }}>
          <Card sx={{ p: 2 }}>
            <Box
              component={Form}
              method="get"
              role="search"
              data-testid="blog-filter"
              sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "center" }}
            >
              <Box sx={{ flex: "1 1 240px" }}>
                <FilterField name="q" type="search" label={t("list.search")} defaultValue={query.q} />
              </Box>
              <Box sx={{ flex: "0 1 200px" }}>
                <FilterField name="category" label={t("list.category")} select defaultValue={query.category ?? ""}>
                  <option value="">{t("list.allCategories")}</option>
                  {BLOG_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`categories.${c}`)}
                    </option>
                  ))}
                </FilterField>
              </Box>
              <Button type="submit" variant="contained">
                {t("list.apply")}
              </Button>
            </Box>
          </Card>
          {posts.length === 0 ? (
            <Card sx={{ p: 4, textAlign: "center" }} data-testid="blog-no-results">
              <Typography variant="h5" component="p">
                {t("common:messages.noResults")}
              </Typography>
            </Card>
          ) : (
            <Box
              sx={{
                display: "grid",
                gap: 3,
                gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
              }}
            >
              {posts.map((p) => (
                <PostCard key={p.id} post={p} />
              ))}
            </Box>
          )}
          {pages > 1 && (
            <Box
              component="nav"
              aria-label={t("list.pages")}
              sx={{ display: "flex", gap: 1, justifyContent: "center" }}
            >
              {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <Button
                  key={n}
                  component={Link}
                  to={pageHref(query, n)}
                  variant={n === query.page ? "contained" : "outlined"}
                  aria-current={n === query.page ? "page" : undefined}
                  aria-label={t("list.page", { n })}
                  size="small"
                  sx={{ minWidth: 40 }}
                >
                  {n}
                </Button>
              ))}
            </Box>
          )}
        </Box>
        <BlogSidebar sidebar={loaderData.sidebar} current={query.category} />
      </Box>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
