import ArrowBack from "@mui/icons-material/ArrowBack";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import MailOutline from "@mui/icons-material/EmailOutlined";
import PhoneOutlined from "@mui/icons-material/PhoneOutlined";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import SendOutlined from "@mui/icons-material/SendOutlined";
import ThumbDownOutlined from "@mui/icons-material/ThumbDownOutlined";
import ThumbUpOutlined from "@mui/icons-material/ThumbUpOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { parseWithZod } from "~/lib/submission";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/_panel.offers.$id";
import { Facts } from "~/components/Facts";
import { Section } from "~/components/Section";
import { FreightSummaryCard } from "~/components/freight/FreightSummaryCard";
import { OfferForm } from "~/components/offers/OfferForm";
import { OfferStatusChip } from "~/components/offers/OfferStatusChip";
import { PageHeader } from "~/components/PageHeader";
import { ConfirmBanner } from "~/components/forms/ConfirmBanner";
import { SubmitButton } from "~/components/forms/fields";
import { can, requireAbility } from "~/lib/auth/auth.server";
import { formatDate, formatDateTime } from "~/lib/format";
import { titleMeta } from "~/lib/meta";
import { formatMoney, formatPercent } from "~/lib/money";
import { answerOffer, sendOffer } from "~/lib/offers/actions.server";
import { offerDefaults } from "~/lib/offers/form";
import { OfferSchema } from "~/lib/schemas/offers";
import { redirectWithToast } from "~/lib/toast.server";
import { bidderOptions, getOffer, offerScopeFor, transitionOffer, updateOffer } from "~/models/offers.server";
import { requireId } from "~/lib/ids";

/**
 * One price offer. Staff edit a draft and send it; the customer it was made to accepts or rejects
 * it while it is valid; everyone who may see it may print it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Offer");
  const offer = await getOffer(offerScopeFor(user), requireId(params.id));
  if (!offer) throw data(null, { status: 404 });
  const editable = offer.status === "draft" && can(context, "update", "Offer");
  return {
    title: offer.number,
    offer,
    bidders: editable ? await bidderOptions(user) : [],
    role: user.role,
    // A customer opens the request only when it is theirs (a request made without signing in is not).
    freightLinkable: user.role !== "customer" || offer.freight?.customer_id === user.id,
    may: {
      edit: editable,
      send: editable && can(context, "send", "Offer"),
      delete: offer.status === "draft" && can(context, "delete", "Offer"),
      respond: offer.effective_status === "sent" && can(context, "respond", "Offer"),
      print: can(context, "print", "Offer"),
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = requireId(params.id);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const back = (type: "success" | "error", key: string, values?: Record<string, string>) =>
    redirectWithToast(request, `/offers/${id}`, { type, key, values });

  if (intent === "save" || intent === "send") {
    const user = requireAbility(context, request, "update", "Offer");
    if (intent === "send") requireAbility(context, request, "send", "Offer");
    const scope = offerScopeFor(user);
    // An offer that is no longer a draft has no form on its page: say so before judging the fields.
    const current = await getOffer(scope, id);
    if (!current) throw data(null, { status: 404 });
    if (current.status !== "draft")
      return data({ result: undefined, error: "offers:detail.wrongStatus" }, { status: 409 });
    const submission = parseWithZod(formData, { schema: OfferSchema });
    if (submission.status !== "success") return data({ result: submission.reply(), error: null }, { status: 400 });
    const saved = await updateOffer(scope, id, submission.value, user);
    if (!saved.ok) {
      if (saved.reason === "not-found") throw data(null, { status: 404 });
      if (saved.reason === "bidder")
        return data(
          { result: submission.reply({ fieldErrors: { bidderId: ["offers:validation.bidder"] } }), error: null },
          { status: 400 },
        );
      if (saved.reason === "freight")
        return data(
          { result: submission.reply({ formErrors: ["offers:validation.freight"] }), error: null },
          { status: 400 },
        );
      return data({ result: undefined, error: "offers:detail.wrongStatus" }, { status: 409 });
    }
    if (intent === "save") return back("success", "offers:detail.saved");
    const sent = await sendOffer(request, scope, id, user.id);
    if (!sent.ok)
      return data({ result: undefined, error: sent.key }, { status: sent.reason === "not-found" ? 404 : 409 });
    return back("success", sent.key, { number: saved.number });
  }
  if (intent === "accept" || intent === "reject") {
    const user = requireAbility(context, request, "respond", "Offer");
    // Accepting binds the customer to the price: it asks first (the confirm view posts `confirmed`).
    if (intent === "accept" && formData.get("confirmed") !== "yes") {
      if (!(await getOffer(offerScopeFor(user), id))) throw data(null, { status: 404 });
      return redirect(`/offers/${id}?confirm=accept`, { status: 303 });
    }
    const answered = await answerOffer(request, offerScopeFor(user), id, intent, user.id);
    if (!answered.ok) {
      if (answered.reason === "not-found") throw data(null, { status: 404 });
      return data({ result: undefined, error: answered.key }, { status: 409 });
    }
    return back("success", answered.key, { number: answered.offer.number });
  }
  if (intent === "delete") {
    const user = requireAbility(context, request, "delete", "Offer");
    const deleted = await transitionOffer(offerScopeFor(user), id, "delete", user.id);
    if (!deleted.ok) {
      if (deleted.reason === "not-found") throw data(null, { status: 404 });
      return data({ result: undefined, error: "offers:detail.wrongStatus" }, { status: 409 });
    }
    return redirectWithToast(request, "/offers", {
      key: "offers:detail.deleted",
      values: { number: deleted.offer.number },
    });
  }
  // An unknown intent: 400 on an offer the user sees, 404 (like every other answer) on one they do not.
  if (!(await getOffer(offerScopeFor(requireAbility(context, request, "read", "Offer")), id)))
    throw data(null, { status: 404 });
  return data({ result: undefined, error: "common:errors.badRequest" }, { status: 400 });
}

/**
 * What follows an accepted offer: book the shipment (the wizard starts prefilled from the freight
 * request) or talk to the agent who made the offer.
 */
