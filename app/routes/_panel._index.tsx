import ApartmentOutlined from "@mui/icons-material/ApartmentOutlined";
import BadgeOutlined from "@mui/icons-material/BadgeOutlined";
import BusinessCenterOutlined from "@mui/icons-material/BusinessCenterOutlined";
import GroupOutlined from "@mui/icons-material/GroupOutlined";
import MailOutline from "@mui/icons-material/MailOutlined";
import PersonAddAltOutlined from "@mui/icons-material/PersonAddAltOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import PhoneOutlined from "@mui/icons-material/PhoneOutlined";
import VerifiedUserOutlined from "@mui/icons-material/VerifiedUserOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { passServerTiming, timedDb } from "~/lib/server-timing";
import type { Route } from "./+types/_panel._index";
import { PageHeader } from "~/components/PageHeader";
import { ExpressCards } from "~/components/home/ExpressCards";
import { FIGURE_GRID_SX, StatCard } from "~/components/StatCard";
import { can, requireAbility } from "~/lib/auth/auth.server";
import { formatDate, formatDateTime, formatNumber } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { describeUserAgent } from "~/lib/user-agent";
import { adminDashboard, agentDashboard, customerDashboard } from "~/models/dashboard.server";
import { ShipmentsCards } from "~/components/home/ShipmentsCards";
import { shipmentFigures, scopeFor } from "~/models/shipments.server";
import { contentOverview } from "~/models/content-dashboard.server";
import { ContentCards } from "~/components/home/ContentCards";
import { FreightCards } from "~/components/home/FreightCards";
import { salesHome } from "~/models/sales-home.server";
import { requestContactCounts } from "~/lib/panel-badges.server";
import { expressHomeFigures } from "~/models/express-prices.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { Section } from "~/components/Section";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Dashboard");
  const { value, timing } = await timedDb(homeData(user, context));
  return data(value, { headers: timing });
}

export const headers = passServerTiming;

async function homeData(user: ReturnType<typeof requireAbility>, context: Route.LoaderArgs["context"]) {
  const title = getT(context)("home:title");
  const shipmentsQuery = can(context, "read", "Shipment") ? shipmentFigures(scopeFor(user)) : Promise.resolve(null);
  const salesQuery = salesHome(user, () => requestContactCounts(context));
  const expressQuery = expressHomeFigures();
  if (user.role === "admin") {
    const [shipments, sales, express, admin, content] = await Promise.all([
      shipmentsQuery,
      salesQuery,
      expressQuery,
      adminDashboard(),
      contentOverview(),
    ]);
    return { role: "admin" as const, title, shipments, sales, express, admin, content };
  }
  if (user.role === "agent") {
    const [shipments, sales, express, agent] = await Promise.all([
      shipmentsQuery,
      salesQuery,
      expressQuery,
      agentDashboard(user),
    ]);
    return { role: "agent" as const, title, shipments, sales, express, agent };
  }
  const [shipments, sales, express, customer] = await Promise.all([
    shipmentsQuery,
    salesQuery,
    expressQuery,
    customerDashboard(user),
  ]);
  return {
    role: "customer" as const,
    title,
    shipments,
    sales,
    express,
    customer,
    profile: {
      customerType: user.customer_type,
      createdAt: user.created_at,
      permissionMail: user.permission_mail === 1,
      permissionSms: user.permission_sms === 1,
    },
  };
}

/** A short list of people or places. */
function List({
  rows,
}: {
  rows: Array<{ key: string | number; primary: React.ReactNode; secondary?: React.ReactNode; aside?: React.ReactNode }>;
}) {
  return (
    <Box component="ul" sx={LIST_CSS}>
      {rows.map((r) => (
        <li key={r.key}>
          <div className="row-text">
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {r.primary}
            </Typography>
            {r.secondary && (
              <Typography variant="caption" component="div" noWrap sx={{ color: "text.secondary" }}>
                {r.secondary}
              </Typography>
            )}
          </div>
          {r.aside}
        </li>
      ))}
    </Box>
  );
}

