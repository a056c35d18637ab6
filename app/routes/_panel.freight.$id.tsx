import AddOutlined from "@mui/icons-material/AddOutlined";
import ArrowBack from "@mui/icons-material/ArrowBack";
import HowToRegOutlined from "@mui/icons-material/HowToRegOutlined";
import WarningOutlined from "@mui/icons-material/WarningOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/_panel.freight.$id";
import { Facts } from "~/components/Facts";
import { Section } from "~/components/Section";
import { FreightFigures } from "~/components/freight/FreightFigures";
import { TransportChip } from "~/components/freight/TransportChip";
import { OfferStatusChip } from "~/components/offers/OfferStatusChip";
import { PageHeader } from "~/components/PageHeader";
import { SubmitButton } from "~/components/forms/fields";
import { can, requireAbility } from "~/lib/auth/auth.server";
import { countryName } from "~/lib/countries/countries";
import { formatDate, formatDateTime, formatNumber } from "~/lib/format";
import { titleMeta } from "~/lib/meta";
import { formatMoney } from "~/lib/money";
import { FreightIntentSchema } from "~/lib/schemas/freight";
import { redirectWithToast } from "~/lib/toast.server";
import { listBranchOptions } from "~/models/branches.server";
import { assignBranch, freightScopeFor, getFreightRequest, releaseCare, takeCare } from "~/models/freight.server";
import { offerScopeFor, offersForFreights } from "~/models/offers.server";
import { requireId } from "~/lib/ids";

