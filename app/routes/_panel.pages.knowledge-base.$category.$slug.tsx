import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, data } from "react-router";
import type { Route } from "./+types/_panel.pages.knowledge-base.$category.$slug";
import { Section } from "~/components/Section";
import { KbBreadcrumbs } from "~/components/demo/help/KbBreadcrumbs";
import { sanitizeRichText } from "~/lib/content/html.server";
import { requireDemo } from "~/lib/demo.server";
import { formatDate } from "~/lib/format";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { titleMeta } from "~/lib/meta";
import { MockError } from "~/mock/core";
import { knowledgeQuestionIn } from "~/mock/help";

/** One knowledge-base question by its slug: the article (sanitised on the server), related questions, breadcrumbs. */

// The strings of the template demo come as a part of their own, named here so the page has them at once.
export const handle = { ...hydrateOnIntent, i18n: ["demo-help"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  try {
    const { card, question } = knowledgeQuestionIn(params.category, params.slug);
    return {
      title: question.title,
      card: { category: card.category, title: card.title },
      question: { ...question, content: sanitizeRichText(question.content) },
    };
  } catch (error) {
    if (error instanceof MockError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export default function KnowledgeQuestion({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("demo-help");
  const { card, question } = loaderData;
  return (
    <>
      <KbBreadcrumbs
        trail={[{ to: `/pages/knowledge-base/${card.category}`, label: card.title }]}
        current={question.title}
      />
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(0, 1fr)" },
          alignItems: "start",
        }}
      >
        <Card component="article" sx={{ p: { xs: 2, md: 3 } }} data-testid="kb-question">
          <Typography variant="h2" component="h1">
            {question.title}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {t("kb.lastUpdated", { date: formatDate(question.lastUpdated, i18n.language) })}
          </Typography>
          <Box
            sx={{ "& p": { mt: 0 }, "& ul": { pl: 3 }, lineHeight: 1.7 }}
            // The article's HTML went through the server's allowlist sanitiser in the loader.
            dangerouslySetInnerHTML={{ __html: question.content }}
          />
        </Card>
        <Section title={t("kb.related")} testId="kb-related">
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: "grid", gap: 1 }}>
            {question.relatedQuestions.map((q) => (
              <li key={q.id}>
                <Link component={RouterLink} to={`/pages/knowledge-base/${card.category}/${q.slug}`}>
                  {q.question}
                </Link>
              </li>
            ))}
          </Box>
        </Section>
      </Box>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
