import Close from "@mui/icons-material/Close";
import ExpandMore from "@mui/icons-material/ExpandMore";
import Inventory from "@mui/icons-material/Inventory2Outlined";
import LocalShipping from "@mui/icons-material/LocalShippingOutlined";
import MoreVert from "@mui/icons-material/MoreVert";
import Refresh from "@mui/icons-material/Refresh";
import TrendingUp from "@mui/icons-material/TrendingUp";
import PeopleOutlined from "@mui/icons-material/PeopleOutlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import CardMedia from "@mui/material/CardMedia";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { BarChart } from "@mui/x-charts/BarChart";
import { Gauge, gaugeClasses } from "@mui/x-charts/Gauge";
import { PieChart } from "@mui/x-charts/PieChart";
import { SparkLineChart } from "@mui/x-charts/SparkLineChart";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { FIGURE_GRID_SX, StatCard } from "~/components/StatCard";
import { TIME_SHORT, formatDate } from "~/lib/format";
import type { CardsData } from "./cards.server";
import { STATIC_CHART, useChartColors } from "~/components/charts/chart-kit";
import { ChartFigure } from "./ChartFigure";

/**
 * The cards gallery: MUI's Card in the shapes the panel's screens use, filled from the demo model. Charts on these
 * cards are MUI X Charts, drawn on the server like every chart of the panel.
 */
const GRID = { display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr", xl: "repeat(3, 1fr)" } };

function initials(name: string) {
  return name
    .split(" ")
    .slice(0, 2)
    .map((p) => p[0])
    .join("");
}

function Basic() {
  const { t } = useTranslation("demo-gallery");
  return (
    <Box sx={GRID}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {t("cards.s.textTitle")}
          </Typography>
          <Typography color="textSecondary">{t("cards.s.textBody")}</Typography>
        </CardContent>
      </Card>
      <Card>
        <CardMedia
          component="img"
          height="160"
          image="/mock/images/cover/istanbul-hub.svg"
          alt={t("cards.s.imageAlt")}
        />
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {t("cards.s.mediaTitle")}
          </Typography>
          <Typography color="textSecondary">{t("cards.s.mediaBody")}</Typography>
        </CardContent>
        <CardActions>
          <Button component={Link} to="/maps/leaflet" size="small">
            {t("cards.s.onMap")}
          </Button>
          <Button component={Link} to="/cards/advance" size="small">
            {t("cards.s.more")}
          </Button>
        </CardActions>
      </Card>
      <Card>
        <CardHeader
          avatar={<Avatar sx={{ bgcolor: "primary.main" }}>AY</Avatar>}
          action={
            <IconButton aria-label={t("cards.s.options")}>
              <MoreVert />
            </IconButton>
          }
          title="Ayşe Yılmaz"
          subheader={t("cards.s.role")}
          slotProps={{ title: { component: "h2", variant: "subtitle1" } }}
        />
        <CardContent>
          <Typography color="textSecondary">{t("cards.s.headerBody")}</Typography>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {t("cards.s.outlined")}
          </Typography>
          <Typography color="textSecondary">{t("cards.s.outlinedBody")}</Typography>
        </CardContent>
      </Card>
      <Card sx={{ textAlign: "center", bgcolor: "primary.main", color: "primary.contrastText" }}>
        <CardContent>
          <LocalShipping sx={{ fontSize: 40 }} />
          <Typography variant="h5" component="h2" color="inherit" gutterBottom>
            {t("cards.s.coloured")}
          </Typography>
          <Typography color="inherit">{t("cards.s.colouredBody")}</Typography>
        </CardContent>
      </Card>
    </Box>
  );
}

function Advance({ data }: { data: Extract<CardsData, { kind: "advance" }> }) {
  const { t } = useTranslation("demo-gallery");
  const lead = data.staff[0]!;
  return (
    <Box sx={GRID}>
      <Card>
        <CardMedia component="img" height="120" image="/mock/images/cover/team.svg" alt="" />
        <CardContent sx={{ textAlign: "center", mt: -6 }}>
          <Avatar
            sx={{ width: 72, height: 72, mx: "auto", border: 4, borderColor: "background.paper", bgcolor: "info.main" }}
          >
            {initials(lead.full_name)}
          </Avatar>
          <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
            {lead.full_name}
          </Typography>
          <Typography color="textSecondary">
            {lead.post} · {lead.city}
          </Typography>
          <Divider sx={{ my: 2 }} />
          <Box sx={{ display: "flex", justifyContent: "space-around" }}>
            <div>
              <Typography variant="h6" component="p">
                {lead.age}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {t("cards.s.age")}
              </Typography>
            </div>
            <div>
              <Typography variant="h6" component="p">
                {lead.salary}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {t("cards.s.salary")}
              </Typography>
            </div>
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t("cards.s.team")} slotProps={{ title: { component: "h2", variant: "h6" } }} />
        <List dense sx={{ pt: 0 }}>
          {data.team.map((p) => (
            <ListItem key={p.id} secondaryAction={<Chip size="small" label={p.city} />}>
              <ListItemAvatar>
                <Avatar>{initials(p.full_name)}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={p.full_name} secondary={p.post} />
            </ListItem>
          ))}
        </List>
      </Card>
      <Card>
        <CardHeader title={t("cards.s.capacity")} slotProps={{ title: { component: "h2", variant: "h6" } }} />
        <CardContent sx={{ display: "grid", gap: 2 }}>
          {data.staff.map((p, i) => {
            const value = ((p.id * 37) % 60) + 35;
            return (
              <div key={p.id}>
                <Box sx={{ display: "flex", justifyContent: "space-between" }}>
                  <Typography variant="body2">{p.city}</Typography>
                  <Typography variant="body2" color="textSecondary">
                    {value} %
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={value}
                  color={(["primary", "info", "success", "warning", "error"] as const)[i % 5]}
                  aria-label={p.city}
                />
              </div>
            );
          })}
        </CardContent>
      </Card>
    </Box>
  );
}

