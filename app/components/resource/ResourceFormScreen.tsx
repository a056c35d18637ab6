import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/lib/submission";
import ArrowBack from "@mui/icons-material/ArrowBack";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import RestoreFromTrash from "@mui/icons-material/RestoreFromTrash";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useSubmit } from "react-router";
import { SubmitButton } from "~/components/forms/fields";
import { PageHeader } from "~/components/PageHeader";
import {
  fieldsFor,
  formSchema,
  hasUploads,
  removeFlagName,
  type FormActionData,
  type OptionLists,
  type ResourceDef,
  type Row,
} from "~/lib/content/resource";
import { formatDateTime } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import { ConfirmDialog } from "./ConfirmDialog";
import { ResourceField, type FieldMeta } from "./ResourceField";

/**
 * The create/edit screen of every resource: one form for both (conform + the resource's zod
 * schema, multipart when it has images), the audit facts, and delete (confirmed by a dialog, or
 * by a confirmation section at ?confirm=delete without JavaScript) or restore.
 */
export interface ResourceFormData {
  title: string;
  mode: "create" | "edit";
  row: Row | null;
  defaults: Record<string, string | undefined>;
  deleted: boolean;
  confirmDelete: boolean;
  options: OptionLists;
  detail: Record<string, string | number | boolean | null>;
}

interface Props {
  def: ResourceDef;
  data: ResourceFormData;
  actionData?: FormActionData;
  /** Cards beside the form (users: the invitation; branches: agents). */
  aside?: ReactNode;
}

export function ResourceFormScreen(props: Props) {
  // A new form state for each row (navigating from one row to another keeps this component).
  return <ResourceFormInner key={`${props.data.mode}-${props.data.row?.id ?? "new"}`} {...props} />;
}