const LIST_CSS = {
  listStyle: "none",
  m: 0,
  p: 0,
  "& > li": {
    display: "flex",
    alignItems: "center",
    gap: 2,
    py: 1.25,
    borderBottom: 1,
    borderColor: "divider",
    "&:last-child": { borderBottom: 0 },
  },
  "& .row-text": { minWidth: 0, flexGrow: 1 },
  "& .row-aside": { flexShrink: 0 },
  "& .row-aside-end": { textAlign: "right" },
  "& .row-inline": { display: "flex", gap: 1, alignItems: "center" },
  "& .row-date": { mt: 0.5, color: "text.secondary" },
} as const;

/** The home's grids: figures (two a row on phones, four on wide screens), or two cards (wider first). */
const TWO_COLS_CSS = { display: "grid", gap: 2.5, mt: 2.5, gridTemplateColumns: { xs: "1fr", lg: "3fr 2fr" } } as const;

function Columns({ figures = false, children }: { figures?: boolean; children: React.ReactNode }) {
  return <Box sx={figures ? FIGURE_GRID_SX : TWO_COLS_CSS}>{children}</Box>;
}

function AdminHome({ data }: { data: NonNullable<Route.ComponentProps["loaderData"]["admin"]> }) {
  const { t, i18n } = useTranslation("home");
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <>
      <Columns figures>
        <StatCard
          testId="stat-customers"
          icon={GroupOutlined}
          label={t("figures.customers")}
          value={n(data.figures.customers)}
          hint={t("figures.corporateShare", { count: data.figures.corporate })}
        />
        <StatCard
          testId="stat-new-customers"
          icon={PersonAddAltOutlined}
          color="success"
          label={t("figures.newCustomers")}
          value={n(data.figures.newCustomers)}
        />
        <StatCard
          testId="stat-agents"
          icon={BadgeOutlined}
          color="secondary"
          label={t("figures.agents")}
          value={n(data.figures.agents)}
          hint={t("figures.inBranches", { count: data.figures.branches })}
        />
        <StatCard
          testId="stat-mails"
          icon={MailOutline}
          color="info"
          label={t("figures.mailsLastWeek")}
          value={n(data.figures.mailsLastWeek)}
        />
      </Columns>
      <Columns>
        <Section title={t("recentCustomers")}>
          {data.recentCustomers.length === 0 ? (
            <Typography sx={{ color: "text.secondary" }}>{t("empty")}</Typography>
          ) : (
            <List
              rows={data.recentCustomers.map((c) => ({
                key: c.id,
                primary: c.company_name ? `${c.name} · ${c.company_name}` : c.name,
                secondary: c.email,
                aside: (
                  <div className="row-aside row-aside-end">
                    <Chip
                      size="small"
                      label={t(`common:customerTypes.${c.customer_type ?? "individual"}`)}
                      color={c.customer_type === "corporate" ? "secondary" : "default"}
                    />
                    <Typography variant="caption" component="div" className="row-date">
                      {formatDate(c.created_at, i18n.language)}
                    </Typography>
                  </div>
                ),
              }))}
            />
          )}
        </Section>
        <Section title={t("branches")}>
          <List
            rows={data.branches.map((b) => ({
              key: b.id,
              primary: b.name,
              secondary: b.city,
              aside: (
                <div className="row-aside row-inline">
                  {b.is_main === 1 && <Chip size="small" color="primary" label={t("mainBranch")} />}
                  <Chip size="small" variant="outlined" label={t("agentCount", { count: b.agents })} />
                </div>
              ),
            }))}
          />
        </Section>
      </Columns>
    </>
  );
}

