import MailOutlined from "@mui/icons-material/MailOutlined";
import SwapVert from "@mui/icons-material/SwapVert";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { ResourceKey } from "~/lib/content/resource";
import { BranchMapCard } from "./BranchMap";
import type { ResourceFormData } from "./ResourceFormScreen";
import type { ListData, ListExtras } from "./ResourceListScreen";

/** What some resources add to the shared screens (the server side is app/lib/content/resource-extras.server.ts). */
function MenuOrderButton() {
  const { t } = useTranslation("content");
  return (
    <Button component={Link} to="/menus/order" variant="outlined" startIcon={<SwapVert />} data-testid="menus-order">
      {t("menus.order")}
    </Button>
  );
}

function MoveToBranch({ data }: { data: ListData }) {
  const { t } = useTranslation("content");
  return (
    <>
      <TextField
        select
        size="small"
        name="branchId"
        defaultValue=""
        label={t("branchUsers.moveTo")}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { form: "bulk", "data-testid": "move-branch" },
        }}
        fullWidth={false}
        sx={{ minWidth: 200, ml: 1 }}
      >
        <option value="">—</option>
        {(data.options.branches ?? []).map((b) => (
          <option key={b.value} value={b.value}>
            {b.label}
          </option>
        ))}
      </TextField>
      <Button
        type="submit"
        name="intent"
        value="move"
        form="bulk"
        size="small"
        startIcon={<SwapVert />}
        data-testid="bulk-move"
      >
        {t("branchUsers.move")}
      </Button>
    </>
  );
}

/** People who have not set a password yet can be sent the invitation again. */
function InvitationCard({ data }: { data: ResourceFormData }) {
  const { t } = useTranslation("content");
  if (data.mode !== "edit" || data.deleted) return null;
  const pending = data.detail.invitationPending === true;
  return (
    <Card>
      <CardHeader title={t("users.invitation")} slotProps={{ title: { variant: "h6", component: "h2" } }} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }} data-testid="invitation-state">
          {pending ? t("users.invitationPending") : t("users.invitationDone")}
        </Typography>
        <Form method="post">
          <input type="hidden" name="intent" value="invite" />
          <Button
            type="submit"
            variant="outlined"
            size="small"
            startIcon={<MailOutlined />}
            data-testid="resend-invite"
          >
            {pending ? t("users.resendInvite") : t("users.sendReset")}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

function BranchAgentsCard({ data }: { data: ResourceFormData }) {
  const { t } = useTranslation("content");
  if (data.mode !== "edit" || !data.row) return null;
  const agents = Number(data.detail.agents ?? 0);
  return (
    <Alert
      severity={agents ? "info" : "success"}
      variant="outlined"
      action={
        <Button component={Link} to={`/branch-users?branchId=${data.row.id}`} size="small">
          {t("branches.showAgents")}
        </Button>
      }
    >
      {t("branches.agentCount", { n: agents })}
    </Alert>
  );
}

export const LIST_EXTRAS: Partial<Record<ResourceKey, ListExtras>> = {
  menus: { Actions: MenuOrderButton },
  branches: { Above: BranchMapCard },
  branchUsers: { Bulk: MoveToBranch },
};

export const FORM_EXTRAS: Partial<Record<ResourceKey, ComponentType<{ data: ResourceFormData }>>> = {
  users: InvitationCard,
  branchUsers: InvitationCard,
  branches: BranchAgentsCard,
};
