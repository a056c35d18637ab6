import ExpandMoreOutlined from "@mui/icons-material/ExpandMoreOutlined";
import SearchOutlined from "@mui/icons-material/SearchOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import TextField from "@mui/material/TextField";
import type { Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import { passServerTiming, timedDb } from "~/lib/server-timing";
import type { Route } from "./+types/tracking";
import { Brand } from "~/components/layout/Brand";
import { SignedInShell, type ShellBookmarks } from "~/components/layout/SignedInShell";
import { PreferenceBar } from "~/components/layout/PreferenceControls";
import { StatusChip } from "~/components/shipments/status";
import { Timeline } from "~/components/shipments/Timeline";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { counter, take } from "~/lib/security/rate-limit.server";
import { getOptionalUser } from "~/lib/auth/auth.server";
import { formatWait } from "~/lib/wait";
import { useRootData } from "~/lib/root-data";
import { parseTrackingQuery } from "~/lib/schemas/shipments";
import { clientIp } from "~/lib/security/origins.server";
import { countryName } from "~/lib/shipments/countries";
import {
  MAX_TRACKED,
  MAX_TRACKING_TEXT,
  formatTrackingNumber,
  isValidTrackingNumber,
  parseTrackingNumbers,
} from "~/lib/shipments/tracking-number";
import { trackShipment, trackShipments, type TrackedShipment } from "~/models/shipments.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { signedInShellData } from "~/lib/signed-in-shell.server";

/**
 * Public cargo tracking: `?number=` (a GET form). Status, origin and destination cities and the
 * event timeline; never names, addresses, phones or emails. Lookups are rate limited per signed-in
 * account, or for visitors per address. Signed-in users see it inside the panel.
 *
 * Several numbers at once (up to MAX_TRACKED): the second form's text (one a line, or separated by commas or
 * spaces) or repeated `?number=` values. Each number costs one lookup of the allowance; a search the rest of
 * the allowance cannot cover is refused whole (429), so nobody gets half an answer without knowing which half.
 */

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const t = getT(context);
  const values = url.searchParams.getAll("number");
  const list = parseTrackingNumbers(values);
  // One entry, well-formed or not, is the single lookup as it always was; anything more is a list.
  if (values.length > 1 || list.entries > 1 || list.tooMany) return severalNumbers(values, list, request, context);
  const raw = values[0]?.slice(0, 40) ?? "";
  const base = {
    title: t("tracking:title"),
    query: raw,
    result: null,
    retryAfter: 0,
    ...NONE_SEVERAL,
    ...(await signedInShellData(context)),
  };
  if (!raw.trim()) return data({ ...base, state: "empty" as const });
  // Not a tracking number's shape: the field says what one looks like (bad input, 400, the text kept). Nothing
  // is looked up, so it costs no lookup of the visitor's allowance.
  const number = parseTrackingQuery(raw);
  if (!number) return data({ ...base, state: "malformed" as const }, { status: 400 });
  const user = getOptionalUser(context);
  const limit = await take([
    user ? counter("tracking-account", user.id) : counter("tracking-address", clientIp(request)),
  ]);
  if (limit.limited) {
    return data(
      { ...base, state: "limited" as const, retryAfter: limit.retryAfterSeconds },
      { status: 429, headers: limit.headers },
    );
  }
  const { value: result, timing } = await timedDb(
    isValidTrackingNumber(number) ? trackShipment(number) : Promise.resolve(undefined),
  );
  const headers = { ...limit.headers, ...timing };
  if (!result) return data({ ...base, state: "none" as const }, { headers });
  return data(
    {
      ...base,
      title: `${t("tracking:title")} ${formatTrackingNumber(result.shipment.tracking_number)}`,
      state: "found" as const,
      result,
    },
    { headers },
  );
}

/** The several-numbers part of the page's data, when one number was asked. */
const NONE_SEVERAL = {
  /** The second form's text, as sent (kept whole when refused). */
  several: "",
  results: [] as Array<{ number: string; result: TrackedShipment | null }>,
  invalid: [] as string[],
  /** Distinct entries sent (for "at most 20"). */
  entries: 0,
  /** Lookups the refused search needed, and how many were left. */
  cost: 0,
  left: 0,
};

