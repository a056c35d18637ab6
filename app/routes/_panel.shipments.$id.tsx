import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/lib/submission";
import ArrowBack from "@mui/icons-material/ArrowBack";
import LocalPrintshopOutlined from "@mui/icons-material/LocalPrintshopOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import TravelExploreOutlined from "@mui/icons-material/TravelExploreOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { Theme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/_panel.shipments.$id";
import { CheckboxInput, FormErrors, SelectInput, SubmitButton, TextInput } from "~/components/forms/fields";
import { PageHeader } from "~/components/PageHeader";
import { Facts } from "~/components/Facts";
import { Section } from "~/components/Section";
import { StatusChip } from "~/components/shipments/status";
import { Timeline } from "~/components/shipments/Timeline";
import { can, requireAbility } from "~/lib/auth/auth.server";
import { passServerTiming, timedDb } from "~/lib/server-timing";
import { formatDateTime, formatNumber } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { AddEventSchema, CancelSchema } from "~/lib/schemas/shipments";
import { countryName } from "~/lib/shipments/countries";
import { ATTEMPT_FAILURES, canCancel, nextEventStatuses, volumetricWeightKg } from "~/lib/shipments/domain";
import { codStateOf } from "~/lib/shipments/cod";
import { getCompanySettings } from "~/models/company-settings.server";
import { formatDimensions, formatMoney, formatWeight } from "~/lib/shipments/format";
import { formatTrackingNumber } from "~/lib/shipments/tracking-number";
import { redirectWithToast } from "~/lib/toast.server";
import { addShipmentEvent, cancelShipment, getShipment, scopeFor } from "~/models/shipments.server";
import { requireId } from "~/lib/ids";
import { wakeNotificationWorker } from "~/lib/notifications/worker.server";

/** One shipment: every booked field, parcels, documents and the tracking history; staff add events, cancelling where allowed. */

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Shipment");
  const { value: detail, timing } = await timedDb(getShipment(requireId(params.id), scopeFor(user)));
  if (!detail) throw data(null, { status: 404 });
  const { shipment } = detail;
  const payload = {
    title: getT(context)("shipments:title.detail", { number: formatTrackingNumber(shipment.tracking_number) }),
    ...detail,
    role: user.role,
    nextStatuses: can(context, "addEvent", "Shipment") ? nextEventStatuses(shipment.status) : null,
    canCancel: can(context, "cancel", "Shipment") && canCancel(shipment.status, user.role),
    canPrint: can(context, "print", "Shipment"),
  };
  return data(payload, { headers: timing });
}

