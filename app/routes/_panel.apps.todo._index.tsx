import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import Add from "@mui/icons-material/Add";
import CheckBox from "@mui/icons-material/CheckBox";
import CheckBoxOutlineBlank from "@mui/icons-material/CheckBoxOutlineBlank";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import RestoreFromTrash from "@mui/icons-material/RestoreFromTrash";
import Star from "@mui/icons-material/Star";
import StarBorder from "@mui/icons-material/StarBorder";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { Route } from "./+types/_panel.apps.todo._index";
import { PageHeader } from "~/components/PageHeader";
import { FilterField } from "~/components/forms/FilterField";
import { TaskDrawer, useTaskDrawer, type TaskDefaults } from "~/components/demo/todo/TaskForm";
import { TODO_SORT_LABELS, todoSearch } from "~/components/demo/todo/schemas";
import { todoAction } from "~/components/demo/todo/todo.server";
import { TAG_COLORS, taskDefaults } from "~/components/demo/todo/tags";
import { requireDemo } from "~/lib/demo.server";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { sanitizeRichText } from "~/lib/content/html.server";
import { TASK_FILTERS, TASK_TAGS, TaskListQuery, listTasks, taskAssignees } from "~/mock/todo";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-todo"] };

/** The demo task list: filter, tag, search and sort are the address's search parameters. */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const raw = Object.fromEntries(
    ["q", "filter", "tag", "sortBy"].map((k) => [k, url.searchParams.get(k) ?? undefined]),
  );
  const parsed = TaskListQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : TaskListQuery.parse({});
  const tasks = listTasks(query).map((task) => ({ ...task, description: sanitizeRichText(task.description) }));
  return {
    title: getT(context)("demo-todo:title"),
    query,
    search: todoSearch(url.searchParams),
    tasks,
    assignees: taskAssignees().map((p) => p.fullName),
    today: new Date().toISOString().slice(0, 10),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  requireDemo(context, request);
  return todoAction(request, url);
}

export default function Todo({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["demo-todo", "common"]);
  const { query, tasks, search, assignees } = loaderData;
  const drawer = useTaskDrawer();
  const link = (change: Record<string, string | undefined>) => {
    const params = new URLSearchParams(search);
    for (const [k, v] of Object.entries(change)) {
      if (v) params.set(k, v);
      else params.delete(k);
    }
    const text = params.toString();
    return `/apps/todo${text ? `?${text}` : ""}`;
  };
  const newDefaults: TaskDefaults = {
    title: "",
    dueDate: loaderData.today,
    description: "",
    assignee: "",
    tags: [],
    isImportant: false,
    isCompleted: false,
  };
  const viewName = query.filter ? t(`filters.${query.filter}`) : query.tag ? t(`tags.${query.tag}`) : t("filters.all");
  return (
    <>
      <PageHeader title={t("title")} subtitle={viewName} />
      <Card sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "230px minmax(0, 1fr)" } }}>
        <Box component="nav" aria-label={t("filters.title")} sx={SIDEBAR_CSS}>
          <Button
            component={Link}
            to={`/apps/todo/new${search}`}
            onClick={drawer.openWith(`/apps/todo/new${search}`, newDefaults)}
            variant="contained"
            startIcon={<Add />}
            className="add"
            data-testid="todo-add"
          >
            {t("form.addTitle")}
          </Button>
          <ul className="views">
            {[undefined, ...TASK_FILTERS].map((f) => (
              <li key={f ?? "all"}>
                <Link
                  to={link({ filter: f, tag: undefined })}
                  aria-current={query.filter === f && !query.tag ? "page" : undefined}
                >
                  {t(`filters.${f ?? "all"}`)}
                </Link>
              </li>
            ))}
          </ul>
          <Typography variant="overline" component="h2" className="heading">
            {t("form.tags")}
          </Typography>
          <ul className="views">
            {TASK_TAGS.map((tag) => (
              <li key={tag}>
                <Link to={link({ tag, filter: undefined })} aria-current={query.tag === tag ? "page" : undefined}>
                  <Box component="span" className="dot" sx={{ bgcolor: `${TAG_COLORS[tag]}.main` }} />
                  {t(`tags.${tag}`)}
                </Link>
              </li>
            ))}
          </ul>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box
            component={Form}
            method="get"
            role="search"
            sx={{ display: "flex", flexWrap: "wrap", gap: 1, p: 2, borderBottom: 1, borderColor: "divider" }}
          >
            {query.filter && <input type="hidden" name="filter" value={query.filter} />}
            {query.tag && <input type="hidden" name="tag" value={query.tag} />}
            <Box sx={{ flex: "1 1 200px" }}>
              <FilterField name="q" type="search" defaultValue={query.q} label={t("list.search")} />
            </Box>
            <Box sx={{ flex: "0 1 200px" }}>
              <FilterField name="sortBy" select defaultValue={query.sortBy} label={t("list.sortBy")}>
                {TODO_SORT_LABELS.map((s) => (
                  <option key={s} value={s}>
                    {t(`sorts.${s}`)}
                  </option>
                ))}
              </FilterField>
            </Box>
            <Button type="submit" variant="outlined">
              {t("common:actions.search")}
            </Button>
          </Box>
          {tasks.length === 0 ? (
            <Typography sx={{ p: 4, textAlign: "center", color: "text.secondary" }} data-testid="todo-empty">
              {t("list.empty")}
            </Typography>
          ) : (
            <Box component="ul" aria-label={viewName} data-testid="todo-list" sx={LIST_CSS}>
              {tasks.map((task) => {
                const edit = `/apps/todo/${task.id}${search}`;
                return (
                  <li key={task.id} className={task.isCompleted ? "done" : undefined} data-testid={`task-${task.id}`}>
                    <Form method="post" preventScrollReset className="inline">
                      <input type="hidden" name="taskId" value={task.id} />
                      <IconButton
                        type="submit"
                        name="intent"
                        value="toggle-complete"
                        aria-pressed={task.isCompleted}
                        aria-label={t(task.isCompleted ? "list.reopen" : "list.complete", { title: task.title })}
                        color={task.isCompleted ? "primary" : "default"}
                      >
                        {task.isCompleted ? <CheckBox /> : <CheckBoxOutlineBlank />}
                      </IconButton>
                    </Form>
                    <Link
                      to={edit}
                      className="title"
                      onClick={drawer.openWith(edit, taskDefaults(task))}
                      aria-label={t("list.edit", { title: task.title })}
                    >
                      {task.title}
                    </Link>
                    <span className="meta">
                      {task.tags.map((tag) => (
                        <Chip
                          key={tag}
                          size="small"
                          color={TAG_COLORS[tag]}
                          variant="outlined"
                          label={t(`tags.${tag}`)}
                        />
                      ))}
                      <time dateTime={task.dueDate}>
                        {formatDate(`${task.dueDate}T12:00:00Z`, i18n.language, SHORT)}
                      </time>
                      {task.assignee ? (
                        <Avatar
                          src={task.assignee.avatar}
                          alt={task.assignee.fullName}
                          title={task.assignee.fullName}
                          sx={{ width: 28, height: 28 }}
                        />
                      ) : (
                        <Box component="span" sx={{ width: 28, fontSize: "0.75rem" }} title={t("form.unassigned")}>
                          —
                        </Box>
                      )}
                    </span>
                    <Form method="post" preventScrollReset className="inline">
                      <input type="hidden" name="taskId" value={task.id} />
                      <IconButton
                        type="submit"
                        name="intent"
                        value="toggle-important"
                        aria-pressed={task.isImportant}
                        aria-label={t("list.important", { title: task.title })}
                        color={task.isImportant ? "warning" : "default"}
                      >
                        {task.isImportant ? <Star /> : <StarBorder />}
                      </IconButton>
                    </Form>
                    <Form method="post" preventScrollReset className="inline">
                      <input type="hidden" name="taskId" value={task.id} />
                      {task.isDeleted ? (
                        <IconButton
                          type="submit"
                          name="intent"
                          value="restore"
                          aria-label={t("list.restore", { title: task.title })}
                        >
                          <RestoreFromTrash />
                        </IconButton>
                      ) : (
                        <IconButton
                          type="submit"
                          name="intent"
                          value="delete"
                          aria-label={t("list.delete", { title: task.title })}
                        >
                          <DeleteOutlined />
                        </IconButton>
                      )}
                    </Form>
                  </li>
                );
              })}
            </Box>
          )}
          <Typography variant="body2" sx={{ p: 2, color: "text.secondary" }} data-testid="todo-total">
            {t("list.total", { count: tasks.length })}
          </Typography>
        </Box>
      </Card>
      <TaskDrawer state={drawer.state} assignees={assignees} onClose={drawer.close} />
    </>
  );
}

