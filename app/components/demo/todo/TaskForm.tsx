import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Drawer from "@mui/material/Drawer";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import Close from "@mui/icons-material/Close";
import { useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Form, useFetcher, useLocation } from "react-router";
import { CheckboxInput, SelectInput, SubmitButton, TextInput } from "~/components/forms/fields";
import { RichTextField } from "~/components/resource/RichTextField";
import { TASK_TAGS } from "~/mock/todo";

export interface TaskDefaults {
  taskId?: number;
  title: string;
  dueDate: string;
  description: string;
  assignee: string;
  tags: string[];
  isImportant: boolean;
  isCompleted: boolean;
}

/**
 * Add (`intent=add`) or edit (`intent=update` with `taskId`) a task. `action` is the page that
 * answers it (the new or edit page, with the list's filters in its search), from the page or the drawer.
 */
export function TaskForm({
  id,
  action,
  defaults,
  assignees,
  lastResult,
  FormComponent = Form,
}: {
  id: string;
  action: string;
  defaults: TaskDefaults;
  assignees: string[];
  lastResult?: SubmissionResult<string[]> | null;
  FormComponent?: ComponentType<React.ComponentProps<typeof Form>>;
}) {
  const { t } = useTranslation("demo-todo");
  const editing = defaults.taskId !== undefined;
  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: {
      ...defaults,
      isImportant: defaults.isImportant ? "on" : undefined,
      isCompleted: defaults.isCompleted ? "on" : undefined,
    },
  });
  const tags = (fields.tags.initialValue as string[] | string | undefined) ?? [];
  const chosenTags = Array.isArray(tags) ? tags : [tags];
  return (
    <FormComponent method="post" action={action} preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value={editing ? "update" : "add"} />
      {editing && <input type="hidden" name="taskId" value={defaults.taskId} />}
      <Stack spacing={2}>
        {form.errors?.length ? (
          <Alert severity="error" role="alert">
            {form.errors.map((e) => t(e)).join(" ")}
          </Alert>
        ) : null}
        <TextInput meta={fields.title} label={t("form.title")} required />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <TextInput
            meta={fields.dueDate}
            type="date"
            label={t("form.dueDate")}
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <SelectInput
            meta={fields.assignee}
            label={t("form.assignee")}
            placeholder={t("form.unassigned")}
            options={assignees.map((name) => ({ value: name, label: name }))}
          />
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} key={`${form.key}-tags`}>
          <FormLabel component="legend">{t("form.tags")}</FormLabel>
          <FormGroup row>
            {TASK_TAGS.map((tag) => (
              <FormControlLabel
                key={tag}
                label={t(`tags.${tag}`)}
                control={<Checkbox name="tags" value={tag} defaultChecked={chosenTags.includes(tag)} />}
              />
            ))}
          </FormGroup>
        </Box>
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
          <CheckboxInput meta={fields.isImportant} label={t("form.isImportant")} />
          <CheckboxInput meta={fields.isCompleted} label={t("form.isCompleted")} />
        </Box>
        <RichTextField meta={fields.description} label={t("form.description")} />
        <Box>
          <SubmitButton data-testid="task-save">{editing ? t("form.save") : t("form.add")}</SubmitButton>
        </Box>
      </Stack>
    </FormComponent>
  );
}

/**
 * The form in a drawer, opened by the add and edit links (whose addresses are the no-JavaScript pages);
 * refusals come back into the drawer, a saved task closes it with the navigation back to the list.
 */
export function TaskDrawer({
  state,
  assignees,
  onClose,
}: {
  state: { action: string; defaults: TaskDefaults; stamp: number } | null;
  assignees: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation("demo-todo");
  // One fetcher per opening: a refusal shown earlier does not come back when the drawer opens again.
  const fetcher = useFetcher<{ result?: SubmissionResult<string[]> }>({ key: `todo-task:${state?.stamp ?? 0}` });
  const editing = state?.defaults.taskId !== undefined;
  return (
    <Drawer
      anchor="right"
      open={state !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: "100%", sm: 520 }, p: 3 }, "aria-labelledby": "task-drawer-title" } }}
    >
      <Box sx={{ display: "flex", alignItems: "center", mb: 2 }}>
        <Typography id="task-drawer-title" variant="h5" component="h2" sx={{ flex: 1 }}>
          {editing ? t("form.editTitle") : t("form.addTitle")}
        </Typography>
        <IconButton onClick={onClose} aria-label={t("form.close")}>
          <Close />
        </IconButton>
      </Box>
      {state && (
        <TaskForm
          id="todo-task-drawer"
          action={state.action}
          defaults={state.defaults}
          assignees={assignees}
          lastResult={fetcher.data?.result}
          FormComponent={fetcher.Form}
        />
      )}
    </Drawer>
  );
}

/** The drawer belongs to the location it was opened at: any navigation (the save's redirect) closes it. */
export function useTaskDrawer() {
  const location = useLocation();
  const [opened, setOpened] = useState<{ at: string; action: string; defaults: TaskDefaults; stamp: number } | null>(
    null,
  );
  const state = opened?.at === location.key ? opened : null;
  return {
    state,
    close: () => setOpened(null),
    openWith: (action: string, defaults: TaskDefaults) => (event: React.MouseEvent) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      setOpened({ at: location.key, action, defaults, stamp: event.timeStamp });
    },
  };
}
