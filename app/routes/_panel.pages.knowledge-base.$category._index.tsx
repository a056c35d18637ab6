import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { Link as RouterLink, data } from "react-router";
import type { Route } from "./+types/_panel.pages.knowledge-base.$category._index";
import { PageHeader } from "~/components/PageHeader";
import { Section } from "~/components/Section";
import { HelpIcon } from "~/components/demo/help/HelpParts";
import { KbBreadcrumbs } from "~/components/demo/help/KbBreadcrumbs";
import { requireDemo } from "~/lib/demo.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { titleMeta } from "~/lib/meta";
import { MockError } from "~/mock/core";
import { knowledgeCategoryPage } from "~/mock/help";

/** One knowledge-base category: its question groups, each question linked by its slug. */

// The strings of the template demo come as a part of their own, named here so the page has them at once.
export const handle = { ...hydrateOnIntent, i18n: ["demo-help"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  try {
    const { card, sections } = knowledgeCategoryPage(params.category);
    return { title: card.title, card, sections };
  } catch (error) {
    if (error instanceof MockError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export default function KnowledgeCategory({ loaderData }: Route.ComponentProps) {
  const { card, sections } = loaderData;
  return (
    <>
      <KbBreadcrumbs trail={[]} current={card.title} />
      <PageHeader title={card.title} subtitle={card.desc} />
      <Box
        sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } }}
      >
        {sections.map((s) => (
          <Section
            key={s.id}
            title={
              <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
                <HelpIcon name={s.icon} color={s.iconColor} />
                {s.title}
              </Box>
            }
            testId="kb-section"
          >
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: "grid", gap: 1 }}>
              {s.questions.map((q) => (
                <li key={q.id}>
                  <Link component={RouterLink} to={`/pages/knowledge-base/${card.category}/${q.slug}`}>
                    {q.question}
                  </Link>
                </li>
              ))}
            </Box>
          </Section>
        ))}
      </Box>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