function NextSteps({ offer: o, role }: { offer: Route.ComponentProps["loaderData"]["offer"]; role: string }) {
  const { t } = useTranslation(["offers", "common"]);
  return (
    <Box sx={{ mb: 2.5 }}>
      <Section
        title={t("detail.nextTitle")}
        subheader={t(role === "customer" ? "detail.nextBody" : "detail.nextBodyStaff")}
        testId="offer-next-steps"
      >
        <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "center" }}>
          <Form method="post" action="/shipments/new">
            <input type="hidden" name="intent" value="from-offer" />
            <input type="hidden" name="offerId" value={o.id} />
            <SubmitButton
              busyIntent="from-offer"
              startIcon={<LocalShippingOutlined />}
              data-testid="offer-create-shipment"
            >
              {t("detail.createShipment")}
            </SubmitButton>
          </Form>
          {role === "customer" && (
            <Button
              component="a"
              href={`mailto:${o.bidder_email}?subject=${encodeURIComponent(o.number)}`}
              variant="outlined"
              startIcon={<MailOutline />}
              data-testid="offer-contact-agent"
            >
              {t("detail.contactAgent", { name: o.bidder_name })}
            </Button>
          )}
          {role === "customer" && o.bidder_phone && (
            <Button component="a" href={`tel:${o.bidder_phone.replace(/[^+\d]/g, "")}`} startIcon={<PhoneOutlined />}>
              {o.bidder_phone}
            </Button>
          )}
        </Box>
      </Section>
    </Box>
  );
}

