import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { SubmitButton } from "./fields";

/**
 * A question asked on the page itself before a step that cannot be undone (delete, accept). The page shows it when
 * its `?confirm=` link was followed, so it works without JavaScript: "cancel" goes back to the page, the other
 * button posts the intent (with any hidden fields).
 */
export function ConfirmBanner({
  question,
  confirmLabel,
  intent,
  cancelTo,
  color = "error",
  testId,
  confirmTestId,
  hidden,
}: {
  question: ReactNode;
  confirmLabel: ReactNode;
  intent: string;
  cancelTo: string;
  color?: "error" | "success";
  testId: string;
  confirmTestId?: string;
  hidden?: ReactNode;
}) {
  const { t } = useTranslation("common");
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2.5 }}
      data-testid={testId}
      action={
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button component={Link} to={cancelTo} color="inherit" size="small">
            {t("actions.cancel")}
          </Button>
          <Form method="post">
            {hidden}
            <SubmitButton intent={intent} color={color} size="small" data-testid={confirmTestId}>
              {confirmLabel}
            </SubmitButton>
          </Form>
        </Box>
      }
    >
      {question}
    </Alert>
  );
}
