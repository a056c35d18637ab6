import { z } from "zod";
import {
  addDays,
  avatarUrl,
  isoDate,
  makeRoom,
  matches,
  nextId,
  notFound,
  paginate,
  pictureUrl,
  processState,
  slugify,
} from "./core";

/**
 * The template's blog (SPEC point 7): posts with categories, comments and an editor. In memory like the rest of
 * the demo: visitors add comments (capped like the other demo lists) and edit posts; a restart resets both.
 */
export const BLOG_CATEGORIES = ["Fashion", "Food", "Gaming", "Quote", "Video"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const BLOG_STATUSES = ["Published", "Draft"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

const AUTHORS = ["Ayşe Yılmaz", "Lukas Müller", "Camille Dubois", "Tiago Silva", "Emre Kaya", "Olivia Smith"];
const SEED: Array<{ title: string; tags: BlogCategory[]; excerpt: string }> = [
  {
    title: "How we pack 2,000 fashion parcels a day",
    tags: ["Fashion"],
    excerpt: "Inside the İstanbul hub during the spring collection rush.",
  },
  {
    title: "Cold chain for fresh figs from Aydın",
    tags: ["Food"],
    excerpt: "From the orchard to a Hamburg supermarket in 72 hours.",
  },
  {
    title: "Shipping game consoles safely",
    tags: ["Gaming"],
    excerpt: "Why anti-static bags and corner protectors matter.",
  },
  {
    title: "“Logistics is the art of being on time”",
    tags: ["Quote"],
    excerpt: "Our founder's words, forty years later.",
  },
  {
    title: "Video: a day at Mersin port",
    tags: ["Video"],
    excerpt: "Cranes, reefers and the people who keep them moving.",
  },
  {
    title: "Olive oil exports: labels and customs",
    tags: ["Food", "Quote"],
    excerpt: "What the receiver's customs needs to see.",
  },
  {
    title: "Returning fashion orders across borders",
    tags: ["Fashion", "Video"],
    excerpt: "How returns work without paying duties twice.",
  },
  {
    title: "Esports team gear on tour",
    tags: ["Gaming"],
    excerpt: "Moving twelve racks of equipment through five countries.",
  },
];
const COMMENT_TEXTS = [
  "Very useful, thanks for sharing.",
  "We had the same problem with our pallets last winter.",
  "Looking forward to the next post!",
  "Could you write more about customs paperwork?",
];

export interface BlogPost {
  id: number;
  title: string;
  slug: string;
  tags: BlogCategory[];
  status: BlogStatus;
  excerpt: string;
  /** Sanitised HTML. */
  content: string;
  img: string;
  author: string;
  posted: string;
  bookmarked: number;
}

export interface BlogComment {
  id: number;
  postId: number;
  userFullName: string;
  email: string;
  avatar: string;
  commentedAt: string;
  commentText: string;
}

function seed(now: Date) {
  const posts: BlogPost[] = SEED.map((p, i) => ({
    id: i + 1,
    title: p.title,
    slug: slugify(p.title),
    tags: [...p.tags],
    status: "Published",
    excerpt: p.excerpt,
    content: `<p>${p.excerpt}</p><p>Every day our teams move goods across Türkiye and Europe. In this post we look at what it takes, which mistakes we learned from, and how customers can help their cargo arrive on time.</p><blockquote>Good packing saves more money than any discount.</blockquote><p>Questions? Ask your branch agent or write to us through the contact form.</p>`,
    img: pictureUrl("blog", p.title),
    author: AUTHORS[i % AUTHORS.length],
    posted: isoDate(addDays(now, -(i * 9 + 3))),
    bookmarked: ((i + 1) * 13) % 60,
  }));
  const comments: BlogComment[] = [];
  for (const post of posts) {
    const count = 2 + (post.id % 3);
    for (let c = 0; c < count; c++) {
      const name = AUTHORS[(post.id + c) % AUTHORS.length];
      comments.push({
        id: comments.length + 1,
        postId: post.id,
        userFullName: name,
        email: `${slugify(name).replace(/-/g, ".")}@kargo.test`,
        avatar: avatarUrl(name),
        commentedAt: isoDate(addDays(now, -(post.id * 2 - c))),
        commentText: COMMENT_TEXTS[(post.id + c) % COMMENT_TEXTS.length],
      });
    }
  }
  return { posts, comments };
}

const state = processState((now) => seed(now));

function findPost(id = 1): BlogPost {
  const post = state.get().posts.find((p) => p.id === id);
  if (!post) throw notFound("Blog post");
  return post;
}

function commentsOf(postId: number): BlogComment[] {
  return state.get().comments.filter((c) => c.postId === postId);
}

/** A post as the list and the JSON list show it. */
function card(p: BlogPost) {
  return {
    img: p.img,
    title: p.title,
    id: p.id,
    avatar: avatarUrl(p.author),
    userFullName: p.author,
    blogPosted: p.posted,
    tags: p.tags,
    excerpt: p.excerpt,
    comment: commentsOf(p.id).length,
    status: p.status,
  };
}

export function blogList() {
  return state.get().posts.map(card);
}

export const BLOG_PAGE_SIZE = 6;
export const BlogListQuery = z.object({
  q: z.string().trim().max(200).default(""),
  category: z.preprocess((v) => (v === "" ? undefined : v), z.enum(BLOG_CATEGORIES).optional()),
  page: z.preprocess((v) => (v === "" || v === undefined ? 1 : v), z.coerce.number().int().min(1).max(1000)),
});
export type BlogListQuery = z.infer<typeof BlogListQuery>;

/** One page of posts: `q` matches the title or excerpt, `category` one of the post's categories. */
export function blogPage({ q, category, page }: BlogListQuery) {
  const rows = state
    .get()
    .posts.filter((p) => (matches(p.title, q) || matches(p.excerpt, q)) && (!category || p.tags.includes(category)));
  return { posts: paginate(rows, page, BLOG_PAGE_SIZE).map(card), total: rows.length, perPage: BLOG_PAGE_SIZE };
}

export function blogSidebar() {
  return {
    recentPosts: [...state.get().posts]
      .sort((a, b) => b.posted.localeCompare(a.posted))
      .slice(0, 4)
      .map((p) => ({ img: p.img, title: p.title, id: p.id, createdTime: p.posted })),
    categories: [
      { category: "Fashion", icon: "Checkroom" },
      { category: "Food", icon: "Restaurant" },
      { category: "Gaming", icon: "SportsEsports" },
      { category: "Quote", icon: "FormatQuote" },
      { category: "Video", icon: "Videocam" },
    ],
  };
}

export const BlogIdQuery = z.object({ id: z.coerce.number().int().positive().optional() });

export function blogDetail(id?: number) {
  const p = findPost(id);
  const comments = commentsOf(p.id);
  return {
    blog: {
      id: p.id,
      img: p.img,
      title: p.title,
      avatar: avatarUrl(p.author),
      userFullName: p.author,
      createdTime: p.posted,
      tags: p.tags,
      content: p.content,
      comments: comments.length,
      bookmarked: p.bookmarked,
    },
    comments: comments.map((c) => ({
      id: c.id,
      avatar: c.avatar,
      userFullName: c.userFullName,
      commentedAt: c.commentedAt,
      commentText: c.commentText,
    })),
  };
}

export function blogEdit(id?: number) {
  const p = findPost(id);
  return {
    id: p.id,
    avatar: avatarUrl(p.author),
    userFullName: p.author,
    createdTime: p.posted,
    blogTitle: p.title,
    blogCategories: p.tags.map((t) => ({ value: t.toLowerCase(), label: t })),
    slug: p.slug,
    status: p.status,
    excerpt: p.excerpt,
    content: p.content,
    featuredImage: p.img,
  };
}

/** Comments on every post together; past it the oldest go. */
export const MAX_BLOG_COMMENTS = 1000;

export const BlogCommentBody = z.object({
  postId: z.coerce.number().int().positive(),
  name: z.string().trim().min(1).max(80),
  email: z.email().max(120),
  comment: z.string().trim().min(1).max(2000),
});
export type BlogCommentBody = z.infer<typeof BlogCommentBody>;

export function addBlogComment(input: BlogCommentBody, now: Date = new Date()) {
  const post = findPost(input.postId);
  const comments = state.get().comments;
  makeRoom(comments, MAX_BLOG_COMMENTS);
  const comment: BlogComment = {
    id: nextId(comments),
    postId: post.id,
    userFullName: input.name,
    email: input.email,
    avatar: avatarUrl(input.name),
    commentedAt: isoDate(now),
    commentText: input.comment,
  };
  comments.push(comment);
  return comment;
}

export const BlogPostBody = z.object({
  id: z.coerce.number().int().positive(),
  blogTitle: z.string().trim().min(1).max(160),
  slug: z
    .string()
    .trim()
    .min(1)
    .max(160)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  blogCategories: z.array(z.enum(BLOG_CATEGORIES)).min(1).max(BLOG_CATEGORIES.length),
  status: z.enum(BLOG_STATUSES),
  excerpt: z.string().trim().max(500).default(""),
  /** Already sanitised by the caller (the server's rich-text allowlist). */
  content: z.string().max(50_000),
  featuredImage: z.string().max(300).optional(),
});
export type BlogPostBody = z.infer<typeof BlogPostBody>;

/** Saves an edited post; answers it and the image it replaced (so the caller can drop an uploaded one). */
export function updateBlogPost(input: BlogPostBody) {
  const post = findPost(input.id);
  const replacedImage = input.featuredImage && input.featuredImage !== post.img ? post.img : null;
  Object.assign(post, {
    title: input.blogTitle,
    slug: input.slug,
    tags: [...new Set(input.blogCategories)],
    status: input.status,
    excerpt: input.excerpt,
    content: input.content,
    img: input.featuredImage ?? post.img,
  });
  return { post: blogEdit(post.id), replacedImage };
}

/** Whether another post already uses a slug. */
export function slugTaken(slug: string, exceptId: number): boolean {
  return state.get().posts.some((p) => p.slug === slug && p.id !== exceptId);
}
