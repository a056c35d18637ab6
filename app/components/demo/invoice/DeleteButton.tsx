import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import IconButton from "@mui/material/IconButton";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/resource/ConfirmDialog";

/**
 * A row's delete: a form posting `intent=delete` with the id. With JavaScript the browser asks first; without it
 * the post goes straight through (the demo's rows are sample data).
 */
export function DeleteButton({ id, label, question }: { id: number; label: string; question: string }) {
  const { t } = useTranslation("demo-invoice");
  const [open, setOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  return (
    <Form
      method="post"
      ref={form}
      style={{ display: "inline" }}
      onSubmit={(e) => {
        e.preventDefault();
        setOpen(true);
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <IconButton type="submit" size="small" aria-label={label} data-testid={`delete-${id}`}>
        <DeleteOutlineRounded fontSize="small" />
      </IconButton>
      <ConfirmDialog
        open={open}
        title={label}
        body={question}
        confirmLabel={t("list.confirmDelete")}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          if (form.current) submit(form.current, { method: "post", preventScrollReset: true });
        }}
      />
    </Form>
  );
}