function ResourceFormInner({ def, data, actionData, aside }: Props) {
  const { t } = useTranslation(["content", "common"]);
  const schema = useMemo(() => formSchema(def, data.mode), [def, data.mode]);
  const [form, fields] = useForm({
    id: `${def.key}-form`,
    lastResult: actionData?.result,
    defaultValue: data.defaults,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const people = def.deletion === "deactivate";
  const row = data.row;
  const meta = (name: string) => (fields as unknown as Record<string, FieldMeta>)[name];
  const hydrated = useHydrated();

  return (
    <Box data-testid="resource-screen" data-hydrated={hydrated ? "true" : undefined}>
      <PageHeader
        title={data.mode === "create" ? t(`${def.key}.new`) : data.title}
        subtitle={data.mode === "create" ? t(`${def.key}.subtitle`) : t(`${def.key}.edit`)}
        actions={
          <>
            <Button component={Link} to={def.path} startIcon={<ArrowBack />}>
              {t("actions.backToList")}
            </Button>
            {row && !data.deleted && <DeleteButton def={def} name={data.title} />}
          </>
        }
      />
      {row && data.deleted && <DeletedNotice def={def} />}
      {row && data.confirmDelete && !data.deleted && <DeleteConfirmation def={def} name={data.title} />}
      <Box
        sx={{
          display: "grid",
          gap: 2.5,
          gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 2fr) minmax(0, 1fr)" },
          alignItems: "start",
        }}
      >
        <Card>
          <CardContent>
            <Form
              method="post"
              encType={hasUploads(def) ? "multipart/form-data" : undefined}
              {...getFormProps(form)}
              data-testid="resource-form"
            >
              <input type="hidden" name="intent" value="save" />
              {form.errors?.length ? (
                <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="form-error">
                  {form.errors.map((e) => t(e)).join(" ")}
                </Alert>
              ) : null}
              <Box sx={{ display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
                {fieldsFor(def, data.mode).map((field) => (
                  <Box
                    key={field.name}
                    sx={{
                      gridColumn:
                        field.full || field.kind === "richtext" || field.kind === "image" ? "1 / -1" : undefined,
                      minWidth: 0,
                    }}
                  >
                    <ResourceField
                      field={field}
                      meta={meta(field.name)}
                      removeMeta={field.kind === "image" ? meta(removeFlagName(field.name)) : undefined}
                      options={data.options}
                      row={row}
                    />
                  </Box>
                ))}
              </Box>
              <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
                <SubmitButton busyIntent="save" data-testid="resource-save">
                  {data.mode === "create" ? t("actions.create") : t("common:actions.save")}
                </SubmitButton>
                <Button component={Link} to={def.path}>
                  {t("common:actions.cancel")}
                </Button>
              </Stack>
            </Form>
          </CardContent>
        </Card>
        <Stack spacing={2.5}>
          {row && <AuditCard row={row} />}
          {aside}
          {data.mode === "create" && people && (
            <Alert severity="info" variant="outlined">
              {t("users.inviteNote")}
            </Alert>
          )}
        </Stack>
      </Box>
    </Box>
  );
}

function AuditCard({ row }: { row: Row }) {
  const { t, i18n } = useTranslation("content");
  const item = (label: string, value: ReactNode) => (
    <>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </>
  );
  return (
    <Card data-testid="audit">
      <CardHeader title={t("audit.title")} slotProps={{ title: { variant: "h6", component: "h2" } }} />
      <CardContent sx={{ pt: 0, display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.75 }}>
        {item(
          t("fields.createdAt"),
          typeof row.created_at === "string" ? formatDateTime(row.created_at, i18n.language) : "—",
        )}
        {item(
          t("fields.updatedAt"),
          typeof row.updated_at === "string" ? formatDateTime(row.updated_at, i18n.language) : "—",
        )}
        {item(t("audit.updatedBy"), row.updated_by_name ?? t("audit.system"))}
      </CardContent>
    </Card>
  );
}

/** Delete: a dialog with JavaScript; without it, a link to the confirmation section. */
function DeleteButton({ def, name }: { def: ResourceDef; name: string }) {
  const { t } = useTranslation("content");
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [open, setOpen] = useState(false);
  const people = def.deletion === "deactivate";
  return (
    <>
      <Button
        component={Link}
        to="?confirm=delete"
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlined />}
        data-testid="resource-delete"
        onClick={(e: React.MouseEvent) => {
          if (!hydrated) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        {t(people ? "actions.deactivate" : "actions.delete")}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(people ? "form.confirmDeactivateTitle" : "form.confirmDeleteTitle")}
        body={t(people ? "form.confirmDeactivateBody" : "form.confirmDeleteBody", { name })}
        confirmLabel={t(people ? "actions.deactivate" : "actions.delete")}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          submit({ intent: "delete" }, { method: "post" });
        }}
      />
    </>
  );
}

function DeleteConfirmation({ def, name }: { def: ResourceDef; name: string }) {
  const { t } = useTranslation(["content", "common"]);
  const people = def.deletion === "deactivate";
  return (
    <Alert severity="warning" sx={{ mb: 2.5 }} data-testid="delete-confirm">
      <Typography sx={{ fontWeight: 600 }}>
        {t(people ? "form.confirmDeactivateTitle" : "form.confirmDeleteTitle")}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t(people ? "form.confirmDeactivateBody" : "form.confirmDeleteBody", { name })}
      </Typography>
      <Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <Stack direction="row" spacing={1}>
          <Button type="submit" color="error" variant="contained" data-testid="confirm-yes">
            {t(people ? "actions.deactivate" : "actions.delete")}
          </Button>
          <Button component={Link} to="?">
            {t("common:actions.cancel")}
          </Button>
        </Stack>
      </Form>
    </Alert>
  );
}

function DeletedNotice({ def }: { def: ResourceDef }) {
  const { t } = useTranslation("content");
  const people = def.deletion === "deactivate";
  return (
    <Alert
      severity="info"
      sx={{ mb: 2.5 }}
      data-testid="deleted-notice"
      action={
        <Form method="post">
          <input type="hidden" name="intent" value="restore" />
          <Button
            type="submit"
            color="inherit"
            size="small"
            startIcon={<RestoreFromTrash />}
            data-testid="resource-restore"
          >
            {t(people ? "actions.reactivate" : "actions.restore")}
          </Button>
        </Form>
      }
    >
      {t(people ? "form.deactivatedNotice" : "form.deletedNotice")}
    </Alert>
  );
}