export const headers = passServerTiming;

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAbility(context, request, "read", "Shipment");
  const id = requireId(params.id);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const done = (key: string) => redirectWithToast(request, `/shipments/${id}`, { key });

  if (intent === "add-event") {
    requireAbility(context, request, "addEvent", "Shipment");
    const submission = parseWithZod(formData, { schema: AddEventSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const { delivery_attempts } = await getCompanySettings();
    const result = await addShipmentEvent({
      shipmentId: id,
      scope: scopeFor(user),
      ...submission.value,
      by: user.id,
      attemptsAllowed: delivery_attempts,
    });
    if (!result.ok && result.reason === "not-found") throw data(null, { status: 404 });
    if (!result.ok)
      return data(
        { intent, result: submission.reply({ fieldErrors: { status: ["shipments:validation.transition"] } }) },
        { status: 400 },
      );
    // The event's notifications were queued with it; the worker sends them after this answer, never within it.
    wakeNotificationWorker();
    return done(result.returned ? "shipments:detail.returnedAfterAttempts" : "shipments:detail.eventAdded");
  }

  if (intent === "cancel") {
    requireAbility(context, request, "cancel", "Shipment");
    const submission = parseWithZod(formData, { schema: CancelSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const result = await cancelShipment({
      shipmentId: id,
      scope: scopeFor(user),
      role: user.role,
      by: user.id,
      reason: submission.value.reason,
    });
    if (!result.ok && result.reason === "not-found") throw data(null, { status: 404 });
    if (!result.ok)
      return data(
        { intent, result: submission.reply({ formErrors: ["shipments:validation.cannotCancel"] }) },
        { status: 400 },
      );
    wakeNotificationWorker();
    return done("shipments:detail.cancelled");
  }

  // An unknown intent: 400 on a shipment the user sees, 404 (like every other answer) on one they do not.
  if (!(await getShipment(id, scopeFor(user)))) throw data(null, { status: 404 });
  return data({ intent: null, result: undefined }, { status: 400 });
}

type Party = "sender" | "receiver";

export default function ShipmentDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["shipments", "common"]);
  const lng = i18n.language;
  const { shipment: s, parcels, events, nextStatuses } = loaderData;
  const [eventForm, eventFields] = useForm({
    id: "add-event",
    lastResult: actionData?.intent === "add-event" ? actionData.result : undefined,
    constraint: getZodConstraint(AddEventSchema),
    defaultValue: { status: nextStatuses?.[0] ?? "", location: events[0]?.location ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddEventSchema }),
  });
  const [cancelForm, cancelFields] = useForm({
    id: "cancel",
    lastResult: actionData?.intent === "cancel" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CancelSchema }),
  });

  const party = (p: Party): Array<[string, ReactNode]> => [
    [t("fields.name"), s[`${p}_name`]],
    [t("fields.companyName"), s[`${p}_company_name`]],
    [t("fields.address"), s[`${p}_address`]],
    [t("fields.district"), s[`${p}_district`]],
    [t("fields.county"), s[`${p}_county`]],
    [t("fields.city"), s[`${p}_city`]],
    [t("fields.zipCode"), s[`${p}_zip_code`]],
    [t("fields.country"), countryName(s[`${p}_country`], lng)],
    [t("fields.taxId"), s[`${p}_tax_id`]],
    [t("fields.phone"), s[`${p}_phone`]],
    [t("fields.email"), s[`${p}_email`]],
  ];
  const first = parcels[0];
  // Nothing crosses a border within Türkiye: no declared value or customs rows.
  const domestic = s.outside_shipping_type === "domestic";
  const yesNo = (v: number) => (v ? t("detail.yes") : t("detail.no"));

  return (
    <Box sx={DETAIL_CSS}>
      <PageHeader
        title={loaderData.title}
        subtitle={
          <span className="sd-sub">
            <StatusChip status={s.status} t={t} />
            <span>{`${s.sender_city} → ${s.receiver_city}, ${countryName(s.receiver_country, lng)}`}</span>
          </span>
        }
        actions={
          <>
            <Button component={Link} to="/shipments" startIcon={<ArrowBack />}>
              {t("detail.back")}
            </Button>
            {loaderData.canPrint && (
              <Button
                component="a"
                href={`/shipments/${s.id}/label`}
                variant="outlined"
                startIcon={<LocalPrintshopOutlined />}
                data-testid="label-link"
              >
                {t("detail.label")}
              </Button>
            )}
            {loaderData.canPrint && s.proforma_invoice === 1 && (
              <Button
                component="a"
                href={`/shipments/${s.id}/proforma`}
                variant="outlined"
                startIcon={<ReceiptLongOutlined />}
                data-testid="proforma-link"
              >
                {t("detail.proforma")}
              </Button>
            )}
          </>
        }
      />
      <div className="sd-grid">
        <div className="sd-column">
          <div className="sd-parties">
            <Section title={t("fields.sender")} testId="sender-card">
              <Facts rows={party("sender")} />
            </Section>
            <Section title={t("fields.receiver")} testId="receiver-card">
              <Facts rows={party("receiver")} />
            </Section>
          </div>
          <Section title={t("detail.cargo")} testId="cargo-card">
            <Facts
              rows={[
                [t("fields.trackingNumber"), <span className="sd-mono">{s.tracking_number}</span>, "tracking-number"],
                [t("fields.shippingType"), t(`shippingTypes.${s.shipping_type}`)],
                [t("fields.outsideShippingType"), t(`outsideShippingTypes.${s.outside_shipping_type}`)],
                [t("fields.pieces"), s.piece_count],
                [t("fields.totalWeight"), formatWeight(s.total_weight_g, lng)],
                [
                  t("fields.dimensions"),
                  first ? formatDimensions(first.width_cm, first.length_cm, first.height_cm, lng) : null,
                ],
                [
                  t("fields.volumetricWeight"),
                  first?.width_cm && first.length_cm && first.height_cm
                    ? formatNumber(
                        volumetricWeightKg(first.width_cm, first.length_cm, first.height_cm) * s.piece_count,
                        lng,
                        { maximumFractionDigits: 2 },
                      )
                    : null,
                ],
                domestic
                  ? null
                  : [
                      t("fields.unitPrice"),
                      s.unit_price_minor ? formatMoney(s.unit_price_minor, s.currency, lng) : null,
                    ],
                domestic
                  ? null
                  : [
                      t("fields.totalPrice"),
                      <strong>{formatMoney(s.total_price_minor, s.currency, lng)}</strong>,
                      "total-price",
                    ],
                domestic ? null : [t("fields.customsTariffDescription"), s.customs_tariff_description],
                domestic ? null : [t("fields.gtipCode"), s.gtip_code],
                domestic
                  ? null
                  : [t("fields.productCountry"), s.product_country ? countryName(s.product_country, lng) : null],
                [
                  t("fields.price"),
                  s.price_minor !== null && s.price_currency ? (
                    <strong>{formatMoney(s.price_minor, s.price_currency, lng)}</strong>
                  ) : null,
                  "carriage-price",
                ],
                [t("fields.payer"), t(`payers.${s.payer}`), "payer"],
                [
                  t("fields.codAmount"),
                  s.cod_amount_minor !== null ? (
                    <span>
                      <strong>{formatMoney(s.cod_amount_minor, "TRY", lng)}</strong>
                      {` · ${t(`codPaymentTypes.${s.cod_payment_type ?? "cash"}`)} · ${t(`cod:states.${codStateOf(s)}`)}`}
                    </span>
                  ) : null,
                  "cod",
                ],
                [t("fields.insurance"), yesNo(s.insurance)],
                [t("fields.proformaInvoice"), yesNo(s.proforma_invoice)],
                [t("fields.specialNote"), s.special_note],
                s.reference !== null && [t("shipment-import:columns.reference"), s.reference, "reference"],
              ]}
            />
          </Section>
          <Section title={t("detail.parcels")}>
            <ul className="sd-parcels" data-testid="parcels">
              {parcels.map((p) => (
                <li key={p.piece_number}>
                  <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                    {t("detail.piece", { n: p.piece_number })}
                  </Typography>
                  <Typography variant="body2" component="span" sx={{ color: "text.secondary" }}>
                    {[formatDimensions(p.width_cm, p.length_cm, p.height_cm, lng), formatWeight(p.weight_g, lng)]
                      .filter(Boolean)
                      .join(" · ")}
                  </Typography>
                </li>
              ))}
            </ul>
          </Section>
          <Section title={t("detail.booking")}>
            <Facts
              rows={[
                [t("fields.createdAt"), formatDateTime(s.created_at, lng)],
                [
                  t("fields.customer"),
                  loaderData.role === "customer" ? s.customer_name : `${s.customer_name} · ${s.customer_email}`,
                ],
                [
                  t("fields.createdBy"),
                  s.created_by_name
                    ? `${s.created_by_name} (${t(`common:roles.${s.created_by_role ?? "customer"}`)})`
                    : null,
                ],
                [t("fields.branch"), [s.branch_name, s.branch_phone].filter(Boolean).join(" · ")],
                [
                  t("detail.publicTracking"),
                  <Link to={`/tracking?number=${s.tracking_number}`} className="sd-link">
                    <TravelExploreOutlined fontSize="small" />
                    {t("nav.tracking")}
                  </Link>,
                ],
              ]}
            />
          </Section>
        </div>
        <div className="sd-column">
          <Section title={t("detail.history")} testId="history">
            <Timeline events={events} testId="timeline" />
          </Section>
          {nextStatuses && (
            <Section title={t("detail.addEvent")} testId="add-event">
              {nextStatuses.length === 0 ? (
                <>
                  <Typography variant="body2" sx={{ color: "text.secondary" }}>
                    {t("detail.noNextStatus")}
                  </Typography>
                  {/* An event refused because the shipment moved on meanwhile (another tab, another user): the form is gone, its error stays. */}
                  <FormErrors errors={[...(eventForm.errors ?? []), ...(eventFields.status.errors ?? [])]} />
                </>
              ) : (
                <Form method="post" {...getFormProps(eventForm)}>
                  <input type="hidden" name="intent" value="add-event" />
                  <div className="sd-stack">
                    <SelectInput
                      meta={eventFields.status}
                      label={t("fields.status")}
                      options={nextStatuses.map((st) => ({ value: st, label: t(`status.${st}`) }))}
                    />
                    <TextInput meta={eventFields.location} label={t("fields.location")} />
                    <TextInput meta={eventFields.note} label={t("fields.note")} multiline minRows={2} />
                    {nextStatuses.includes("delivered") && (
                      <fieldset className="sd-outcome" data-testid="delivered-fields">
                        <legend>{t("detail.whenDelivered")}</legend>
                        <TextInput meta={eventFields.recipientName} label={t("fields.recipientName")} />
                        {s.cod_amount_minor !== null && !s.cod_collected_at && (
                          <CheckboxInput
                            meta={eventFields.codCollected}
                            label={t("detail.codCollected", { amount: formatMoney(s.cod_amount_minor, "TRY", lng) })}
                          />
                        )}
                      </fieldset>
                    )}
                    {nextStatuses.includes("out_for_delivery") && s.status === "out_for_delivery" && (
                      <fieldset className="sd-outcome" data-testid="attempt-fields">
                        <legend>{t("detail.whenAttemptFailed")}</legend>
                        <SelectInput
                          meta={eventFields.failureReason}
                          label={t("fields.failureReason")}
                          placeholder="—"
                          options={ATTEMPT_FAILURES.map((r) => ({
                            value: r,
                            label: t(`tracking:outcome.reasons.${r}`),
                          }))}
                        />
                        <TextInput
                          meta={eventFields.nextAttemptOn}
                          type="date"
                          label={t("fields.nextAttemptOn")}
                          slotProps={{ inputLabel: { shrink: true } }}
                        />
                      </fieldset>
                    )}
                    <div>
                      <SubmitButton busyIntent="add-event">{t("detail.addEventSubmit")}</SubmitButton>
                    </div>
                  </div>
                </Form>
              )}
            </Section>
          )}
          {loaderData.canCancel && (
            <Section title={t("detail.cancel")} testId="cancel">
              <Form method="post" {...getFormProps(cancelForm)}>
                <input type="hidden" name="intent" value="cancel" />
                <FormErrors errors={cancelForm.errors} />
                <Typography variant="body2" className="sd-hint" sx={{ color: "text.secondary" }}>
                  {loaderData.role === "customer" ? t("detail.cancelHint") : t("detail.cancelHintStaff")}
                </Typography>
                <div className="sd-stack">
                  <TextInput meta={cancelFields.reason} label={t("fields.reason")} />
                  <div>
                    <SubmitButton busyIntent="cancel" color="error" variant="outlined">
                      {t("detail.cancel")}
                    </SubmitButton>
                  </div>
                </div>
              </Form>
            </Section>
          )}
          {/* A cancellation refused because the shipment can no longer be cancelled (a second click, another tab): the form is gone, its error stays. */}
          {!loaderData.canCancel && (
            <FormErrors errors={[...(cancelForm.errors ?? []), ...(cancelFields.reason.errors ?? [])]} />
          )}
          {actionData && actionData.intent === null && <Alert severity="error">{t("common:errors.badRequest")}</Alert>}
        </div>
      </div>
    </Box>
  );
}

