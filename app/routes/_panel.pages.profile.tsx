import FavoriteBorderRounded from "@mui/icons-material/FavoriteBorderRounded";
import FavoriteRounded from "@mui/icons-material/FavoriteRounded";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/_panel.pages.profile";
import { Section } from "~/components/Section";
import { requireDemo } from "~/lib/demo.server";
import { formatDate, formatNumber } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { CommentBody, PostIdBody, VoteBody, commentOnPost, getProfile, likePost, vote } from "~/mock/account";
import { MockError, avatarUrl, initials } from "~/mock/core";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-profile"] };

/** How many comments a post shows at first; "load more" (a link) shows this many more each time. */
const COMMENTS_STEP = 3;

/** The template's profile page: header, about, pages, feeds, posts with likes and comments, photos and a poll. */
export function loader({ request, context, url }: Route.LoaderArgs) {
  requireDemo(context, request);
  const more = Number(url.searchParams.get("comments"));
  const shown = Number.isInteger(more) && more > COMMENTS_STEP ? Math.min(more, 1000) : COMMENTS_STEP;
  return { title: getT(context, ["demo-profile"])("title"), profile: getProfile(), shown };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireDemo(context, request);
  const form = Object.fromEntries(await request.formData());
  try {
    if (form.intent === "like") {
      const parsed = PostIdBody.safeParse(form);
      if (!parsed.success) throw data(null, { status: 400 });
      likePost(parsed.data.postId);
      return redirectWithToast(request, "/pages/profile", { key: "demo-profile:toast.liked" });
    }
    if (form.intent === "comment") {
      const parsed = CommentBody.safeParse(form);
      if (!parsed.success)
        return data(
          { commentError: "demo-profile:errors.comment", postId: String(form.postId ?? "") },
          { status: 400 },
        );
      commentOnPost(parsed.data.postId, parsed.data.comment, { username: user.name, avatar: avatarUrl(user.name) });
      return redirectWithToast(request, "/pages/profile", { key: "demo-profile:toast.commented" });
    }
    if (form.intent === "vote") {
      const parsed = VoteBody.safeParse(form);
      if (!parsed.success) return data({ voteError: "demo-profile:errors.vote" }, { status: 400 });
      vote(parsed.data.option);
      return redirectWithToast(request, "/pages/profile", { key: "demo-profile:toast.voted" });
    }
  } catch (error) {
    if (error instanceof MockError && error.status === 404) throw data(null, { status: 404 });
    if (error instanceof MockError) return data({ voteError: "demo-profile:errors.vote" }, { status: 400 });
    throw error;
  }
  throw data(null, { status: 400 });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["demo-profile", "common"]);
  const { profile: p, shown } = loaderData;
  const lng = i18n.language;
  const num = (n: number) => formatNumber(n, lng);
  const answer = actionData as { commentError?: string; voteError?: string; postId?: string } | undefined;
  return (
    <>
      <Card sx={{ mb: 2.5, overflow: "hidden" }}>
        <Box
          component="img"
          src={p.header.coverImg}
          alt=""
          width={1200}
          height={250}
          sx={{
            width: "100%",
            height: { xs: 140, md: 250 },
            objectFit: "cover",
            display: "block",
            bgcolor: "action.hover",
          }}
        />
        <Box
          sx={{
            display: "flex",
            alignItems: "flex-end",
            gap: 2,
            px: 3,
            pb: 2,
            mt: { xs: -5, md: -7 },
            flexWrap: "wrap",
          }}
        >
          <Avatar
            src={p.header.avatar}
            alt=""
            variant="rounded"
            sx={{ width: { xs: 88, md: 120 }, height: { xs: 88, md: 120 }, border: 4, borderColor: "background.paper" }}
          >
            {initials(p.header.username)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h3" component="h1">
              {p.header.username}
            </Typography>
            <Typography color="textSecondary">{p.header.designation}</Typography>
          </Box>
        </Box>
      </Card>
      <Box
        sx={{
          display: "grid",
          gap: 2.5,
          gridTemplateColumns: { xs: "1fr", md: "1fr 2fr", lg: "1fr 2fr 1fr" },
          alignItems: "start",
        }}
      >
        <Box sx={{ display: "grid", gap: 2.5, minWidth: 0 }}>
          <Section title={t("about.title")}>
            <Typography sx={{ mb: 1.5 }}>{p.userAbout.about}</Typography>
            <Box component="dl" sx={{ m: 0, display: "grid", gap: 1 }}>
              {(
                [
                  ["joined", formatDate(`${p.userAbout.joined}T12:00:00Z`, lng)],
                  ["lives", p.userAbout.lives],
                  ["email", p.userAbout.email],
                  ["website", p.userAbout.website],
                ] as const
              ).map(([k, v]) => (
                <Box key={k}>
                  <Box component="dt" sx={{ fontWeight: 600 }}>
                    {t(`about.${k}`)}
                  </Box>
                  <Box component="dd" sx={{ m: 0, color: "text.secondary" }}>
                    {v}
                  </Box>
                </Box>
              ))}
            </Box>
          </Section>
          <Section title={t("pages.title")}>
            <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
              {p.suggestedPages.map((s) => (
                <Box component="li" key={s.username} sx={{ display: "flex", gap: 1.5, alignItems: "center" }}>
                  <Avatar src={s.avatar} alt="" />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{s.username}</Typography>
                    <Typography variant="body2" color="textSecondary">
                      {s.subtitle}
                    </Typography>
                  </Box>
                  {s.favorite ? (
                    <FavoriteRounded color="error" titleAccess={t("pages.favorite")} />
                  ) : (
                    <FavoriteBorderRounded color="disabled" titleAccess={t("pages.notFavorite")} />
                  )}
                </Box>
              ))}
            </Box>
          </Section>
          <Section title={t("feeds.title")}>
            <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2 }}>
              {p.twitterFeeds.map((f) => (
                <Box component="li" key={f.id}>
                  <Box sx={{ display: "flex", gap: 1.5, alignItems: "center", mb: 0.5 }}>
                    <Avatar src={f.imgUrl} alt="" sx={{ width: 32, height: 32 }} />
                    <Box>
                      <Typography sx={{ fontWeight: 600 }}>{f.title}</Typography>
                      <Typography variant="body2" color="textSecondary">
                        @{f.id}
                      </Typography>
                    </Box>
                  </Box>
                  <Typography>{f.desc}</Typography>
                  <Typography variant="body2" color="primary">
                    {f.tags}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Section>
        </Box>
        <Box sx={{ display: "grid", gap: 2.5, minWidth: 0 }}>
          {p.post.map((post) => {
            const comments = post.detailedComments;
            const visible = comments.slice(Math.max(0, comments.length - shown));
            const error = answer?.commentError && answer.postId === String(post.id) ? answer.commentError : undefined;
            return (
              <Card
                component="article"
                key={post.id}
                data-testid={`post-${post.id}`}
                aria-labelledby={`post-${post.id}-by`}
              >
                <CardContent sx={{ display: "grid", gap: 1.5 }}>
                  <Box sx={{ display: "flex", gap: 1.5, alignItems: "center" }}>
                    <Avatar src={post.avatar} alt="" />
                    <Box>
                      <Typography component="h2" sx={{ fontWeight: 600 }} id={`post-${post.id}-by`}>
                        {post.username}
                      </Typography>
                      <Typography variant="body2" color="textSecondary">
                        {post.postTime}
                      </Typography>
                    </Box>
                  </Box>
                  <Typography>{post.postText}</Typography>
                  <Box
                    component="img"
                    src={post.postImg}
                    alt=""
                    width={640}
                    height={320}
                    sx={{
                      width: "100%",
                      height: "auto",
                      maxHeight: 320,
                      objectFit: "cover",
                      borderRadius: 1,
                      bgcolor: "action.hover",
                    }}
                  />
                  <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="postId" value={post.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="like"
                        aria-pressed={post.youLiked}
                        color={post.youLiked ? "error" : "inherit"}
                        startIcon={post.youLiked ? <FavoriteRounded /> : <FavoriteBorderRounded />}
                        data-testid="like"
                      >
                        {t("posts.likes", { n: num(post.likes) })}
                      </Button>
                    </Form>
                    <Typography color="textSecondary" data-testid="comment-count">
                      {t("posts.comments", { n: num(post.comments) })}
                    </Typography>
                    <Typography color="textSecondary">{t("posts.shares", { n: num(post.share) })}</Typography>
                  </Box>
                  {comments.length > visible.length && (
                    <Link to={`?comments=${shown + COMMENTS_STEP}`} preventScrollReset data-testid="load-more">
                      {t("posts.loadMore", { n: num(comments.length - visible.length) })}
                    </Link>
                  )}
                  <Box
                    component="ul"
                    sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.25 }}
                    data-testid="comments"
                  >
                    {visible.map((c, i) => (
                      <Box component="li" key={i} sx={{ display: "flex", gap: 1.25 }}>
                        <Avatar src={c.avatar || undefined} alt="" sx={{ width: 32, height: 32, fontSize: 13 }}>
                          {initials(c.username)}
                        </Avatar>
                        <Box>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {c.username}
                          </Typography>
                          <Typography variant="body2">{c.comment}</Typography>
                        </Box>
                      </Box>
                    ))}
                  </Box>
                  <Form method="post" preventScrollReset style={{ display: "grid", gap: 8 }}>
                    <input type="hidden" name="postId" value={post.id} />
                    <TextField
                      name="comment"
                      id={`comment-${post.id}`}
                      label={t("posts.addComment")}
                      multiline
                      minRows={2}
                      error={Boolean(error)}
                      helperText={error ? t(error) : undefined}
                    />
                    <Box>
                      <Button
                        type="submit"
                        name="intent"
                        value="comment"
                        variant="contained"
                        size="small"
                        data-testid="post-comment"
                      >
                        {t("posts.send")}
                      </Button>
                    </Box>
                  </Form>
                </CardContent>
              </Card>
            );
          })}
        </Box>
        <Box sx={{ display: "grid", gap: 2.5, minWidth: 0, gridColumn: { md: "1 / -1", lg: "auto" } }}>
          <Section title={t("photos.title")}>
            <Box
              component="ul"
              sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1, gridTemplateColumns: "repeat(3, 1fr)" }}
            >
              {p.latestPhotos.map((ph, i) => (
                <li key={i}>
                  <Box
                    component="img"
                    src={ph.img}
                    alt={t("photos.alt", { n: i + 1 })}
                    width={96}
                    height={72}
                    loading="lazy"
                    sx={{ width: "100%", height: 72, objectFit: "cover", borderRadius: 1, display: "block" }}
                  />
                </li>
              ))}
            </Box>
          </Section>
          <Section title={t("suggestions.title")}>
            <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.25 }}>
              {p.suggestions.map((s) => (
                <Box component="li" key={s.name} sx={{ display: "flex", gap: 1.25, alignItems: "center" }}>
                  <Avatar src={s.avatar} alt="" sx={{ width: 32, height: 32 }} />
                  <Box>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {s.name}
                    </Typography>
                    <Typography variant="caption" color="textSecondary">
                      {s.mutualFriend}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          </Section>
          <Section title={t("polls.title")} titleId="poll-title">
            <Typography sx={{ mb: 1.5 }}>{t("polls.question")}</Typography>
            {p.myVote ? (
              <Box
                component="ul"
                sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}
                data-testid="poll-results"
              >
                {p.polls.map((o) => (
                  <li key={o.name}>
                    <Box sx={{ display: "flex", justifyContent: "space-between" }}>
                      <span>
                        {o.name}
                        {p.myVote === o.name ? ` · ${t("polls.yourVote")}` : ""}
                      </span>
                      <strong>{o.result}</strong>
                    </Box>
                    <LinearProgress
                      variant="determinate"
                      value={Number.parseInt(o.result, 10)}
                      aria-label={t("polls.share", { option: o.name, result: o.result })}
                      sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
                    />
                  </li>
                ))}
              </Box>
            ) : (
              <Form method="post" aria-labelledby="poll-title" data-testid="poll-form">
                <RadioGroup name="option" aria-labelledby="poll-title">
                  {p.polls.map((o) => (
                    <FormControlLabel key={o.name} value={o.name} control={<Radio />} label={o.name} />
                  ))}
                </RadioGroup>
                {answer?.voteError && (
                  <Typography color="error" role="alert" variant="body2">
                    {t(answer.voteError)}
                  </Typography>
                )}
                <Button type="submit" name="intent" value="vote" variant="outlined" sx={{ mt: 1 }} data-testid="vote">
                  {t("polls.vote")}
                </Button>
              </Form>
            )}
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
              {t("polls.total", { n: num(p.totalVotes) })}
            </Typography>
          </Section>
        </Box>
      </Box>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
