import Check from "@mui/icons-material/Check";
import Remove from "@mui/icons-material/Remove";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.pages.pricing";
import { LinkTabs } from "~/components/LinkTabs";
import { PageHeader } from "~/components/PageHeader";
import { Section } from "~/components/Section";
import { Question } from "~/components/demo/help/HelpParts";
import { requireDemo } from "~/lib/demo.server";
import { formatNumber } from "~/lib/format";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { enumParam } from "~/mock/core";
import { pricingData } from "~/mock/pages";

/** The template's pricing: three plans, billed monthly (default) or yearly, their benefits compared, the questions. */
const BILLING = ["monthly", "yearly"] as const;
const Query = z.object({ billing: enumParam(BILLING) });

// The strings of the template demo come as a part of their own, named here so the page has them at once.
export const handle = { ...hydrateOnIntent, i18n: ["demo-pricing"] };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const query = Query.safeParse({ billing: url.searchParams.get("billing") ?? undefined });
  if (!query.success) throw data(null, { status: 400 });
  const pricing = pricingData();
  return {
    title: getT(context, ["demo-pricing"])("title"),
    billing: query.data.billing ?? "monthly",
    plans: [pricing.basicPlan, pricing.standardPlan, pricing.enterprisePlan],
    qandA: pricing.qandA,
  };
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("demo-pricing");
  const { billing, plans, qandA } = loaderData;
  const yearly = billing === "yearly";
  const money = (v: number) =>
    formatNumber(v, i18n.language, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const benefits = [...new Set(plans.flatMap((p) => p.planBenefits))];
  return (
    <>
      <PageHeader title={loaderData.title} subtitle={t("subtitle")} />
      <Box sx={{ display: "flex", justifyContent: "center", mb: 3 }}>
        <LinkTabs
          label={t("billing")}
          current={billing}
          testId="billing-tabs"
          tabs={[
            { value: "monthly", label: t("monthly"), to: "?billing=monthly" },
            { value: "yearly", label: t("yearly"), to: "?billing=yearly" },
          ]}
        />
      </Box>
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(3, minmax(0, 1fr))" },
          alignItems: "stretch",
        }}
      >
        {plans.map((plan) => {
          const perMonth = yearly ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
          return (
            <Card
              key={plan.title}
              component="section"
              aria-labelledby={`plan-${plan.title}`}
              data-testid={`plan-${plan.title.toLowerCase()}`}
              sx={{
                p: 3,
                textAlign: "center",
                position: "relative",
                border: plan.popular ? 2 : 1,
                borderColor: plan.popular ? "primary.main" : "divider",
              }}
            >
              {plan.popular && (
                <Chip
                  label={t("popular")}
                  color="primary"
                  size="small"
                  sx={{ position: "absolute", top: 12, right: 12 }}
                />
              )}
              <Box component="img" src={plan.img} alt="" sx={{ width: 96, height: 96, mb: 1 }} />
              <Typography variant="h4" component="h2" id={`plan-${plan.title}`}>
                {plan.title}
              </Typography>
              <Typography color="textSecondary" sx={{ mb: 2 }}>
                {plan.subtitle}
              </Typography>
              <Typography variant="h2" component="p" color="primary" data-testid="plan-price">
                {money(perMonth)}
                <Typography component="span" color="textSecondary" sx={{ fontSize: 16 }}>
                  {t("perMonth")}
                </Typography>
              </Typography>
              {yearly && (
                <Typography variant="body2" color="textSecondary" data-testid="plan-yearly-total">
                  {t("billedYearly", { total: money(plan.yearlyPlan.totalAnnual) })}
                </Typography>
              )}
              <Box component="ul" sx={{ textAlign: "left", pl: 2.5, my: 3, display: "grid", gap: 1 }}>
                {plan.planBenefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </Box>
              <Button variant={plan.popular ? "contained" : "outlined"} fullWidth component="a" href="/contact">
                {plan.monthlyPrice === 0 ? t("currentPlan") : t("upgrade")}
              </Button>
            </Card>
          );
        })}
      </Box>
      <Box sx={{ mt: 4 }}>
        <Section title={t("compare")} testId="plan-comparison">
          {/* A phone scrolls the table sideways: the region takes the keyboard focus so it can be scrolled too. */}
          <Box sx={{ overflowX: "auto" }} tabIndex={0} role="region" aria-label={t("compareTable")}>
            <Box
              component="table"
              sx={{
                width: "100%",
                borderCollapse: "collapse",
                "& th, & td": { py: 1, px: 1.5, borderBottom: 1, borderColor: "divider" },
                "& td": { textAlign: "center" },
                "& thead th": { textAlign: "center", fontWeight: 600 },
                "& tbody th": { textAlign: "left", fontWeight: 400 },
              }}
            >
              <thead>
                <tr>
                  <th scope="col">{t("benefit")}</th>
                  {plans.map((p) => (
                    <th key={p.title} scope="col">
                      {p.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {benefits.map((b) => (
                  <tr key={b}>
                    <th scope="row">{b}</th>
                    {plans.map((p) =>
                      p.planBenefits.includes(b) ? (
                        <td key={p.title}>
                          <Check color="success" titleAccess={t("included")} />
                        </td>
                      ) : (
                        <td key={p.title}>
                          <Remove color="disabled" titleAccess={t("notIncluded")} />
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        </Section>
      </Box>
      <Box component="section" aria-labelledby="pricing-faq" sx={{ mt: 4, maxWidth: 800, mx: "auto" }}>
        <Typography variant="h4" component="h2" id="pricing-faq" sx={{ textAlign: "center", mb: 2 }}>
          {t("faq")}
        </Typography>
        <Card sx={{ px: 3, py: 1 }}>
          {qandA.map((q) => (
            <Question key={q.question} question={q.question}>
              {q.ans}
            </Question>
          ))}
        </Card>
      </Box>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