const STAT_ICONS = [LocalShipping, TrendingUp, PeopleOutlined, Inventory] as const;
const STAT_COLORS = ["primary", "success", "info", "warning", "error", "secondary"] as const;

function Statistics({ data }: { data: Extract<CardsData, { kind: "statistics" }> }) {
  const { t } = useTranslation("demo-gallery");
  const colors = useChartColors();
  return (
    <>
      <Box sx={FIGURE_GRID_SX}>
        {data.cards.slice(0, 4).map((c, i) => (
          <StatCard
            key={c.name}
            label={t(`cards.stat.${c.name}`)}
            value={c.statistics}
            icon={STAT_ICONS[i]!}
            color={STAT_COLORS[i]}
            testId={`stat-${c.name}`}
          />
        ))}
      </Box>
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(3, 1fr)" } }}>
        {data.cards.map((c, i) => (
          <Card key={c.name} sx={{ p: 2 }} data-testid={`statistics-${c.name}`}>
            <Typography variant="h5" component="p">
              {c.statistics}
            </Typography>
            <Typography variant="body2" color="textSecondary" component="h2">
              {t(`cards.stat.${c.name}`)}
            </Typography>
            <ChartFigure
              caption={t("charts.s.sparkCaption", { values: c.data.join(", ") })}
              table={{ head: [t("charts.s.point"), t("charts.s.value")], rows: c.data.map((v, j) => [j + 1, v]) }}
            >
              <SparkLineChart
                {...STATIC_CHART}
                width={280}
                height={70}
                data={c.data}
                color={colors[i % colors.length]}
                plotType={c.name.includes("bar") || i % 3 === 2 ? "bar" : "line"}
                area={i % 3 === 1}
                curve="natural"
              />
            </ChartFigure>
          </Card>
        ))}
      </Box>
    </>
  );
}