function AgentHome({ data }: { data: NonNullable<Route.ComponentProps["loaderData"]["agent"]> }) {
  const { t } = useTranslation("home");
  return (
    <Columns>
      <Section testId="agent-branch" title={t("yourBranch")}>
        {data.branch ? (
          <Box sx={{ display: "grid", gap: 1.5 }}>
            <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
              <ApartmentOutlined color="primary" />
              <Typography variant="h4" component="p">
                {data.branch.name}
              </Typography>
              {data.branch.is_main === 1 && <Chip size="small" color="primary" label={t("mainBranch")} />}
            </Box>
            <Box sx={{ display: "flex", gap: 1, color: "text.secondary" }}>
              <PlaceOutlined fontSize="small" />
              <Typography variant="body2">
                {data.branch.address}, {data.branch.city}
              </Typography>
            </Box>
            {data.branch.phone && (
              <Box sx={{ display: "flex", gap: 1, color: "text.secondary" }}>
                <PhoneOutlined fontSize="small" />
                <Typography variant="body2">{data.branch.phone}</Typography>
              </Box>
            )}
          </Box>
        ) : (
          <Typography color="textSecondary">{t("noBranch")}</Typography>
        )}
      </Section>
      <Section title={t("colleagues", { count: data.colleagues.length })}>
        <List
          rows={data.colleagues.map((c) => ({
            key: c.id,
            primary: c.name,
            secondary: [c.email, c.phone].filter(Boolean).join(" · "),
          }))}
        />
      </Section>
    </Columns>
  );
}

function CustomerHome({
  data,
  profile,
}: {
  data: NonNullable<Route.ComponentProps["loaderData"]["customer"]>;
  profile: NonNullable<Route.ComponentProps["loaderData"]["profile"]>;
}) {
  const { t, i18n } = useTranslation("home");
  return (
    <>
      <Columns figures>
        <StatCard
          icon={VerifiedUserOutlined}
          label={t("profileComplete")}
          value={formatNumber(data.completeness / 100, i18n.language, { style: "percent" })}
          testId="stat-profile"
        />
        <StatCard
          icon={BusinessCenterOutlined}
          color="secondary"
          label={t("customerType")}
          value={t(`common:customerTypes.${profile.customerType ?? "individual"}`)}
        />
        <StatCard
          icon={GroupOutlined}
          color="info"
          label={t("memberSince")}
          value={formatDate(profile.createdAt, i18n.language, { month: "short", year: "numeric" })}
        />
        <StatCard
          icon={MailOutline}
          color="success"
          label={t("notifications")}
          value={
            [profile.permissionMail && t("channels.mail"), profile.permissionSms && t("channels.sms")]
              .filter(Boolean)
              .join(" + ") || t("channels.none")
          }
        />
      </Columns>
      <Columns>
        <Section title={t("recentSignIns")}>
          <List
            rows={data.sessions.map((s) => ({
              key: s.id,
              primary: formatDateTime(s.created_at, i18n.language),
              secondary: describeUserAgent(s.user_agent) ?? t("unknownDevice"),
              aside: s.active ? (
                <Chip size="small" color="success" label={t("active")} />
              ) : (
                <Chip size="small" label={t("ended")} />
              ),
            }))}
          />
        </Section>
        <Section title={t("profileTitle")}>
          <LinearProgress
            variant="determinate"
            value={data.completeness}
            sx={{ height: 8, borderRadius: 4, mb: 2 }}
            aria-label={t("profileComplete")}
          />
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {data.completeness < 100 ? t("profileIncomplete") : t("profileCompleteText")}
          </Typography>
          <Button component={Link} to="/account" variant="outlined">
            {t("editProfile")}
          </Button>
        </Section>
      </Columns>
    </>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  return (
    <>
      <PageHeader title={t("title")} subtitle={t(`subtitle.${loaderData.role}`)} />
      {loaderData.shipments && <ShipmentsCards figures={loaderData.shipments} />}
      <FreightCards data={loaderData.sales} />
      {loaderData.admin && <AdminHome data={loaderData.admin} />}
      {loaderData.content && <ContentCards data={loaderData.content} />}
      {loaderData.agent && <AgentHome data={loaderData.agent} />}
      {loaderData.customer && loaderData.profile && (
        <CustomerHome data={loaderData.customer} profile={loaderData.profile} />
      )}
      <ExpressCards data={loaderData.express} />
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}

// A read-mostly screen whose fields are all uncontrolled: it hydrates on the visitor's first move.
export const handle = hydrateOnIntent;
