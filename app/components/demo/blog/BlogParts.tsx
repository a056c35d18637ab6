import Checkroom from "@mui/icons-material/Checkroom";
import ChatBubbleOutline from "@mui/icons-material/ChatBubbleOutlined";
import FormatQuote from "@mui/icons-material/FormatQuote";
import Restaurant from "@mui/icons-material/Restaurant";
import SportsEsports from "@mui/icons-material/SportsEsports";
import Videocam from "@mui/icons-material/Videocam";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { SvgIconComponent } from "@mui/icons-material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Section } from "~/components/Section";
import { formatDate } from "~/lib/format";
import type { BlogCategory, blogList, blogSidebar } from "~/mock/blog";

export type BlogCard = ReturnType<typeof blogList>[number];

const CATEGORY_ICONS: Record<string, SvgIconComponent> = {
  Fashion: Checkroom,
  Food: Restaurant,
  Gaming: SportsEsports,
  Quote: FormatQuote,
  Video: Videocam,
};
const CATEGORY_COLORS: Record<string, "primary" | "info" | "error" | "warning" | "success"> = {
  Fashion: "primary",
  Food: "success",
  Gaming: "error",
  Quote: "info",
  Video: "warning",
};

/** A post's categories as chips that filter the list. */
export function CategoryChips({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation("demo-blog");
  return (
    <Box sx={{ display: "flex", gap: 0.75, flexWrap: "wrap" }}>
      {tags.map((tag) => (
        <Chip
          key={tag}
          size="small"
          variant="outlined"
          color={CATEGORY_COLORS[tag] ?? "default"}
          label={t(`categories.${tag}`)}
          component={RouterLink}
          to={`/pages/blog/list?category=${tag}`}
          clickable
        />
      ))}
    </Box>
  );
}

export function Byline({ name, avatar, date }: { name: string; avatar: string; date: string }) {
  const { t, i18n } = useTranslation("demo-blog");
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, color: "text.secondary", fontSize: 14 }}>
      <Avatar src={avatar} alt="" sx={{ width: 28, height: 28 }} />
      <span>{t("by", { name })}</span>
      <span aria-hidden>·</span>
      <time dateTime={date}>{formatDate(date, i18n.language)}</time>
    </Box>
  );
}

export function PostCard({ post }: { post: BlogCard }) {
  const { t } = useTranslation("demo-blog");
  return (
    <Card component="article" sx={{ height: "100%", display: "flex", flexDirection: "column" }} data-testid="blog-card">
      <Box component="img" src={post.img} alt="" sx={{ width: "100%", height: 180, objectFit: "cover" }} />
      <Box sx={{ p: 2.5, display: "grid", gap: 1.5, flexGrow: 1, alignContent: "start" }}>
        <Typography variant="h5" component="h2">
          <Link component={RouterLink} to={`/pages/blog/detail/${post.id}`} color="inherit" underline="hover">
            {post.title}
          </Link>
        </Typography>
        <Byline name={post.userFullName} avatar={post.avatar} date={post.blogPosted} />
        <CategoryChips tags={post.tags} />
        <Typography color="textSecondary">{post.excerpt}</Typography>
      </Box>
      <Box
        sx={{
          px: 2.5,
          py: 1.5,
          borderTop: 1,
          borderColor: "divider",
          display: "flex",
          justifyContent: "space-between",
          alignItems: "center",
        }}
      >
        <Box sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, color: "text.secondary" }}>
          <ChatBubbleOutline fontSize="small" aria-hidden />
          <span data-testid="blog-card-comments">{t("commentCount", { value: post.comment })}</span>
        </Box>
        <Link
          component={RouterLink}
          to={`/pages/blog/detail/${post.id}`}
          aria-label={t("readMoreOf", { title: post.title })}
        >
          {t("readMore")}
        </Link>
      </Box>
    </Card>
  );
}

export function BlogSidebar({ sidebar, current }: { sidebar: ReturnType<typeof blogSidebar>; current?: BlogCategory }) {
  const { t, i18n } = useTranslation("demo-blog");
  return (
    <Box component="aside" aria-label={t("sidebar")} sx={{ display: "grid", gap: 3, alignContent: "start" }}>
      <Section title={t("recentPosts")}>
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
          {sidebar.recentPosts.map((p) => (
            <Box component="li" key={p.id} sx={{ display: "flex", gap: 1.5, alignItems: "center" }}>
              <Box
                component="img"
                src={p.img}
                alt=""
                sx={{ width: 64, height: 48, borderRadius: 1, objectFit: "cover" }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Link component={RouterLink} to={`/pages/blog/detail/${p.id}`} color="inherit" underline="hover">
                  {p.title}
                </Link>
                <Typography variant="body2" color="textSecondary">
                  {formatDate(p.createdTime, i18n.language)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Section>
      <Section title={t("categoriesTitle")}>
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
          {sidebar.categories.map((c) => {
            const Icon = CATEGORY_ICONS[c.category] ?? Checkroom;
            return (
              <li key={c.category}>
                <Link
                  component={RouterLink}
                  to={`/pages/blog/list?category=${c.category}`}
                  aria-current={current === c.category ? "page" : undefined}
                  sx={{
                    display: "inline-flex",
                    alignItems: "center",
                    gap: 1,
                    fontWeight: current === c.category ? 700 : 400,
                  }}
                >
                  <Icon fontSize="small" color={CATEGORY_COLORS[c.category] ?? "primary"} aria-hidden />
                  {t(`categories.${c.category}`)}
                </Link>
              </li>
            );
          })}
        </Box>
      </Section>
    </Box>
  );
}