export default function OfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["offers", "common"]);
  const [params] = useSearchParams();
  const { offer: o, may } = loaderData;
  const lng = i18n.language;
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, lng);
  const confirmingDelete = may.delete && params.get("confirm") === "delete";
  const confirmingAccept = may.respond && params.get("confirm") === "accept";
  const total = formatMoney(o.total_minor, o.currency, lng);
  return (
    <>
      <PageHeader
        title={o.number}
        subtitle={
          <Box component="span" sx={{ display: "inline-flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
            <OfferStatusChip status={o.effective_status} t={t} />
            <span>{t("detail.subtitle", { offerTo: o.offer_to, date: day(o.date) })}</span>
          </Box>
        }
        actions={
          <>
            <Button component={Link} to="/offers" startIcon={<ArrowBack />}>
              {t("detail.back")}
            </Button>
            {may.print && (
              <Button
                component="a"
                href={`/offers/${o.id}/print`}
                variant="outlined"
                startIcon={<PrintOutlined />}
                data-testid="print-link"
              >
                {t("detail.print")}
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
      {confirmingDelete && (
        <ConfirmBanner
          testId="confirm-delete"
          question={t("detail.deleteQuestion")}
          confirmLabel={t("detail.confirmDelete")}
          intent="delete"
          cancelTo={`/offers/${o.id}`}
        />
      )}
      {confirmingAccept && (
        <ConfirmBanner
          testId="confirm-accept"
          question={t("detail.acceptQuestion", { number: o.number, total })}
          confirmLabel={t("detail.confirmAccept")}
          intent="accept"
          color="success"
          confirmTestId="confirm-accept-offer"
          hidden={<input type="hidden" name="confirmed" value="yes" />}
          cancelTo={`/offers/${o.id}`}
        />
      )}
      {o.effective_status === "accepted" && <NextSteps offer={o} role={loaderData.role} />}
      {may.respond && !confirmingAccept && (
        <Card sx={{ mb: 2.5, borderColor: "info.main" }} data-testid="respond">
          <CardContent sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center" }}>
            <Box sx={{ flexGrow: 1, minWidth: 240 }}>
              <Typography variant="h5" component="h2">
                {loaderData.role === "customer" ? t("detail.respondTitle") : t("detail.recordTitle")}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t("detail.respondBody", {
                  date: day(o.valid_until),
                  total: formatMoney(o.total_minor, o.currency, lng),
                })}
              </Typography>
            </Box>
            <Button
              component={Link}
              to={`/offers/${o.id}?confirm=accept`}
              variant="contained"
              color="success"
              startIcon={<ThumbUpOutlined />}
              data-testid="accept-offer"
            >
              {t("detail.accept")}
            </Button>
            <Form method="post">
              <SubmitButton
                intent="reject"
                color="error"
                variant="outlined"
                startIcon={<ThumbDownOutlined />}
                data-testid="reject-offer"
              >
                {t("detail.reject")}
              </SubmitButton>
            </Form>
          </CardContent>
        </Card>
      )}
      {may.edit ? (
        <>
          <OfferForm
            id={`offer-${o.id}`}
            defaults={offerDefaults(o)}
            lastResult={actionData?.result}
            bidders={loaderData.bidders}
            freight={o.freight ? <FreightSummaryCard freight={o.freight} /> : undefined}
            submitLabel={t("detail.save")}
            extraActions={
              may.send && (
                <SubmitButton intent="send" variant="outlined" startIcon={<SendOutlined />} data-testid="send-offer">
                  {t("detail.send")}
                </SubmitButton>
              )
            }
          />
          {may.delete && (
            <Box sx={{ mt: 2.5 }}>
              <Button
                component={Link}
                to={`/offers/${o.id}?confirm=delete`}
                color="error"
                startIcon={<DeleteOutline />}
                data-testid="delete-offer"
              >
                {t("detail.delete")}
              </Button>
            </Box>
          )}
        </>
      ) : (
        <Box
          sx={{
            display: "grid",
            gap: 2.5,
            gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 2fr) minmax(300px, 1fr)" },
            alignItems: "start",
          }}
        >
          <Box sx={{ display: "grid", gap: 2.5 }}>
            <Section title={t("form.parties")}>
              <Facts
                rows={[
                  [t("fields.offerTo"), <span data-testid="offer-to">{o.offer_to}</span>],
                  o.offer_to_email ? [t("fields.offerToEmail"), o.offer_to_email] : null,
                  loaderData.role !== "customer"
                    ? [
                        t("detail.account"),
                        o.customer_name ? `${o.customer_name} (${o.customer_email})` : t("detail.noAccount"),
                      ]
                    : null,
                  [t("fields.bidder"), `${o.bidder_name} · ${o.bidder_email}`],
                  o.branch_name ? [t("detail.branch"), o.branch_name] : null,
                ]}
              />
            </Section>
            {o.freight && <FreightSummaryCard freight={o.freight} linkable={loaderData.freightLinkable} />}
            {o.description && (
              <Section title={t("fields.description")}>
                <Typography sx={{ whiteSpace: "pre-wrap" }} data-testid="offer-description">
                  {o.description}
                </Typography>
              </Section>
            )}
          </Box>
          <Box sx={{ display: "grid", gap: 2.5 }}>
            <Section title={t("form.price")}>
              <Facts
                rows={[
                  [t("fields.price"), formatMoney(o.price_minor, o.currency, lng)],
                  [t("fields.discountRate"), formatPercent(o.discount_bp, lng)],
                  [
                    t("fields.total"),
                    <Typography component="span" variant="h4" color="primary" data-testid="offer-total">
                      {formatMoney(o.total_minor, o.currency, lng)}
                    </Typography>,
                  ],
                ]}
              />
            </Section>
            <Section title={t("detail.history")}>
              <Facts
                rows={[
                  [t("fields.date"), day(o.date)],
                  [t("fields.validUntil"), day(o.valid_until)],
                  o.sent_at ? [t("detail.sentAt"), formatDateTime(o.sent_at, lng)] : null,
                  o.responded_at
                    ? [
                        o.status === "accepted" ? t("detail.acceptedAt") : t("detail.rejectedAt"),
                        formatDateTime(o.responded_at, lng),
                      ]
                    : null,
                ]}
              />
            </Section>
          </Box>
        </Box>
      )}
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