function Analytics({ data }: { data: Extract<CardsData, { kind: "analytics" }> }) {
  const { t } = useTranslation("demo-gallery");
  const colors = useChartColors();
  const devices = data.devices.chartInfo.map((d, id) => ({
    id,
    value: d.usage,
    label: t(`cards.s.device.${d.name.toLowerCase()}`),
  }));
  const customers = data.customers.listData.map((c, id) => ({
    id,
    value: c.result,
    label: t(`charts.s.customer.${c.text.toLowerCase()}`),
  }));
  const orders = (["finished", "pending", "rejected"] as const).map((s, id) => ({
    id,
    value: data.orders.chartInfo[s],
    label: t(`charts.s.${s}`),
  }));
  const days = data.sessions.series[0].data.map((_, i) => t("charts.s.day", { n: i + 1 }));
  return (
    <Box sx={GRID}>
      <AnalyticsCard title={t("cards.s.support")} testId="analytics-support-tracker">
        <ChartFigure
          caption={t("charts.s.gaugeCaption", { name: t("charts.s.gauge.support"), value: data.support.series[0] })}
          table={{ head: [t("charts.s.measure"), "%"], rows: [[t("charts.s.gauge.support"), data.support.series[0]]] }}
        >
          <Gauge
            {...STATIC_CHART}
            width={220}
            height={170}
            value={data.support.series[0]}
            startAngle={-120}
            endAngle={120}
            innerRadius="80%"
            text={({ value }) => `${value} %`}
            sx={{ mx: "auto", [`& .${gaugeClasses.valueArc}`]: { fill: colors[0] } }}
          />
        </ChartFigure>
        <Figures
          items={[
            [t("cards.s.newTickets"), data.support.newTicket],
            [t("cards.s.openTickets"), data.support.openTicket],
            [t("cards.s.totalTickets"), data.support.totalTicket],
          ]}
        />
      </AnalyticsCard>
      <AnalyticsCard title={t("cards.s.avgSessions")} testId="analytics-avg-sessions">
        <Typography variant="h4" component="p">
          {data.sessions.sessions.toLocaleString("en-US")}{" "}
          <Typography component="span" color="success.main">
            {data.sessions.growth}
          </Typography>
        </Typography>
        <ChartFigure
          caption={t("charts.s.sessionsCaption")}
          table={{
            head: [t("charts.s.dayLabel"), t("charts.s.sessions")],
            rows: days.map((d, i) => [d, data.sessions.series[0].data[i]!]),
          }}
        >
          <BarChart
            {...STATIC_CHART}
            width={300}
            height={160}
            colors={colors}
            xAxis={[{ scaleType: "band", data: days }]}
            yAxis={[{ width: 36 }]}
            series={[{ data: [...data.sessions.series[0].data], label: t("charts.s.sessions") }]}
            hideLegend
          />
        </ChartFigure>
      </AnalyticsCard>
      <AnalyticsCard title={t("cards.s.goal")} testId="analytics-goal-overview">
        <ChartFigure
          caption={t("charts.s.gaugeCaption", { name: t("charts.s.gauge.goal"), value: data.goal.series[0] })}
          table={{ head: [t("charts.s.measure"), "%"], rows: [[t("charts.s.gauge.goal"), data.goal.series[0]]] }}
        >
          <Gauge
            {...STATIC_CHART}
            width={220}
            height={170}
            value={data.goal.series[0]}
            innerRadius="80%"
            text={({ value }) => `${value} %`}
            sx={{ mx: "auto", [`& .${gaugeClasses.valueArc}`]: { fill: colors[3] } }}
          />
        </ChartFigure>
        <Figures
          items={[
            [t("cards.s.completed"), data.goal.completed],
            [t("cards.s.inProgress"), data.goal.inProgress],
          ]}
        />
      </AnalyticsCard>
      {(
        [
          ["orders", t("cards.s.orders"), orders],
          ["devices", t("cards.s.devices"), devices],
          ["customers", t("charts.s.customers"), customers],
        ] as const
      ).map(([key, title, slices], i) => (
        <AnalyticsCard key={key} title={title} testId={`analytics-${key}`}>
          <ChartFigure
            caption={title}
            table={{ head: [t("charts.s.kind"), t("charts.s.value")], rows: slices.map((s) => [s.label, s.value]) }}
          >
            <PieChart
              {...STATIC_CHART}
              width={300}
              height={180}
              colors={colors}
              series={[{ data: [...slices], innerRadius: i === 0 ? 0 : 50, paddingAngle: i === 0 ? 0 : 2 }]}
            />
          </ChartFigure>
        </AnalyticsCard>
      ))}
    </Box>
  );
}

function AnalyticsCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card data-testid={testId}>
      <CardHeader title={title} slotProps={{ title: { component: "h2", variant: "h6" } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

function Figures({ items }: { items: Array<readonly [string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{ display: "grid", gridTemplateColumns: `repeat(${items.length}, 1fr)`, textAlign: "center", m: 0, mt: 1 }}
    >
      {items.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="caption" color="textSecondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/**
 * Card actions that work without JavaScript: collapse is a <details>, refresh reloads the page's data (a GET
 * form: a full load without scripts, a data reload with them), remove takes the card out through the address.
 */
function Actions({ data }: { data: Extract<CardsData, { kind: "actions" }> }) {
  const { t, i18n } = useTranslation("demo-gallery");
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/cards/actions";
  const shown = (card: string) => !(data.removed as readonly string[]).includes(card);
  const keep = (extra?: string) =>
    [...data.removed, ...(extra ? [extra] : [])].map((r) => <input key={r} type="hidden" name="removed" value={r} />);
  const removeButton = (card: string) => (
    <Form method="get" preventScrollReset>
      {keep(card)}
      <IconButton type="submit" size="small" aria-label={t("cards.s.remove")} data-testid={`remove-${card}`}>
        <Close fontSize="small" />
      </IconButton>
    </Form>
  );
  const refreshButton = (
    <Form method="get" preventScrollReset>
      {keep()}
      <IconButton type="submit" size="small" aria-label={t("cards.s.refresh")} data-testid="refresh">
        {loading ? <CircularProgress size={18} /> : <Refresh fontSize="small" />}
      </IconButton>
    </Form>
  );
  const latest = (
    <List dense disablePadding data-testid="refreshed-rows">
      {data.latest.map((r) => (
        <ListItem key={r.id} disableGutters>
          <ListItemText primary={r.name} secondary={`${r.post} · ${r.city}`} />
        </ListItem>
      ))}
    </List>
  );
  const loadedAt = (
    <Typography variant="caption" color="textSecondary" data-testid="loaded-at">
      {t("cards.s.loadedAt", { time: formatDate(data.loadedAt, i18n.language, { ...TIME_SHORT, second: "2-digit" }) })}
    </Typography>
  );
  return (
    <>
      {data.removed.length > 0 && (
        <Box>
          <Button component={Link} to="/cards/actions" preventScrollReset data-testid="restore">
            {t("cards.s.restore", { count: data.removed.length })}
          </Button>
        </Box>
      )}
      <Box sx={GRID}>
        {shown("collapse") && (
          <Card data-testid="card-collapse">
            <Box component="details" open sx={DETAILS_SX}>
              <summary>
                <Typography variant="h6" component="h2">
                  {t("cards.s.collapse")}
                </Typography>
                <ExpandMore className="chevron" aria-hidden />
              </summary>
              <CardContent sx={{ pt: 0 }}>
                <Typography color="textSecondary">{t("cards.s.collapseBody")}</Typography>
              </CardContent>
            </Box>
          </Card>
        )}
        {shown("refresh") && (
          <Card data-testid="card-refresh">
            <CardHeader
              title={t("cards.s.refresh")}
              action={refreshButton}
              slotProps={{ title: { component: "h2", variant: "h6" } }}
            />
            <CardContent sx={{ pt: 0, opacity: loading ? 0.5 : 1 }}>
              {latest}
              {loadedAt}
            </CardContent>
          </Card>
        )}
        {shown("remove") && (
          <Card data-testid="card-remove">
            <CardHeader
              title={t("cards.s.remove")}
              action={removeButton("remove")}
              slotProps={{ title: { component: "h2", variant: "h6" } }}
            />
            <CardContent sx={{ pt: 0 }}>
              <Typography color="textSecondary">{t("cards.s.removeBody")}</Typography>
            </CardContent>
          </Card>
        )}
        {shown("all") && (
          <Card data-testid="card-all">
            <Box component="details" open sx={DETAILS_SX}>
              <summary>
                <Typography variant="h6" component="h2">
                  {t("cards.s.allActions")}
                </Typography>
                <Box sx={{ display: "flex", alignItems: "center" }}>
                  {refreshButton}
                  {removeButton("all")}
                  <ExpandMore className="chevron" aria-hidden />
                </Box>
              </summary>
              <CardContent sx={{ pt: 0, opacity: loading ? 0.5 : 1 }}>{loadedAt}</CardContent>
            </Box>
          </Card>
        )}
      </Box>
    </>
  );
}

const DETAILS_SX = {
  "& > summary": {
    listStyle: "none",
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: 1,
    px: 2,
    py: 1.5,
    cursor: "pointer",
    "&::-webkit-details-marker": { display: "none" },
  },
  "& > summary .chevron": { transition: "transform 150ms", transform: "rotate(180deg)" },
  "&:not([open]) > summary .chevron": { transform: "none" },
} as const;

export function CardsDemo({ data }: { data: CardsData }) {
  switch (data.kind) {
    case "basic":
      return <Basic />;
    case "advance":
      return <Advance data={data} />;
    case "statistics":
      return <Statistics data={data} />;
    case "analytics":
      return <Analytics data={data} />;
    case "actions":
      return <Actions data={data} />;
  }
}
