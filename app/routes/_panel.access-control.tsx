import { createMongoAbility, type MongoAbility } from "@casl/ability";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.access-control";
import { LinkTabs } from "~/components/LinkTabs";
import { PageHeader } from "~/components/PageHeader";
import { Section } from "~/components/Section";
import { requireDemo } from "~/lib/demo.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { enumParam } from "~/mock/core";
import { demoRoleRules } from "~/mock/jwt.server";

/**
 * The template's access-control demo: the sample roles' CASL rules decide, on the server, which cards show. Viewing
 * the page as another role (`?as=`) only evaluates that role's rules here; the signed-in user's own abilities
 * (the panel's, checked by `requireDemo`) stay as they are.
 */
const DEMO_ROLES = ["admin", "client"] as const;
const Query = z.object({ as: enumParam(DEMO_ROLES) });
const ANALYTICS_RULE = { action: "read", subject: "Analytics" } as const;

// The strings of the template demo come as a part of their own, named here so the page has them at once.
export const handle = { ...hydrateOnIntent, i18n: ["demo-acl"] };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const query = Query.safeParse({ as: url.searchParams.get("as") ?? undefined });
  if (!query.success) throw data(null, { status: 400 });
  const role = query.data.as ?? "admin";
  const rules = demoRoleRules(role);
  const ability: MongoAbility = createMongoAbility(rules);
  return {
    title: getT(context, ["demo-acl"])("title"),
    role,
    rules,
    canAnalytics: ability.can(ANALYTICS_RULE.action, ANALYTICS_RULE.subject),
  };
}

function RuleCode({ rule }: { rule: { action: string; subject: string } }) {
  return (
    <Box
      component="code"
      sx={{ display: "inline-block", px: 1, py: 0.5, borderRadius: 1, bgcolor: "action.hover", fontSize: 13 }}
    >
      {`{ action: "${rule.action}", subject: "${rule.subject}" }`}
    </Box>
  );
}

export default function AccessControl({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("demo-acl");
  const { role, rules, canAnalytics } = loaderData;
  return (
    <>
      <PageHeader title={loaderData.title} subtitle={t("subtitle")} />
      <Box sx={{ mb: 3 }}>
        <LinkTabs
          label={t("viewAs")}
          current={role}
          testId="acl-roles"
          tabs={DEMO_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`), to: `?as=${r}` }))}
        />
      </Box>
      <Box
        sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } }}
      >
        <Section title={t("common.title")} testId="acl-common">
          <Typography sx={{ mb: 2 }}>{t("common.body")}</Typography>
          <Typography variant="body2" color="textSecondary">
            {t("common.rule")}
          </Typography>
        </Section>
        {canAnalytics ? (
          <Section title={t("analytics.title")} testId="acl-analytics">
            <Typography sx={{ mb: 2 }}>{t("analytics.body")}</Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
              {t("analytics.rule")}
            </Typography>
            <RuleCode rule={ANALYTICS_RULE} />
          </Section>
        ) : (
          <Alert severity="info" data-testid="acl-analytics-hidden" sx={{ alignSelf: "start" }}>
            {t("analytics.hidden")} <RuleCode rule={ANALYTICS_RULE} />
          </Alert>
        )}
        <Box sx={{ gridColumn: "1 / -1" }}>
          <Section title={t("rules.title", { role: t(`roles.${role}`) })} testId="acl-rules">
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: "grid", gap: 1 }}>
              {rules.map((r) => (
                <li key={`${r.action}-${r.subject}`}>
                  <RuleCode rule={r} />
                </li>
              ))}
            </Box>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
              {t("rules.note")}
            </Typography>
          </Section>
        </Box>
      </Box>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
