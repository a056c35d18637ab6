import ArrowBack from "@mui/icons-material/ArrowBack";
import Button from "@mui/material/Button";
import { parseWithZod } from "~/lib/submission";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import type { Route } from "./+types/_panel.offers.new";
import { FreightSummaryCard } from "~/components/freight/FreightSummaryCard";
import { OfferForm } from "~/components/offers/OfferForm";
import { PageHeader } from "~/components/PageHeader";
import { can, requireAbility } from "~/lib/auth/auth.server";
import { sendOffer } from "~/lib/offers/actions.server";
import { SubmitButton } from "~/components/forms/fields";
import SendOutlined from "@mui/icons-material/SendOutlined";
import { routeLabel } from "~/lib/freight/display";
import { getI18n } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { newOfferDefaults } from "~/lib/offers/form";
import { OfferSchema } from "~/lib/schemas/offers";
import { redirectWithToast } from "~/lib/toast.server";
import { freightScopeFor, getFreightRequest } from "~/models/freight.server";
import { bidderOptions, createOffer, offerScopeFor } from "~/models/offers.server";
import { getUserById } from "~/models/users.server";
import { formatNumber } from "~/lib/format";
import { requireId } from "~/lib/ids";

/** A new price offer, optionally prefilled from a freight request (`?freightId=`). */
async function loadFreight(user: Parameters<typeof freightScopeFor>[0], raw: string | null) {
  if (raw === null || raw === "") return null;
  const freight = await getFreightRequest(freightScopeFor(user), requireId(raw));
  if (!freight) throw data(null, { status: 404 });
  return freight;
}

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "create", "Offer");
  const freight = await loadFreight(user, url.searchParams.get("freightId"));
  const [bidders, account] = await Promise.all([
    bidderOptions(user),
    freight?.customer_id ? getUserById(freight.customer_id) : Promise.resolve(undefined),
  ]);
  const i18n = getI18n(context);
  const t = i18n.getFixedT(null, "offers");
  const description = freight
    ? t("form.prefill", {
        mode: i18n.t(`freight:transportTypes.${freight.transport_type}`),
        route: routeLabel(freight, i18n.language),
        packages: formatNumber(freight.package_count, i18n.language),
        chargeable: formatNumber(freight.chargeable_weight_kg, i18n.language, { maximumFractionDigits: 2 }),
      })
    : "";
  return {
    title: t("new.title"),
    freight,
    bidders,
    maySend: can(context, "send", "Offer"),
    defaults: newOfferDefaults({ bidderId: user.id, freight, accountEmail: account?.email ?? null, description }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAbility(context, request, "create", "Offer");
  const formData = await request.formData();
  const intent = formData.get("intent");
  // The form's buttons say "save" or "send" (a post without an intent saves); anything else is refused.
  if (intent !== null && intent !== "save" && intent !== "send") {
    return data(
      { result: parseWithZod(formData, { schema: OfferSchema }).reply({ formErrors: ["common:errors.badRequest"] }) },
      { status: 400 },
    );
  }
  const andSend = intent === "send";
  if (andSend) requireAbility(context, request, "send", "Offer");
  const submission = parseWithZod(formData, { schema: OfferSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await createOffer(submission.value, user);
  if (!result.ok) {
    if (result.reason === "bidder")
      return data(
        { result: submission.reply({ fieldErrors: { bidderId: ["offers:validation.bidder"] } }) },
        { status: 400 },
      );
    return data({ result: submission.reply({ formErrors: ["offers:validation.freight"] }) }, { status: 400 });
  }
  if (andSend) {
    const sent = await sendOffer(request, offerScopeFor(user), result.id, user.id);
    if (!sent.ok) return redirectWithToast(request, `/offers/${result.id}`, { type: "error", key: sent.key });
    return redirectWithToast(request, `/offers/${result.id}`, { key: sent.key, values: { number: result.number } });
  }
  return redirectWithToast(request, `/offers/${result.id}`, {
    key: "offers:new.created",
    values: { number: result.number },
  });
}

export default function NewOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["offers", "common"]);
  const { freight } = loaderData;
  return (
    <>
      <PageHeader
        title={t("new.title")}
        subtitle={freight ? t("new.forFreight", { number: freight.number }) : t("new.subtitle")}
        actions={
          <Button component={Link} to={freight ? `/freight/${freight.id}` : "/offers"} startIcon={<ArrowBack />}>
            {t("common:actions.cancel")}
          </Button>
        }
      />
      <OfferForm
        id="offer-new"
        defaults={loaderData.defaults}
        lastResult={actionData?.result}
        bidders={loaderData.bidders}
        freight={freight ? <FreightSummaryCard freight={freight} /> : undefined}
        submitLabel={t("new.submit")}
        extraActions={
          loaderData.maySend && (
            <SubmitButton intent="send" variant="outlined" startIcon={<SendOutlined />} data-testid="save-and-send">
              {t("new.submitAndSend")}
            </SubmitButton>
          )
        }
      />
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
