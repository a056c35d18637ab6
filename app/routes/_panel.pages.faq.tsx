import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/_panel.pages.faq";
import { ContactCards, HelpIcon, HelpSearch, Question } from "~/components/demo/help/HelpParts";
import { requireDemo } from "~/lib/demo.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { FAQ_CATEGORIES, FaqQuery, faqData } from "~/mock/help";

/** The template's FAQ: questions by category, searched by `?q=` on the server; answers open without JavaScript. */

// The strings of the template demo come as a part of their own, named here so the page has them at once.
export const handle = { ...hydrateOnIntent, i18n: ["demo-help"] };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const query = FaqQuery.safeParse({ q: url.searchParams.get("q") ?? undefined });
  if (!query.success) throw data(null, { status: 400 });
  const faq = faqData(query.data.q);
  return {
    title: getT(context, ["demo-help"])("faq.title"),
    q: query.data.q,
    sections: FAQ_CATEGORIES.flatMap((key) => {
      const section = faq[key];
      return section ? [{ key, icon: section.icon, qandA: section.qandA }] : [];
    }),
  };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["demo-help", "common"]);
  const { sections, q } = loaderData;
  return (
    <>
      <HelpSearch
        title={loaderData.title}
        subtitle={t("faq.subtitle")}
        label={t("faq.searchLabel")}
        q={q}
        testId="faq-search"
      />
      {sections.length === 0 ? (
        <Card sx={{ p: 4, textAlign: "center" }} data-testid="faq-no-results">
          <Typography variant="h5" component="p">
            {t("common:messages.noResults")}
          </Typography>
        </Card>
      ) : (
        <Box
          sx={{
            display: "grid",
            gap: 3,
            gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "260px minmax(0, 1fr)" },
            alignItems: "start",
          }}
        >
          <Card
            component="nav"
            aria-label={t("faq.categoriesLabel")}
            sx={{ p: 1, position: { md: "sticky" }, top: 88 }}
          >
            {sections.map((s) => (
              <Box
                key={s.key}
                component="a"
                href={`#faq-${s.key}`}
                sx={{
                  display: "flex",
                  alignItems: "center",
                  gap: 1.5,
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  color: "text.primary",
                  textDecoration: "none",
                  "&:hover": { bgcolor: "action.hover" },
                }}
              >
                <HelpIcon name={s.icon} />
                {t(`faq.categories.${s.key}.title`)}
              </Box>
            ))}
          </Card>
          <Box sx={{ display: "grid", gap: 3 }}>
            {sections.map((s) => (
              <Card
                key={s.key}
                component="section"
                id={`faq-${s.key}`}
                aria-labelledby={`faq-${s.key}-title`}
                data-testid={`faq-${s.key}`}
                sx={{ p: { xs: 2, md: 3 }, scrollMarginTop: 88 }}
              >
                <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 1 }}>
                  <HelpIcon name={s.icon} />
                  <Box>
                    <Typography variant="h5" component="h2" id={`faq-${s.key}-title`}>
                      {t(`faq.categories.${s.key}.title`)}
                    </Typography>
                    <Typography variant="body2" color="textSecondary">
                      {t(`faq.categories.${s.key}.subtitle`)}
                    </Typography>
                  </Box>
                </Box>
                {s.qandA.map((item) => (
                  <Question key={item.question} question={item.question}>
                    {item.ans}
                  </Question>
                ))}
              </Card>
            ))}
          </Box>
        </Box>
      )}
      <ContactCards />
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
