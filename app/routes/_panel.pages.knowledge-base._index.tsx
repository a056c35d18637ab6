import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import type { Route } from "./+types/_panel.pages.knowledge-base._index";
import { HelpSearch } from "~/components/demo/help/HelpParts";
import { requireDemo } from "~/lib/demo.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { matches } from "~/mock/core";
import { FaqQuery, knowledgeBase } from "~/mock/help";

/** The knowledge base's category cards; `?q=` keeps the cards whose title or description contains it. */

// The strings of the template demo come as a part of their own, named here so the page has them at once.
export const handle = { ...hydrateOnIntent, i18n: ["demo-help"] };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const query = FaqQuery.safeParse({ q: url.searchParams.get("q") ?? undefined });
  if (!query.success) throw data(null, { status: 400 });
  const q = query.data.q;
  return {
    title: getT(context, ["demo-help"])("kb.title"),
    q,
    cards: knowledgeBase().filter((c) => matches(c.title, q) || matches(c.desc, q)),
  };
}

export default function KnowledgeBase({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["demo-help", "common"]);
  return (
    <>
      <HelpSearch
        title={loaderData.title}
        subtitle={t("kb.subtitle")}
        label={t("kb.searchLabel")}
        q={loaderData.q}
        testId="kb-search"
      />
      {loaderData.cards.length === 0 ? (
        <Card sx={{ p: 4, textAlign: "center" }} data-testid="kb-no-results">
          <Typography variant="h5" component="p">
            {t("common:messages.noResults")}
          </Typography>
        </Card>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            display: "grid",
            gap: 3,
            gridTemplateColumns: {
              xs: "minmax(0, 1fr)",
              sm: "repeat(2, minmax(0, 1fr))",
              lg: "repeat(3, minmax(0, 1fr))",
            },
          }}
        >
          {loaderData.cards.map((c) => (
            <li key={c.category}>
              <Card sx={{ height: "100%" }} data-testid="kb-card">
                <CardActionArea component={Link} to={`/pages/knowledge-base/${c.category}`} sx={{ height: "100%" }}>
                  <Box component="img" src={c.img} alt="" sx={{ width: "100%", height: 140, objectFit: "cover" }} />
                  <Box sx={{ p: 2.5 }}>
                    <Typography variant="h5" component="h2">
                      {c.title}
                    </Typography>
                    <Typography color="textSecondary">{c.desc}</Typography>
                  </Box>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
