import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import Close from "@mui/icons-material/Close";
import SendOutlined from "@mui/icons-material/SendOutlined";
import { useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Form, useFetcher, useLocation } from "react-router";
import { SubmitButton, TextInput } from "~/components/forms/fields";
import { RichTextField } from "~/components/resource/RichTextField";

export interface ComposeDefaults {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  message: string;
}

export const EMPTY_COMPOSE: ComposeDefaults = { to: "", cc: "", bcc: "", subject: "", message: "" };

/**
 * The mail form (the mail's own field names). `intent=send` or `intent=save-draft`; recipients are
 * comma-separated addresses. Posts to the compose page's action from the page and from the drawer.
 */
export function ComposeForm({
  id,
  defaults,
  lastResult,
  FormComponent = Form,
}: {
  id: string;
  defaults: ComposeDefaults;
  lastResult?: SubmissionResult<string[]> | null;
  FormComponent?: ComponentType<React.ComponentProps<typeof Form>>;
}) {
  const { t } = useTranslation("demo-email");
  const [form, fields] = useForm({ id, lastResult, defaultValue: defaults, shouldValidate: "onSubmit" });
  return (
    <FormComponent method="post" action="/apps/email/compose" preventScrollReset {...getFormProps(form)}>
      <Stack spacing={2}>
        {form.errors?.length ? (
          <Alert severity="error" role="alert">
            {form.errors.map((e) => t(e)).join(" ")}
          </Alert>
        ) : null}
        <TextInput
          meta={fields.to}
          label={t("compose.to")}
          helperText={t("compose.addressesHint")}
          autoComplete="off"
        />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <TextInput meta={fields.cc} label={t("compose.cc")} autoComplete="off" />
          <TextInput meta={fields.bcc} label={t("compose.bcc")} autoComplete="off" />
        </Box>
        <TextInput meta={fields.subject} label={t("compose.subject")} />
        <RichTextField meta={fields.message} label={t("compose.message")} />
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <SubmitButton intent="send" startIcon={<SendOutlined />} data-testid="compose-send">
            {t("compose.send")}
          </SubmitButton>
          <SubmitButton intent="save-draft" variant="outlined" data-testid="compose-draft">
            {t("compose.saveDraft")}
          </SubmitButton>
        </Box>
      </Stack>
    </FormComponent>
  );
}

/**
 * With JavaScript the compose form opens in a drawer over the list or the open mail; its answer comes
 * back to the drawer (errors stay beside the fields) and a sent mail leads to the sent folder.
 */
export function ComposeDrawer({
  open,
  onClose,
  defaults,
  title,
  stamp,
}: {
  open: boolean;
  onClose: () => void;
  defaults: ComposeDefaults;
  title?: string;
  /** When it was opened: each opening starts with a fresh form. */
  stamp: number;
}) {
  const { t } = useTranslation("demo-email");
  // One fetcher per opening: an earlier refusal does not come back when the drawer opens again.
  const fetcher = useFetcher<{ result?: SubmissionResult<string[]> }>({ key: `email-compose:${stamp}` });
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: "100%", sm: 560 }, p: 3 }, "aria-labelledby": "compose-title" } }}
    >
      <Box sx={{ display: "flex", alignItems: "center", mb: 2 }}>
        <Typography id="compose-title" variant="h5" component="h2" sx={{ flex: 1 }}>
          {title ?? t("compose.title")}
        </Typography>
        <IconButton onClick={onClose} aria-label={t("compose.close")}>
          <Close />
        </IconButton>
      </Box>
      <ComposeForm
        id="email-compose-drawer"
        defaults={defaults}
        lastResult={fetcher.data?.result}
        FormComponent={fetcher.Form}
      />
    </Drawer>
  );
}

/**
 * The drawer's state: opened by a compose, reply or forward link (whose address is the no-JavaScript
 * page), closed again by any navigation, such as the redirect after sending.
 */
export function useComposeDrawer() {
  const location = useLocation();
  const [opened, setState] = useState<{ at: string; defaults: ComposeDefaults; title?: string; stamp: number } | null>(
    null,
  );
  // The drawer belongs to the location it was opened at: any navigation closes it.
  const state = opened?.at === location.key ? opened : null;
  return {
    open: state !== null,
    defaults: state?.defaults ?? EMPTY_COMPOSE,
    title: state?.title,
    stamp: state?.stamp ?? 0,
    close: () => setState(null),
    /** A click handler for a link: opens the drawer instead (a modified click still opens the page). */
    openWith: (defaults: ComposeDefaults, title?: string) => (event: React.MouseEvent) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      setState({ at: location.key, defaults, title, stamp: event.timeStamp });
    },
  };
}
