import ArrowBack from "@mui/icons-material/ArrowBack";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import type { Route } from "./+types/_panel.apps.user.edit.$id";
import { PageHeader } from "~/components/PageHeader";
import { formValues, type FormEcho } from "~/components/demo/invoice/DemoField";
import { UserForm } from "~/components/demo/users/UserForm";
import { saveUser } from "~/components/demo/users/save.server";
import { requireDemo } from "~/lib/demo.server";
import { getT } from "~/lib/i18n/i18n.server";
import { requireId } from "~/lib/ids";
import { titleMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { MockError } from "~/mock/core";
import { getUser } from "~/mock/users";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-users"] };

function loadUser(id: number) {
  try {
    return getUser(id).user;
  } catch (error) {
    if (error instanceof MockError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** Edits a demo user: the add form's fields plus the status. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireDemo(context, request);
  const user = loadUser(requireId(params.id));
  return { title: getT(context, ["demo-users"])("edit.title", { name: user.fullName }), user };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireDemo(context, request);
  const id = requireId(params.id);
  loadUser(id);
  const values = formValues(await request.formData());
  if (values.intent !== "save")
    return data<FormEcho>({ values, errors: { form: "demo-users:errors.invalid" } }, { status: 400 });
  const saved = saveUser(id, values);
  if (!saved.ok) return data<FormEcho>({ values, errors: saved.errors }, { status: 400 });
  return redirectWithToast(request, `/apps/user/view/${id}`, { key: "demo-users:toast.saved" });
}

export default function EditUser({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["demo-users", "common"]);
  const { user } = loaderData;
  return (
    <>
      <PageHeader
        title={t("edit.title", { name: user.fullName })}
        actions={
          <Button component={Link} to={`/apps/user/view/${user.id}`} startIcon={<ArrowBack />}>
            {t("common:actions.cancel")}
          </Button>
        }
      />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent>
          <UserForm echo={actionData ?? null} user={user} intent="save" withStatus submitLabel={t("edit.submit")} />
        </CardContent>
      </Card>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
