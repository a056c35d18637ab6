import ArrowBack from "@mui/icons-material/ArrowBack";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/_panel.apps.todo.$id";
import { PageHeader } from "~/components/PageHeader";
import { TaskForm } from "~/components/demo/todo/TaskForm";
import { todoSearch } from "~/components/demo/todo/schemas";
import { taskDefaults } from "~/components/demo/todo/tags";
import { requireTask, todoAction } from "~/components/demo/todo/todo.server";
import { sanitizeRichText } from "~/lib/content/html.server";
import { requireDemo } from "~/lib/demo.server";
import { getT } from "~/lib/i18n/i18n.server";
import { requireId } from "~/lib/ids";
import { titleMeta } from "~/lib/meta";
import { taskAssignees } from "~/mock/todo";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-todo"] };

/** One task's edit form as a page: where a task's link leads without JavaScript, and where the drawer posts. */
export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const task = requireTask(requireId(params.id));
  return {
    title: getT(context)("demo-todo:form.editTitle"),
    search: todoSearch(url.searchParams),
    assignees: taskAssignees().map((p) => p.fullName),
    defaults: taskDefaults({ ...task, description: sanitizeRichText(task.description) }),
  };
}

export async function action({ params, request, context, url }: Route.ActionArgs) {
  requireDemo(context, request);
  requireTask(requireId(params.id));
  return todoAction(request, url);
}

export default function EditTask({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("demo-todo");
  const { search, defaults } = loaderData;
  return (
    <>
      <PageHeader
        title={loaderData.title}
        subtitle={defaults.title}
        actions={
          <Button component={Link} to={`/apps/todo${search}`} startIcon={<ArrowBack />}>
            {t("form.back")}
          </Button>
        }
      />
      <Card sx={{ maxWidth: 760 }}>
        <CardContent>
          <TaskForm
            id="todo-task"
            action={`/apps/todo/${defaults.taskId}${search}`}
            assignees={loaderData.assignees}
            lastResult={actionData?.result}
            defaults={defaults}
          />
        </CardContent>
      </Card>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
