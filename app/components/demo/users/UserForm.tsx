import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { DemoField, type FormEcho } from "~/components/demo/invoice/DemoField";
import { DEMO_USER_PLANS, DEMO_USER_ROLES, DEMO_USER_STATUSES, type DemoUser } from "~/mock/users";

/** The add and edit form of a demo user; the mock's own field names. Edit adds the status. */
export function UserForm({
  echo,
  user,
  intent,
  withStatus,
  submitLabel,
  onCancel,
}: {
  echo: FormEcho | null;
  user?: DemoUser;
  intent: "add" | "save";
  withStatus?: boolean;
  submitLabel: string;
  onCancel?: React.ReactNode;
}) {
  const { t } = useTranslation("demo-users");
  const field = (name: keyof DemoUser) => ({ name, echo, defaultValue: user ? String(user[name]) : undefined });
  return (
    <Form method="post" noValidate data-testid="user-form">
      {echo?.errors.form && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(echo.errors.form)}
        </Alert>
      )}
      <Box sx={{ display: "grid", gap: 2 }}>
        <DemoField {...field("fullName")} label={t("fields.fullName")} required autoComplete="off" />
        <DemoField {...field("username")} label={t("fields.username")} required autoComplete="off" />
        <DemoField {...field("email")} type="email" label={t("fields.email")} required autoComplete="off" />
        <DemoField {...field("company")} label={t("fields.company")} />
        <DemoField {...field("country")} label={t("fields.country")} />
        <DemoField {...field("contact")} type="tel" label={t("fields.contact")} />
        <DemoField
          {...field("role")}
          select
          label={t("fields.role")}
          options={DEMO_USER_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        />
        <DemoField
          {...field("currentPlan")}
          select
          label={t("fields.currentPlan")}
          options={DEMO_USER_PLANS.map((p) => ({ value: p, label: t(`plans.${p}`) }))}
        />
        {withStatus && (
          <DemoField
            {...field("status")}
            select
            label={t("fields.status")}
            options={DEMO_USER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          />
        )}
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button type="submit" name="intent" value={intent} variant="contained" data-testid="save-user">
            {submitLabel}
          </Button>
          {onCancel}
        </Box>
      </Box>
    </Form>
  );
}
