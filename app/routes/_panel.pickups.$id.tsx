import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.pickups.$id";
import { Facts } from "~/components/Facts";
import { PageHeader } from "~/components/PageHeader";
import { PickupStatusChip } from "~/components/pickups/status";
import { Section } from "~/components/Section";
import { FormErrors, SubmitButton, TextInput } from "~/components/forms/fields";
import { can, requireAbility } from "~/lib/auth/auth.server";
import { formatDate, formatDateTime } from "~/lib/format";
import { requireId } from "~/lib/ids";
import { titleMeta } from "~/lib/meta";
import { canCustomerCancel } from "~/lib/pickups/domain";
import { parseWithZod } from "~/lib/submission";
import { redirectWithToast } from "~/lib/toast.server";
import { assignPickup, cancelPickup, closePickup, getPickup, pickupScopeFor } from "~/models/pickups.server";

/**
 * One pickup. Its customer sees the status and may cancel until an agent takes it; an agent of the
 * serving branch takes it, and the one who took it records it done or failed with a reason. Outside
 * the reader's scope it is "not found".
 */
const FailSchema = z.object({
  intent: z.literal("fail"),
  reason: z
    .string({ error: "validation.required" })
    .trim()
    .min(3, "pickups:validation.reason")
    .max(300, "validation.tooLong"),
});

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Pickup");
  const id = requireId(params.id);
  const pickup = await getPickup(id, pickupScopeFor(user));
  if (!pickup) throw data(null, { status: 404 });
  const staff = user.role !== "customer" && can(context, "update", "Pickup");
  return {
    title: `#${pickup.id}`,
    pickup,
    canCancel: user.role === "customer" && canCustomerCancel(pickup.status),
    canAssign: staff && pickup.status === "requested",
    canClose: staff && pickup.status === "assigned" && (user.role === "admin" || pickup.assigned_to === user.id),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = requireId(params.id);
  const form = await request.formData();
  const intent = form.get("intent");
  const answer = (result: { ok: true } | { ok: false; reason: "not-found" | "state" }, key: string) => {
    if (!result.ok && result.reason === "not-found") throw data(null, { status: 404 });
    return redirectWithToast(
      request,
      `/pickups/${id}`,
      result.ok ? { key } : { type: "warning", key: "pickups:changed" },
    );
  };
  if (intent === "cancel") {
    const user = requireAbility(context, request, "cancel", "Pickup");
    if (user.role !== "customer") throw data(null, { status: 403 });
    return answer(await cancelPickup(id, user.id), "pickups:cancelled");
  }
  const user = requireAbility(context, request, "update", "Pickup");
  if (user.role === "customer") throw data(null, { status: 403 });
  if (intent === "assign") return answer(await assignPickup(id, user), "pickups:assigned");
  if (intent === "done") return answer(await closePickup(id, user, { status: "done" }), "pickups:done");
  if (intent === "fail") {
    const submission = parseWithZod(form, { schema: FailSchema });
    if (submission.status !== "success") {
      if (!(await getPickup(id, pickupScopeFor(user)))) throw data(null, { status: 404 });
      return data({ result: submission.reply() }, { status: 400 });
    }
    return answer(await closePickup(id, user, { status: "failed", reason: submission.value.reason }), "pickups:failed");
  }
  throw data({ error: "common:errors.badRequest" }, { status: 400 });
}

export default function Pickup({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["pickups", "shipments", "common"]);
  const { pickup } = loaderData;
  return (
    <>
      <PageHeader
        title={t("detailTitle", { id: pickup.id })}
        subtitle={<PickupStatusChip status={pickup.status} />}
        actions={
          <Button component={Link} to="/pickups" startIcon={<ArrowBack />}>
            {t("title")}
          </Button>
        }
      />
      <Box
        sx={{
          display: "grid",
          gap: 2.5,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
          alignItems: "start",
        }}
      >
        <Section title={t("requestTitle")}>
          <Facts
            testId="pickup-facts"
            rows={[
              [t("fields.date"), formatDate(`${pickup.pickup_date}T12:00:00Z`, i18n.language), "pickup-date"],
              [t("fields.slot"), t(`slots.${pickup.slot}`), "pickup-slot"],
              [t("fields.status"), t(`status.${pickup.status}`)],
              [t("fields.parcelCount"), pickup.parcel_count],
              [t("fields.note"), pickup.note],
              [t("fields.customer"), pickup.customer_name],
              [t("fields.branch"), pickup.branch_name, "pickup-branch"],
              [t("fields.agent"), pickup.agent_name, "pickup-agent"],
              pickup.failure_reason ? [t("fields.failureReason"), pickup.failure_reason, "pickup-reason"] : null,
              [t("fields.createdAt"), formatDateTime(pickup.created_at, i18n.language)],
              pickup.closed_at ? [t("fields.closedAt"), formatDateTime(pickup.closed_at, i18n.language)] : null,
            ]}
          />
        </Section>
        <Section title={t("addressTitle")}>
          <Facts
            rows={[
              [t("shipments:fields.name"), pickup.name],
              [t("shipments:fields.companyName"), pickup.company_name],
              [t("shipments:fields.address"), pickup.address],
              [t("shipments:fields.district"), pickup.district],
              [t("shipments:fields.county"), pickup.county],
              [t("shipments:fields.city"), pickup.city],
              [t("shipments:fields.zipCode"), pickup.zip_code],
              [t("shipments:fields.phone"), pickup.phone],
            ]}
          />
        </Section>
        {pickup.shipments.length > 0 && (
          <Section title={t("fields.shipments")} testId="pickup-shipment-list">
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {pickup.shipments.map((s) => (
                <li key={s.id}>
                  <Link to={`/shipments/${s.id}`}>{s.tracking_number}</Link> · {s.receiver_name}
                </li>
              ))}
            </Box>
          </Section>
        )}
        {(loaderData.canCancel || loaderData.canAssign || loaderData.canClose) && (
          <Section title={t("actionsTitle")} testId="pickup-actions">
            <Box sx={{ display: "grid", gap: 2 }}>
              <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
                {loaderData.canCancel && (
                  <Form method="post">
                    <SubmitButton intent="cancel" color="error" variant="outlined" data-testid="pickup-cancel">
                      {t("cancel")}
                    </SubmitButton>
                  </Form>
                )}
                {loaderData.canAssign && (
                  <Form method="post">
                    <SubmitButton intent="assign" data-testid="pickup-assign">
                      {t("assign")}
                    </SubmitButton>
                  </Form>
                )}
                {loaderData.canClose && (
                  <Form method="post">
                    <SubmitButton intent="done" color="success" data-testid="pickup-done">
                      {t("markDone")}
                    </SubmitButton>
                  </Form>
                )}
              </Box>
              {loaderData.canClose && (
                <FailForm lastResult={actionData && "result" in actionData ? actionData.result : undefined} />
              )}
            </Box>
          </Section>
        )}
      </Box>
    </>
  );
}

function FailForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("pickups");
  const [form, fields] = useForm<z.input<typeof FailSchema>, z.output<typeof FailSchema>, string[]>({
    id: "pickup-fail",
    lastResult,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FailSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="fail" />
      <FormErrors errors={form.errors} />
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "flex-start" }}>
        <TextInput
          meta={fields.reason}
          label={t("fields.failureReason")}
          sx={{ flex: "1 1 260px" }}
          data-testid="pickup-reason-input"
        />
        <SubmitButton busyIntent="fail" color="error" variant="outlined" data-testid="pickup-fail">
          {t("markFailed")}
        </SubmitButton>
      </Box>
    </Form>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
