import ArrowBack from "@mui/icons-material/ArrowBack";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/_panel.apps.todo.new";
import { PageHeader } from "~/components/PageHeader";
import { TaskForm } from "~/components/demo/todo/TaskForm";
import { todoSearch } from "~/components/demo/todo/schemas";
import { todoAction } from "~/components/demo/todo/todo.server";
import { requireDemo } from "~/lib/demo.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { taskAssignees } from "~/mock/todo";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-todo"] };

/** A new task as a page: where the add link leads without JavaScript, and where the drawer posts. */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  return {
    title: getT(context)("demo-todo:form.addTitle"),
    search: todoSearch(url.searchParams),
    assignees: taskAssignees().map((p) => p.fullName),
    today: new Date().toISOString().slice(0, 10),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  requireDemo(context, request);
  return todoAction(request, url);
}

export default function NewTask({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("demo-todo");
  const { search } = loaderData;
  return (
    <>
      <PageHeader
        title={loaderData.title}
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
            action={`/apps/todo/new${search}`}
            assignees={loaderData.assignees}
            lastResult={actionData?.result}
            defaults={{
              title: "",
              dueDate: loaderData.today,
              description: "",
              assignee: "",
              tags: [],
              isImportant: false,
              isCompleted: false,
            }}
          />
        </CardContent>
      </Card>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