async function severalNumbers(
  values: string[],
  list: ReturnType<typeof parseTrackingNumbers>,
  request: Request,
  context: Route.LoaderArgs["context"],
) {
  const t = getT(context);
  const base = {
    title: t("tracking:title"),
    query: "",
    result: null,
    retryAfter: 0,
    ...NONE_SEVERAL,
    several: values.join("\n").slice(0, 2 * MAX_TRACKING_TEXT),
    entries: list.entries,
    ...(await signedInShellData(context)),
  };
  // Refused before anything is looked up (400, the text kept): too many, or entries that are not numbers.
  if (list.tooMany) return data({ ...base, state: "tooManyNumbers" as const }, { status: 400 });
  if (list.invalid.length) {
    return data({ ...base, state: "malformedSeveral" as const, invalid: list.invalid }, { status: 400 });
  }
  if (!list.numbers.length) return data({ ...base, state: "empty" as const });
  const cost = list.numbers.length;
  const user = getOptionalUser(context);
  const limit = await take(
    [user ? counter("tracking-account", user.id) : counter("tracking-address", clientIp(request))],
    new Date(),
    cost,
  );
  if (limit.limited) {
    const [state] = limit.states;
    return data(
      {
        ...base,
        state: "limited" as const,
        retryAfter: limit.retryAfterSeconds,
        cost,
        left: Math.max(0, state.policy.max - (state.count - cost)),
      },
      { status: 429, headers: limit.headers },
    );
  }
  // A number whose check digit is wrong was mistyped: no shipment has it, so it is not looked up.
  const { value: found, timing } = await timedDb(trackShipments(list.numbers.filter(isValidTrackingNumber)));
  const byNumber = new Map(found.flatMap((r) => (r ? [[r.shipment.tracking_number, r] as const] : [])));
  const results = list.numbers.map((number) => ({ number, result: byNumber.get(number) ?? null }));
  return data({ ...base, state: "several" as const, results }, { headers: { ...limit.headers, ...timing } });
}

export const headers = passServerTiming;

/** Works without JavaScript: React loads when the visitor starts using the page. */
export const handle = hydrateOnIntent;

/** The result card's layout: number and status, four facts a row (two on phones), the history. */
const RESULT_CSS = (theme: Theme) =>
  ({
    p: 2,
    pb: 3,
    "& .tr-head": {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      justifyContent: "space-between",
      gap: 2,
      mb: 2,
    },
    "& .tr-over": { ...theme.typography.overline, color: "text.secondary" },
    "& .tr-number": { fontFamily: "monospace" },
    "& .tr-facts": { display: "grid", gap: 2, m: 0, mb: 3 },
    // (sx emits nested selectors after its media queries, so each width has its own query.)
    [theme.breakpoints.down("sm")]: { "& .tr-facts": { gridTemplateColumns: "1fr 1fr" } },
    [theme.breakpoints.up("sm")]: {
      "& .tr-status": { textAlign: "right" },
      "& .tr-facts": { gridTemplateColumns: "repeat(4, 1fr)" },
    },
    "& dt": { ...theme.typography.body2, color: "text.secondary" },
    "& dd": { ...theme.typography.body1, fontWeight: 600, m: 0 },
    "& .tr-history": { mb: 1.5 },
  }) as const;

function TrackingResult({ children }: { children: ReactNode }) {
  return (
    <Card sx={RESULT_CSS} data-testid="tracking-result">
      {children}
    </Card>
  );
}

function Frame({
  badges,
  bookmarks,
  children,
}: {
  badges: Record<string, number>;
  bookmarks: ShellBookmarks;
  children: ReactNode;
}) {
  const root = useRootData();
  const { t } = useTranslation("tracking");
  if (root?.userData) {
    return (
      <SignedInShell
        user={root.userData}
        locale={root.locale}
        skin={root.prefs.skin}
        menuCollapsed={root.prefs.menuCollapsed}
        badges={badges}
        bookmarks={bookmarks}
      >
        {children}
      </SignedInShell>
    );
  }
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default" }}>
      <Box
        component="header"
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 2,
          px: { xs: 1.5, sm: 3 },
          py: 2,
        }}
      >
        <Link to="/tracking" style={{ color: "inherit", textDecoration: "none" }}>
          <Brand />
        </Link>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <Button component={Link} to="/login" size="small" sx={{ display: { xs: "none", sm: "inline-flex" } }}>
            {t("signIn")}
          </Button>
          {root && <PreferenceBar locale={root.locale} skin={root.prefs.skin} />}
        </Box>
      </Box>
      <Box component="main" sx={{ maxWidth: 880, mx: "auto", px: { xs: 1.5, sm: 3 }, pb: 6 }}>
        {children}
      </Box>
    </Box>
  );
}