/** The page's layout: two columns on large screens (the details, then history and actions), the parties side by side from md up. */
const DETAIL_CSS = (theme: Theme) =>
  ({
    "& .sd-sub": { display: "inline-flex", gap: 1, alignItems: "center", flexWrap: "wrap" },
    "& .sd-grid": { display: "grid", gap: 2.5, alignItems: "start" },
    "& .sd-column": { display: "flex", flexDirection: "column", gap: 2.5, minWidth: 0 },
    "& .sd-parties": { display: "grid", gap: 2.5 },
    // (sx emits nested selectors after its media queries, so each width has its own query, none outside them.)
    [theme.breakpoints.down("md")]: { "& .sd-parties": { gridTemplateColumns: "1fr" } },
    [theme.breakpoints.up("md")]: { "& .sd-parties": { gridTemplateColumns: "1fr 1fr" } },
    [theme.breakpoints.down("lg")]: { "& .sd-grid": { gridTemplateColumns: "1fr" } },
    [theme.breakpoints.up("lg")]: { "& .sd-grid": { gridTemplateColumns: "3fr 2fr" } },
    "& .sd-mono": { fontFamily: "monospace" },
    "& .sd-link": { display: "inline-flex", gap: 0.5, alignItems: "center", color: "primary.main" },
    "& .sd-parcels": { listStyle: "none", m: 0, p: 0 },
    "& .sd-parcels li": {
      display: "flex",
      justifyContent: "space-between",
      gap: 2,
      py: 1,
      borderBottom: 1,
      borderColor: "divider",
    },
    "& .sd-parcels li:last-child": { borderBottom: 0 },
    "& .sd-stack": { display: "flex", flexDirection: "column", gap: 2 },
    "& .sd-outcome": {
      display: "flex",
      flexDirection: "column",
      gap: 2,
      m: 0,
      p: 2,
      border: 1,
      borderColor: "divider",
      borderRadius: 1,
    },
    "& .sd-outcome legend": { px: 0.5, color: "text.secondary", fontSize: "0.875rem" },
    "& .sd-hint": { mb: 2 },
  }) as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