const SHORT: Intl.DateTimeFormatOptions = { day: "numeric", month: "short" };

const SIDEBAR_CSS = {
  p: 2,
  borderStyle: "solid",
  borderWidth: { xs: "0 0 1px 0", md: "0 1px 0 0" },
  borderColor: "divider",
  "& .add": { width: { xs: "auto", md: "100%" }, mb: 2 },
  "& .heading": { display: "block", mt: 2, mb: 0.5, color: "text.secondary" },
  "& .views": {
    listStyle: "none",
    m: 0,
    p: 0,
    display: "flex",
    flexDirection: { xs: "row", md: "column" },
    flexWrap: "wrap",
    gap: 0.5,
  },
  "& .views a": {
    display: "flex",
    alignItems: "center",
    gap: 1,
    px: 1.5,
    py: 0.75,
    borderRadius: 1,
    color: "text.primary",
    textDecoration: "none",
    minHeight: 36,
  },
  "& .views a:hover": { bgcolor: "action.hover" },
  // The current view: bold on the selection tint, with a bar in the primary colour (text keeps its contrast).
  "& .views a[aria-current=page]": {
    bgcolor: "action.selected",
    fontWeight: 700,
    boxShadow: "inset 3px 0 0 currentColor",
  },
  "& .dot": { width: 10, height: 10, borderRadius: "50%", flex: "none" },
} as const;

const LIST_CSS = {
  listStyle: "none",
  m: 0,
  p: 0,
  "& > li": {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: 1,
    px: 1,
    py: 0.5,
    borderBottom: 1,
    borderColor: "divider",
  },
  "& .inline": { display: "contents" },
  "& .title": { flex: "1 1 200px", minWidth: 0, color: "text.primary", textDecoration: "none", py: 1 },
  "& .title:hover": { textDecoration: "underline" },
  "& li.done .title": { textDecoration: "line-through", color: "text.secondary" },
  "& .meta": { display: "flex", alignItems: "center", gap: 0.75, color: "text.secondary", fontSize: "0.85rem" },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
