import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/_panel.pages.blog.edit.$id";
import { PageHeader } from "~/components/PageHeader";
import { BlogEditSchema } from "~/components/demo/blog/schemas";
import { KeptCheckbox } from "~/components/forms/ChoiceGroup";
import { FormErrors, RadioInput, SubmitButton, TextInput } from "~/components/forms/fields";
import { FeaturedImageField } from "~/components/demo/blog/FeaturedImageField";
import { RichTextField } from "~/components/resource/RichTextField";
import { uploadUrl } from "~/lib/content/constants";
import { sanitizeRichText } from "~/lib/content/html.server";
import { requireDemo } from "~/lib/demo.server";
import { formatDate } from "~/lib/format";
import { parseId } from "~/lib/ids";
import { titleMeta } from "~/lib/meta";
import { parseWithZod } from "~/lib/submission";
import { redirectWithToast } from "~/lib/toast.server";
import { UploadTooLargeError, readFormData, removeUpload, storeImage } from "~/lib/uploads.server";
import { BLOG_CATEGORIES, BLOG_STATUSES, blogEdit, slugTaken, updateBlogPost } from "~/mock/blog";
import { MockError } from "~/mock/core";

/** The blog post editor: title, slug, categories, status, excerpt, featured image (checked by content) and rich text. */
function findPost(raw: string) {
  const id = parseId(raw);
  if (!id) throw data(null, { status: 404 });
  try {
    return blogEdit(id);
  } catch (error) {
    if (error instanceof MockError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

// The strings of the template demo come as a part of their own, named here so the page has them at once.
export const handle = { i18n: ["demo-blog"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const post = findPost(params.id);
  return {
    title: post.blogTitle,
    post: { ...post, content: sanitizeRichText(post.content) },
    constraint: getZodConstraint(BlogEditSchema),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireDemo(context, request);
  const post = findPost(params.id);
  let form: FormData;
  try {
    form = await readFormData(request, { maxFiles: 1 });
  } catch (error) {
    const result = parseWithZod(new FormData(), { schema: BlogEditSchema });
    if (error instanceof UploadTooLargeError)
      return data({ result: result.reply({ formErrors: ["content:upload.tooLarge"] }) }, { status: 413 });
    return data({ result: result.reply({ formErrors: ["common:errors.badRequest"] }) }, { status: 400 });
  }
  const submission = parseWithZod(form, { schema: BlogEditSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  if (slugTaken(value.slug, post.id)) {
    return data(
      { result: submission.reply({ fieldErrors: { slug: ["demo-blog:validation.slugTaken"] } }) },
      { status: 400 },
    );
  }
  let featuredImage: string | undefined;
  if (value.featuredImage && value.featuredImage.size > 0) {
    const stored = await storeImage(value.featuredImage);
    if (!stored.ok) {
      return data(
        { result: submission.reply({ fieldErrors: { featuredImage: [`content:upload.${stored.error}`] } }) },
        { status: stored.error === "tooLarge" ? 413 : 400 },
      );
    }
    featuredImage = uploadUrl(stored.name) ?? undefined;
  }
  const { replacedImage } = updateBlogPost({
    id: post.id,
    blogTitle: value.blogTitle,
    slug: value.slug,
    blogCategories: value.blogCategories,
    status: value.status,
    excerpt: value.excerpt ?? "",
    content: sanitizeRichText(value.content),
    featuredImage,
  });
  // A replaced upload of an earlier edit goes, so edits never pile up files; the sample pictures are generated.
  if (replacedImage?.startsWith("/uploads/")) await removeUpload(replacedImage.slice("/uploads/".length));
  return redirectWithToast(request, `/pages/blog/detail/${post.id}`, { key: "demo-blog:edit.saved" });
}

export default function BlogEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["demo-blog", "common"]);
  const { post } = loaderData;
  const [form, fields] = useForm({
    id: "blog-edit",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    defaultValue: {
      blogTitle: post.blogTitle,
      slug: post.slug,
      blogCategories: post.blogCategories.map((c) => c.label),
      status: post.status,
      excerpt: post.excerpt,
      content: post.content,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BlogEditSchema }),
  });
  const chosen = new Set([fields.blogCategories.initialValue].flat().filter((v): v is string => typeof v === "string"));
  const categoriesError = fields.blogCategories.errors?.map((e) => t(e)).join(" ");
  return (
    <>
      <PageHeader
        title={t("edit.title")}
        subtitle={post.blogTitle}
        actions={
          <Button component={Link} to={`/pages/blog/detail/${post.id}`} variant="outlined">
            {t("edit.view")}
          </Button>
        }
      />
      <Card sx={{ p: { xs: 2, md: 3 } }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 3 }}>
          <Avatar src={post.avatar} alt="" />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{post.userFullName}</Typography>
            <Typography variant="body2" color="textSecondary">
              {formatDate(post.createdTime, i18n.language)}
            </Typography>
          </Box>
        </Box>
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
          <FormErrors errors={form.errors} id={form.errorId} />
          <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "1fr 1fr" } }}>
            <TextInput meta={fields.blogTitle} label={t("edit.blogTitle")} />
            <TextInput meta={fields.slug} label={t("edit.slug")} helperText={t("edit.slugHint")} />
            <FormControl component="fieldset" error={Boolean(categoriesError)}>
              <FormLabel component="legend">{t("edit.categories")}</FormLabel>
              <Box sx={{ display: "flex", flexWrap: "wrap" }}>
                {BLOG_CATEGORIES.map((c) => (
                  <FormControlLabel
                    key={c}
                    label={t(`categories.${c}`)}
                    control={
                      <KeptCheckbox
                        name={fields.blogCategories.name}
                        value={c}
                        defaultChecked={chosen.has(c)}
                        key={`${fields.blogCategories.key}-${c}`}
                      />
                    }
                  />
                ))}
              </Box>
              {categoriesError && <FormHelperText id={fields.blogCategories.errorId}>{categoriesError}</FormHelperText>}
            </FormControl>
            <RadioInput
              meta={fields.status}
              label={t("edit.status")}
              options={BLOG_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
            <Box sx={{ gridColumn: "1 / -1" }}>
              <TextInput meta={fields.excerpt} label={t("edit.excerpt")} multiline minRows={2} fullWidth />
            </Box>
            <Box sx={{ gridColumn: "1 / -1" }}>
              <RichTextField meta={fields.content} label={t("edit.content")} />
            </Box>
            <Box sx={{ gridColumn: "1 / -1" }}>
              <FeaturedImageField
                meta={fields.featuredImage}
                label={t("edit.featuredImage")}
                current={post.featuredImage}
              />
            </Box>
          </Box>
          <Box sx={{ mt: 3, display: "flex", gap: 1.5 }}>
            <SubmitButton>{t("edit.save")}</SubmitButton>
            <Button component={Link} to={`/pages/blog/detail/${post.id}`}>
              {t("edit.cancel")}
            </Button>
          </Box>
        </Form>
      </Card>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