/** The facts and the history of one shipment: the single result's card, and each of several once opened. */
function ResultBody({ result }: { result: TrackedShipment }) {
  const { t, i18n } = useTranslation(["tracking", "shipments"]);
  const lng = i18n.language;
  return (
    <>
      <dl className="tr-facts">
        {[
          [
            t("origin"),
            `${result.shipment.sender_city}, ${countryName(result.shipment.sender_country, lng)}`,
            "origin",
          ],
          [
            t("destination"),
            `${result.shipment.receiver_city}, ${countryName(result.shipment.receiver_country, lng)}`,
            "destination",
          ],
          [
            t("type"),
            `${t(`shipments:shippingTypes.${result.shipment.shipping_type}`)} · ${t("pieces")}: ${result.shipment.piece_count}`,
            "type",
          ],
          [t("booked"), formatDate(result.shipment.created_at, lng), "booked"],
        ].map(([label, value, id]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd data-testid={`tracking-${id}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <Typography variant="h5" component="h2" className="tr-history">
        {t("history")}
      </Typography>
      <Timeline events={result.events} testId="tracking-timeline" />
    </>
  );
}

/**
 * The several numbers' results: each found one a summary line (number, route, status) that opens to the whole
 * card (a `<details>`, so it opens without JavaScript too); each unknown one a message of its own.
 */
function SeveralResults({ results }: { results: Array<{ number: string; result: TrackedShipment | null }> }) {
  const { t } = useTranslation(["tracking", "shipments"]);
  const found = results.filter((r) => r.result).length;
  return (
    <Box component="section" aria-labelledby="tracking-several-heading">
      <Typography variant="h5" component="h2" id="tracking-several-heading" sx={{ mb: 1.5 }}>
        {t("severalFound", { found, total: results.length })}
      </Typography>
      <Box sx={{ display: "grid", gap: 1.5 }}>
        {results.map(({ number, result }) =>
          result ? (
            <Card
              key={number}
              component="details"
              sx={SUMMARY_CSS}
              data-testid="tracking-item"
              data-number={number}
              data-found="true"
            >
              <summary>
                <span className="tr-number" data-testid="tracking-number">
                  {formatTrackingNumber(number)}
                </span>
                <span className="tr-line">
                  <span className="tr-route">
                    {result.shipment.sender_city} → {result.shipment.receiver_city}
                  </span>
                  <StatusChip status={result.shipment.status} t={t} size="small" />
                </span>
                <ExpandMoreOutlined className="tr-open" aria-hidden />
              </summary>
              <Box sx={{ px: 2, pb: 2 }}>
                <ResultBody result={result} />
              </Box>
            </Card>
          ) : (
            <Alert
              key={number}
              severity="info"
              data-testid="tracking-item"
              data-number={number}
              data-found="false"
              sx={{ "& .tr-number": { fontFamily: "monospace", fontWeight: 600 } }}
            >
              <span className="tr-number">{formatTrackingNumber(number)}</span>: {t("notFound")}
            </Alert>
          ),
        )}
      </Box>
      <Typography variant="caption" component="p" sx={{ color: "text.secondary", mt: 1.5 }}>
        {t("privacy")}
      </Typography>
    </Box>
  );
}

/**
 * A several-numbers card closed: the number, the route and the status on one line (on phones the route and the
 * status under the number); open: the facts as in the single card.
 */
const SUMMARY_CSS = (theme: Theme) => {
  const base = RESULT_CSS(theme);
  const at = (query: string) => (base as Record<string, object | undefined>)[query];
  const phone = theme.breakpoints.down("sm");
  const wide = theme.breakpoints.up("sm");
  return {
    ...base,
    p: 0,
    pb: 0,
    "& > summary": {
      listStyle: "none",
      cursor: "pointer",
      display: "grid",
      alignItems: "center",
      columnGap: 2,
      rowGap: 0.75,
      p: 2,
      "&::-webkit-details-marker": { display: "none" },
      "&:focus-visible": { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    },
    // (As in RESULT_CSS: each width its own query, which also keeps the facts' columns of the single card.)
    [phone]: {
      ...at(phone),
      "& > summary": { gridTemplateColumns: "1fr auto", gridTemplateAreas: '"number open" "line line"' },
    },
    [wide]: {
      ...at(wide),
      "& > summary": { gridTemplateColumns: "auto 1fr auto", gridTemplateAreas: '"number line open"' },
    },
    "& .tr-number": { gridArea: "number", fontFamily: "monospace", fontWeight: 600, fontSize: "1.05rem" },
    "& .tr-line": {
      gridArea: "line",
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      justifyContent: "space-between",
      gap: 1,
    },
    "& .tr-route": { color: "text.secondary" },
    "& .tr-open": { gridArea: "open", color: "text.secondary", transition: "transform 150ms" },
    "&[open] .tr-open": { transform: "rotate(180deg)" },
  } as const;
};

export default function Tracking({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["tracking", "shipments", "common"]);
  const lng = i18n.language;
  const { state, result } = loaderData;
  const several = loaderData.several !== "";
  const severalError =
    state === "tooManyNumbers"
      ? t("tooManyNumbers", { max: MAX_TRACKED, entries: loaderData.entries })
      : state === "malformedSeveral"
        ? t("invalidNumbers", { numbers: loaderData.invalid.join(", ") })
        : null;
  return (
    <Frame badges={loaderData.badges} bookmarks={loaderData.bookmarks}>
      <Box sx={{ maxWidth: 880, mx: "auto" }}>
        <Typography variant="h2" component="h1" sx={{ mb: 0.5 }}>
          {t("title")}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t("subtitle")}
        </Typography>
        <Card sx={{ mb: 3 }}>
          <CardContent>
            <Box
              component={Form}
              method="get"
              action="/tracking"
              role="search"
              sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "flex-start" }}
            >
              <TextField
                id="tracking-number"
                name="number"
                label={t("number")}
                defaultValue={loaderData.query}
                error={state === "malformed"}
                helperText={state === "malformed" ? t("invalidNumber") : t("numberHint")}
                required
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: "characters", spellCheck: false } }}
                sx={{ flex: "1 1 280px" }}
              />
              <Button type="submit" variant="contained" size="large" startIcon={<SearchOutlined />} sx={{ mt: 0.5 }}>
                {t("submit")}
              </Button>
            </Box>
            <Box
              component="details"
              open={several}
              data-testid="tracking-several"
              sx={{
                mt: 2,
                "& > summary": { cursor: "pointer", color: "primary.main", fontWeight: 500, width: "fit-content" },
              }}
            >
              <summary>{t("severalToggle", { max: MAX_TRACKED })}</summary>
              <Box
                component={Form}
                method="get"
                action="/tracking"
                role="search"
                aria-label={t("severalLabel")}
                sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "flex-start", mt: 2 }}
              >
                <TextField
                  id="tracking-numbers"
                  name="number"
                  label={t("severalLabel")}
                  // Keyed by the text so that a new answer shows what it was for (the field is uncontrolled).
                  key={loaderData.several}
                  defaultValue={loaderData.several}
                  error={severalError !== null}
                  helperText={severalError ?? t("severalHint", { max: MAX_TRACKED })}
                  multiline
                  rows={5}
                  required
                  autoComplete="off"
                  slotProps={{ htmlInput: { autoCapitalize: "characters", spellCheck: false } }}
                  sx={{ flex: "1 1 280px" }}
                />
                <Button type="submit" variant="outlined" size="large" startIcon={<SearchOutlined />} sx={{ mt: 0.5 }}>
                  {t("severalSubmit")}
                </Button>
              </Box>
            </Box>
          </CardContent>
        </Card>
        {state === "limited" && (
          <Alert severity="warning" role="alert" data-testid="tracking-limited">
            {loaderData.cost > 1 && loaderData.left > 0
              ? t("tooManyForList", {
                  needed: loaderData.cost,
                  left: loaderData.left,
                  wait: formatWait(loaderData.retryAfter, lng),
                })
              : t("tooMany", { wait: formatWait(loaderData.retryAfter, lng) })}
          </Alert>
        )}
        {state === "none" && (
          <Alert severity="info" data-testid="tracking-none">
            {t("common:messages.noResults")}
          </Alert>
        )}
        {state === "several" && <SeveralResults results={loaderData.results} />}
        {state === "found" && result && (
          <TrackingResult>
            <div className="tr-head">
              <div>
                <span className="tr-over">{t("shipments:fields.trackingNumber")}</span>
                <Typography variant="h3" component="p" className="tr-number" data-testid="tracking-number">
                  {formatTrackingNumber(result.shipment.tracking_number)}
                </Typography>
              </div>
              <div className="tr-status">
                <div className="tr-over">{t("current")}</div>
                <StatusChip status={result.shipment.status} t={t} size="medium" />
              </div>
            </div>
            <ResultBody result={result} />
            <Typography variant="caption" sx={{ color: "text.secondary" }}>
              {t("privacy")}
            </Typography>
          </TrackingResult>
        )}
      </Box>
    </Frame>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