/** One freight request: its cargo and figures, the requester, who takes care of it, its branch and its offers. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Freight");
  const id = requireId(params.id);
  const freight = await getFreightRequest(freightScopeFor(user), id);
  if (!freight) throw data(null, { status: 404 });
  const isAdmin = can(context, "manage", "Freight");
  const [offers, branches] = await Promise.all([
    offersForFreights(offerScopeFor(user), [id]),
    isAdmin ? listBranchOptions() : Promise.resolve([]),
  ]);
  return {
    title: freight.number,
    freight,
    offers,
    branches,
    userId: user.id,
    may: {
      takeCare: can(context, "takeCare", "Freight"),
      assign: isAdmin,
      createOffer: can(context, "create", "Offer"),
      releaseAny: isAdmin,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = requireId(params.id);
  const parsed = FreightIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "common:errors.badRequest" }, { status: 400 });
  const intent = parsed.data;
  const done = (key: string) => redirectWithToast(request, `/freight/${id}`, { key });

  if (intent.intent === "assign") {
    const user = requireAbility(context, request, "manage", "Freight");
    const result = await assignBranch(id, intent.branchId, user.id);
    if (result === "not-found") throw data(null, { status: 404 });
    if (result === "no-branch") return data({ error: "freight:validation.branch" }, { status: 400 });
    return done("freight:detail.assigned");
  }
  const user = requireAbility(context, request, "takeCare", "Freight");
  const scope = freightScopeFor(user);
  const result = intent.intent === "take-care" ? await takeCare(scope, id, user) : await releaseCare(scope, id, user);
  switch (result) {
    case "ok":
      return done(intent.intent === "take-care" ? "freight:detail.takenCare" : "freight:detail.released");
    case "not-found":
      throw data(null, { status: 404 });
    case "taken-by-other":
      return data({ error: "freight:detail.takenByOther" }, { status: 409 });
    case "not-yours":
      return data({ error: "freight:detail.notYours" }, { status: 403 });
    case "not-taken":
      return data({ error: "freight:detail.notTaken" }, { status: 409 });
  }
}

export default function FreightDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["freight", "offers", "common"]);
  const { freight: f, offers, may, branches } = loaderData;
  const lng = i18n.language;
  const num = (n: number, digits = 2) => formatNumber(n, lng, { maximumFractionDigits: digits });
  const mine = f.interested_user_id === loaderData.userId;
  const measures = {
    totalWeightKg: f.total_weight_kg,
    volumeM3: f.volume_m3,
    volumetricWeightKg: f.volumetric_weight_kg,
    chargeableWeightKg: f.chargeable_weight_kg,
    basis: f.volumetric_weight_kg > f.total_weight_kg ? ("volumetric" as const) : ("actual" as const),
  };
  return (
    <>
      <PageHeader
        title={f.number}
        subtitle={t("detail.subtitle", { date: formatDateTime(f.created_at, lng) })}
        actions={
          <>
            <Button component={Link} to="/freight" startIcon={<ArrowBack />}>
              {t("detail.back")}
            </Button>
            {may.createOffer && (
              <Button
                component={Link}
                to={`/offers/new?freightId=${f.id}`}
                variant="contained"
                startIcon={<AddOutlined />}
                data-testid="create-offer"
              >
                {t("detail.createOffer")}
              </Button>
            )}
          </>
        }
      />
      {actionData?.error && (
        <Alert severity="error" sx={{ mb: 2.5 }} role="alert">
          {t(actionData.error)}
        </Alert>
      )}
      <Box
        sx={{
          display: "grid",
          gap: 2.5,
          gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 2fr) minmax(300px, 1fr)" },
          alignItems: "start",
        }}
      >
        <Box sx={{ display: "grid", gap: 2.5 }}>
          <Section title={t("detail.shipment")}>
            <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mb: 2 }}>
              <TransportChip type={f.transport_type} t={t} size="medium" />
              {f.is_dangerous === 1 && (
                <Chip
                  color="warning"
                  icon={<WarningOutlined />}
                  label={`${t("fields.isDangerous")}: ${f.dangerous_goods_class ?? ""}`}
                />
              )}
              {f.is_non_stackable === 1 && <Chip variant="outlined" label={t("fields.isNonStackable")} />}
            </Box>
            <Facts
              rows={[
                [t("detail.origin"), `${f.origin_city}, ${countryName(f.origin_country, lng)}`],
                [t("detail.destination"), `${f.destination_city}, ${countryName(f.destination_country, lng)}`],
                [
                  t("fields.description"),
                  <Box component="span" sx={{ whiteSpace: "pre-wrap" }}>
                    {f.description}
                  </Box>,
                ],
              ]}
            />
          </Section>
          <Section title={t("detail.packages")}>
            <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
              <Facts
                rows={[
                  [t("fields.packageCount"), num(f.package_count, 0)],
                  [t("detail.weightPerPackage"), `${num(f.weight_kg)} kg`],
                  [
                    t("detail.dimensions"),
                    `${num(f.length_cm, 1)} × ${num(f.width_cm, 1)} × ${num(f.height_cm, 1)} cm`,
                  ],
                ]}
              />
              <FreightFigures measures={measures} transportType={f.transport_type} dense />
            </Box>
          </Section>
          <Section title={t("offers:nav.offers")} testId="freight-offers">
            {offers.length === 0 ? (
              <Typography color="textSecondary">{t("list.noOffersYet")}</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
                {offers.map((o) => (
                  <Box
                    component="li"
                    key={o.id}
                    sx={{
                      display: "flex",
                      flexWrap: "wrap",
                      gap: 1.5,
                      alignItems: "center",
                      py: 1.25,
                      borderBottom: 1,
                      borderColor: "divider",
                      "&:last-child": { borderBottom: 0 },
                    }}
                  >
                    <Box
                      component={Link}
                      to={`/offers/${o.id}`}
                      sx={{ fontWeight: 600, color: "primary.main", textDecoration: "none" }}
                    >
                      {o.number}
                    </Box>
                    <OfferStatusChip status={o.status} t={t} />
                    <Typography variant="body2" color="textSecondary">
                      {formatDate(`${o.date}T12:00:00Z`, lng)} · {o.bidder_name}
                    </Typography>
                    <Typography sx={{ ml: "auto", fontWeight: 600 }}>
                      {formatMoney(o.total_minor, o.currency, lng)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </Section>
        </Box>
        <Box sx={{ display: "grid", gap: 2.5 }}>
          <Section title={t("fields.interestedPerson")} testId="interested">
            {f.taken_care ? (
              <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}>
                <HowToRegOutlined color="success" />
                <Box>
                  <Typography sx={{ fontWeight: 600 }} data-testid="interested-name">
                    {f.interested_name}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {f.interested_email}
                  </Typography>
                  {f.taken_care_at && (
                    <Typography variant="caption" color="textSecondary">
                      {t("detail.takenCareAt", { date: formatDateTime(f.taken_care_at, lng) })}
                    </Typography>
                  )}
                </Box>
              </Box>
            ) : (
              <Typography color="warning" data-testid="no-interested">
                {t("common:messages.noInterestedPerson")}
              </Typography>
            )}
            {may.takeCare && (
              <Box sx={{ mt: 2, display: "flex", gap: 1, flexWrap: "wrap" }}>
                {!f.taken_care && (
                  <Form method="post">
                    <SubmitButton intent="take-care" data-testid="take-care">
                      {t("detail.takeCare")}
                    </SubmitButton>
                  </Form>
                )}
                {f.taken_care === 1 && (mine || may.releaseAny) && (
                  <Form method="post">
                    <SubmitButton intent="release" variant="outlined" color="inherit" data-testid="release">
                      {t("detail.release")}
                    </SubmitButton>
                  </Form>
                )}
              </Box>
            )}
          </Section>
          <Section title={t("detail.requester")}>
            <Facts
              rows={[
                [t("fields.contactName"), f.contact_name],
                f.company_name ? [t("fields.companyName"), f.company_name] : null,
                [
                  t("fields.contactEmail"),
                  <a href={`mailto:${f.contact_email}`} style={{ color: "inherit" }}>
                    {f.contact_email}
                  </a>,
                ],
                f.contact_phone
                  ? [
                      t("fields.contactPhone"),
                      <a href={`tel:${f.contact_phone.replace(/\s/g, "")}`} style={{ color: "inherit" }}>
                        {f.contact_phone}
                      </a>,
                    ]
                  : null,
                [t("detail.account"), f.customer_id ? t("detail.hasAccount") : t("detail.visitor")],
              ]}
            />
          </Section>
          <Section title={t("fields.branch")} testId="branch">
            <Typography sx={{ fontWeight: 600 }} data-testid="branch-name">
              {f.branch_name ?? t("unassigned")}
            </Typography>
            {may.assign && (
              <Box component={Form} method="post" sx={{ display: "flex", gap: 1, mt: 2 }}>
                <input type="hidden" name="intent" value="assign" />
                <TextField
                  name="branchId"
                  select
                  defaultValue={f.branch_id ?? ""}
                  label={t("detail.assignTo")}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">{t("unassigned")}</option>
                  {branches.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
                  ))}
                </TextField>
                <SubmitButton variant="outlined" busyIntent="assign">
                  {t("detail.assign")}
                </SubmitButton>
              </Box>
            )}
          </Section>
        </Box>
      </Box>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
