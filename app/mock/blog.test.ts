import { beforeEach, describe, expect, it } from "vitest";
import {
  BlogCommentBody,
  BlogPostBody,
  MAX_BLOG_COMMENTS,
  addBlogComment,
  blogDetail,
  blogEdit,
  blogList,
  blogPage,
  slugTaken,
  updateBlogPost,
} from "./blog";
import { resetMockState } from "./core";

beforeEach(() => resetMockState(new Date("2026-03-01T10:00:00Z")));

describe("demo blog", () => {
  it("pages, searches and filters by category", () => {
    const all = blogPage({ q: "", page: 1 });
    expect(all.total).toBe(blogList().length);
    expect(all.posts).toHaveLength(all.perPage);
    expect(blogPage({ q: "", page: 2 }).posts.length).toBe(all.total - all.perPage);
    const food = blogPage({ q: "", category: "Food", page: 1 });
    expect(food.posts.length).toBeGreaterThan(0);
    expect(food.posts.every((p) => p.tags.includes("Food"))).toBe(true);
    const hits = blogPage({ q: "FIGS", page: 1 });
    expect(hits.posts.map((p) => p.title)).toEqual(["Cold chain for fresh figs from Aydın"]);
    expect(blogPage({ q: "nothing like this", page: 1 }).total).toBe(0);
  });

  it("adds a comment that the detail and the list count show", () => {
    const before = blogDetail(3);
    const body = BlogCommentBody.parse({ postId: "3", name: "Zeynep", email: "zeynep@example.com", comment: "Nice" });
    addBlogComment(body);
    const after = blogDetail(3);
    expect(after.comments).toHaveLength(before.comments.length + 1);
    expect(after.comments.at(-1)).toMatchObject({ userFullName: "Zeynep", commentText: "Nice" });
    expect(after.blog.comments).toBe(before.blog.comments + 1);
    expect(blogList().find((p) => p.id === 3)!.comment).toBe(after.comments.length);
  });

  it("refuses bad comments and unknown posts", () => {
    expect(BlogCommentBody.safeParse({ postId: 1, name: "A", email: "not-an-email", comment: "x" }).success).toBe(
      false,
    );
    expect(BlogCommentBody.safeParse({ postId: 1, name: "", email: "a@b.co", comment: "x" }).success).toBe(false);
    expect(() => addBlogComment({ postId: 99, name: "A", email: "a@b.co", comment: "x" })).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });

  it("keeps at most the cap of comments, dropping the oldest", () => {
    const first = blogDetail(1).comments[0];
    for (let i = 0; i < MAX_BLOG_COMMENTS; i++)
      addBlogComment({ postId: 2, name: "N", email: "n@b.co", comment: `${i}` });
    const total = blogList().reduce((sum, p) => sum + p.comment, 0);
    expect(total).toBe(MAX_BLOG_COMMENTS);
    expect(blogDetail(1).comments.some((c) => c.id === first.id)).toBe(false);
  });

  it("saves an edited post", () => {
    const body = BlogPostBody.parse({
      id: 2,
      blogTitle: "Figs by air",
      slug: "figs-by-air",
      blogCategories: ["Food", "Video"],
      status: "Draft",
      excerpt: "Faster",
      content: "<p>New</p>",
    });
    const { post, replacedImage } = updateBlogPost(body);
    expect(post).toMatchObject({
      blogTitle: "Figs by air",
      slug: "figs-by-air",
      status: "Draft",
      content: "<p>New</p>",
    });
    expect(post.blogCategories.map((c) => c.label)).toEqual(["Food", "Video"]);
    expect(replacedImage).toBeNull();
    expect(blogEdit(2).blogTitle).toBe("Figs by air");
    expect(slugTaken("figs-by-air", 1)).toBe(true);
    expect(slugTaken("figs-by-air", 2)).toBe(false);
    expect(updateBlogPost({ ...body, featuredImage: "/uploads/x.png" }).replacedImage).toMatch(/^\/mock\/images/);
  });

  it("refuses unknown categories, statuses and malformed slugs", () => {
    const base = { id: 1, blogTitle: "T", slug: "t", blogCategories: ["Food"], status: "Published", content: "" };
    expect(BlogPostBody.safeParse(base).success).toBe(true);
    expect(BlogPostBody.safeParse({ ...base, blogCategories: ["Travel"] }).success).toBe(false);
    expect(BlogPostBody.safeParse({ ...base, blogCategories: [] }).success).toBe(false);
    expect(BlogPostBody.safeParse({ ...base, status: "Archived" }).success).toBe(false);
    expect(BlogPostBody.safeParse({ ...base, slug: "Not a slug" }).success).toBe(false);
  });
});
