import { beforeEach, describe, expect, it } from "vitest";
import { MockError, resetMockState } from "./core";
import {
  GeneralBody,
  InfoBody,
  MAX_COMMENTS,
  NotificationsBody,
  SocialBody,
  commentOnPost,
  getAccountSettings,
  getProfile,
  likePost,
  saveGeneral,
  saveInfo,
  saveNotifications,
  saveSocial,
  vote,
} from "./account";

describe("account settings and profile writes", () => {
  beforeEach(() => resetMockState(new Date("2025-06-15T12:00:00Z")));

  it("saves each tab and refuses bad emails, dates and links", () => {
    saveGeneral(GeneralBody.parse({ username: "deniz_a", fullName: "Deniz A", email: "d@example.com", company: "" }));
    expect(getAccountSettings().general).toMatchObject({ username: "deniz_a", email: "d@example.com" });
    expect(GeneralBody.safeParse({ username: "dd", fullName: "D A", email: "nope" }).success).toBe(false);
    saveInfo(InfoBody.parse({ bio: "Hi", dob: "1990-01-02", country: "TR", website: "", phone: "+90 555 000 00 00" }));
    expect(getAccountSettings().info.dob).toBe("1990-01-02");
    expect(InfoBody.safeParse({ dob: "1990-13-40", website: "", phone: "" }).success).toBe(false);
    expect(InfoBody.safeParse({ dob: "", website: "javascript:alert(1)", phone: "" }).success).toBe(false);
    const social = SocialBody.parse({
      twitter: "https://twitter.com/x",
      facebook: "",
      google: "",
      linkedIn: "",
      instagram: "",
      quora: "",
      connections: ["github"],
    });
    saveSocial(social);
    const s = getAccountSettings().social;
    expect(s.socialLinks.twitter).toBe("https://twitter.com/x");
    expect(s.connections.github).toHaveProperty("id");
    expect(s.connections.twitter).toEqual({});
    saveNotifications(NotificationsBody.parse({ on: ["followMe"] }));
    expect(getAccountSettings().notification).toMatchObject({ followMe: true, commentOnArticle: false });
  });

  it("likes and unlikes, comments under a cap, and votes once (a second vote moves it)", () => {
    const post = getProfile().post[0];
    const { likes, youLiked } = post;
    expect(likePost(post.id).likes).toBe(likes + (youLiked ? -1 : 1));
    likePost(post.id);
    expect(getProfile().post[0].likes).toBe(likes);
    commentOnPost(post.id, "Well done", { username: "Me", avatar: "" });
    expect(getProfile().post[0].detailedComments.at(-1)?.comment).toBe("Well done");
    for (let i = 0; i < MAX_COMMENTS + 5; i++) commentOnPost(post.id, `c${i}`, { username: "Me", avatar: "" });
    expect(getProfile().post[0].detailedComments).toHaveLength(MAX_COMMENTS);
    expect(() => likePost(99)).toThrow(/not found/);

    const before = getProfile();
    const [a, b] = before.polls.map((p) => ({ ...p }));
    vote(a.name);
    expect(getProfile().totalVotes).toBe(before.totalVotes + 1);
    vote(a.name);
    expect(getProfile().totalVotes).toBe(before.totalVotes + 1);
    const moved = vote(b.name);
    expect(moved.polls[0].votes).toBe(a.votes);
    expect(moved.polls[1].votes).toBe(b.votes + 1);
    expect(() => vote("Teleport")).toThrow(MockError);
  });
});
