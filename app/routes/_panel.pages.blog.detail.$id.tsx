import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import BookmarkBorder from "@mui/icons-material/BookmarkBorder";
import ChatBubbleOutline from "@mui/icons-material/ChatBubbleOutlined";
import Edit from "@mui/icons-material/Edit";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/_panel.pages.blog.detail.$id";
import { Section } from "~/components/Section";
import { BlogSidebar, Byline, CategoryChips } from "~/components/demo/blog/BlogParts";
import { BlogCommentSchema } from "~/components/demo/blog/schemas";
import { SubmitButton, TextInput } from "~/components/forms/fields";
import { sanitizeRichText } from "~/lib/content/html.server";
import { requireDemo } from "~/lib/demo.server";
import { formatDate } from "~/lib/format";
import { parseId } from "~/lib/ids";
import { titleMeta } from "~/lib/meta";
import { parseWithZod } from "~/lib/submission";
import { redirectWithToast } from "~/lib/toast.server";
import { addBlogComment, blogDetail, blogSidebar } from "~/mock/blog";
import { MockError } from "~/mock/core";

/** One blog post with its comments, and a comment form that adds to the post in the demo data. */
function findPost(raw: string) {
  const id = parseId(raw);
  if (!id) throw data(null, { status: 404 });
  try {
    return blogDetail(id);
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
    title: post.blog.title,
    blog: { ...post.blog, content: sanitizeRichText(post.blog.content) },
    comments: post.comments,
    sidebar: blogSidebar(),
    constraint: getZodConstraint(BlogCommentSchema),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireDemo(context, request);
  const post = findPost(params.id);
  const submission = parseWithZod(await request.formData(), { schema: BlogCommentSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  addBlogComment({ postId: post.blog.id, ...submission.value });
  return redirectWithToast(request, `/pages/blog/detail/${post.blog.id}#comments`, {
    key: "demo-blog:detail.commentAdded",
  });
}

export default function BlogDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["demo-blog", "common"]);
  const { blog, comments } = loaderData;
  const [form, fields] = useForm({
    id: "blog-comment",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BlogCommentSchema }),
  });
  return (
    <Box
      sx={{
        display: "grid",
        gap: 3,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 320px" },
        alignItems: "start",
      }}
    >
      <Box sx={{ display: "grid", gap: 3, minWidth: 0 }}>
        <Card component="article" data-testid="blog-post">
          <Box component="img" src={blog.img} alt="" sx={{ width: "100%", maxHeight: 320, objectFit: "cover" }} />
          <Box sx={{ p: { xs: 2, md: 3 }, display: "grid", gap: 2 }}>
            <Typography variant="h2" component="h1">
              {blog.title}
            </Typography>
            <Byline name={blog.userFullName} avatar={blog.avatar} date={blog.createdTime} />
            <CategoryChips tags={blog.tags} />
            <Box
              sx={{ lineHeight: 1.7, "& blockquote": { borderLeft: 4, borderColor: "primary.main", m: 0, pl: 2 } }}
              // Sanitised on the server with the rich-text allowlist (the loader).
              dangerouslySetInnerHTML={{ __html: blog.content }}
            />
            <Box sx={{ display: "flex", gap: 3, alignItems: "center", flexWrap: "wrap", color: "text.secondary" }}>
              <Box sx={{ display: "inline-flex", gap: 0.5, alignItems: "center" }}>
                <ChatBubbleOutline fontSize="small" aria-hidden />
                <span data-testid="blog-comment-count">{t("commentCount", { value: blog.comments })}</span>
              </Box>
              <Box sx={{ display: "inline-flex", gap: 0.5, alignItems: "center" }}>
                <BookmarkBorder fontSize="small" aria-hidden />
                <span>{t("bookmarkCount", { value: blog.bookmarked })}</span>
              </Box>
              <Button component={Link} to={`/pages/blog/edit/${blog.id}`} startIcon={<Edit />} sx={{ ml: "auto" }}>
                {t("detail.edit")}
              </Button>
            </Box>
          </Box>
        </Card>
        <Section title={t("detail.comments")} id="comments" testId="blog-comments">
          <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2 }}>
            {comments.map((c) => (
              <Box component="li" key={c.id} sx={{ display: "flex", gap: 1.5 }} data-testid="blog-comment">
                <Avatar src={c.avatar} alt="" />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{c.userFullName}</Typography>
                  <Typography variant="body2" color="textSecondary">
                    {formatDate(c.commentedAt, i18n.language)}
                  </Typography>
                  <Typography sx={{ mt: 0.5, overflowWrap: "anywhere" }}>{c.commentText}</Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Section>
        <Section title={t("detail.leaveComment")} testId="blog-comment-form">
          <Form method="post" {...getFormProps(form)}>
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
              <TextInput meta={fields.name} label={t("common:fields.name")} autoComplete="name" />
              <TextInput meta={fields.email} type="email" label={t("common:fields.email")} autoComplete="email" />
              <Box sx={{ gridColumn: "1 / -1" }}>
                <TextInput meta={fields.comment} label={t("detail.comment")} multiline minRows={4} fullWidth />
              </Box>
            </Box>
            <Box sx={{ mt: 2 }}>
              <SubmitButton>{t("detail.postComment")}</SubmitButton>
            </Box>
          </Form>
        </Section>
      </Box>
      <BlogSidebar sidebar={loaderData.sidebar} />
    </Box>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
