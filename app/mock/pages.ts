import { avatarUrl, pictureUrl } from "./core";

/** Sample data of the template's content pages: account settings, profile, pricing, blog. Read-only. */

export function accountSettings() {
  const name = "Deniz Aydın";
  return {
    general: {
      avatar: avatarUrl(name),
      username: "deniz.aydin",
      fullName: name,
      email: "deniz.aydin@kargo.test",
      company: "Kargo Lojistik A.Ş.",
    },
    info: {
      bio: "Operations lead. Ten years in road and sea freight between Türkiye and Europe.",
      dob: "1988-04-17",
      country: "Türkiye",
      website: "https://kargo.example.com",
      phone: "+90 532 555 0147",
    },
    social: {
      socialLinks: {
        twitter: "https://twitter.com/kargolojistik",
        facebook: "",
        google: "",
        linkedIn: "https://www.linkedin.com/company/kargo-lojistik",
        instagram: "https://www.instagram.com/kargolojistik",
        quora: "",
      },
      connections: {
        twitter: { profileImg: avatarUrl("Kargo Lojistik"), id: "kargolojistik" },
        google: { profileImg: avatarUrl("Deniz Aydın"), id: "deniz.aydin" },
        facebook: {},
        github: {},
      },
    },
    notification: {
      commentOnArticle: true,
      answerOnForm: true,
      followMe: false,
      newAnnouncements: false,
      productUpdates: true,
      blogDigest: false,
    },
  };
}

export function profileData() {
  const friends = ["Ayşe Yılmaz", "Lukas Müller", "Camille Dubois", "Tiago Silva", "Emre Kaya", "Olivia Smith"];
  return {
    header: {
      avatar: avatarUrl("Deniz Aydın"),
      username: "Deniz Aydın",
      designation: "Operations lead",
      coverImg: pictureUrl("cover", "Kargo Lojistik"),
    },
    userAbout: {
      about: "Runs the İstanbul operations desk: bookings, carriers and customs for 40 corporate customers.",
      joined: "2016-09-01",
      lives: "İstanbul, Türkiye",
      email: "deniz.aydin@kargo.test",
      website: "kargo.example.com",
    },
    suggestedPages: [
      { avatar: pictureUrl("page", "Port of Mersin"), username: "Port of Mersin", subtitle: "Port", favorite: true },
      {
        avatar: pictureUrl("page", "Freight Forwarders TR"),
        username: "Freight Forwarders TR",
        subtitle: "Association",
        favorite: false,
      },
      { avatar: pictureUrl("page", "Customs Today"), username: "Customs Today", subtitle: "News", favorite: false },
    ],
    twitterFeeds: [
      {
        imgUrl: avatarUrl("Kargo Lojistik"),
        title: "Kargo Lojistik",
        id: "kargolojistik",
        tags: "#logistics #freight",
        desc: "New weekly groupage to Lyon every Thursday.",
        favorite: false,
      },
      {
        imgUrl: avatarUrl("Port of Mersin"),
        title: "Port of Mersin",
        id: "portmersin",
        tags: "#port",
        desc: "Berth 7 reopened after maintenance.",
        favorite: true,
      },
    ],
    post: [
      {
        avatar: avatarUrl("Deniz Aydın"),
        username: "Deniz Aydın",
        postTime: "2 hours ago",
        postText: "Our new Bursa branch opens on Monday. Come and meet the team!",
        postImg: pictureUrl("post", "Bursa branch"),
        likes: 124,
        youLiked: true,
        comments: 12,
        share: 4,
        likedUsers: friends.slice(0, 4).map((n) => ({ avatar: avatarUrl(n), username: n })),
        detailedComments: [
          {
            avatar: avatarUrl(friends[0]),
            username: friends[0],
            comment: "Congratulations to the whole team!",
            commentsLikes: 5,
            youLiked: false,
          },
          {
            avatar: avatarUrl(friends[1]),
            username: friends[1],
            comment: "Great news for our shipments from Bursa.",
            commentsLikes: 2,
            youLiked: true,
          },
        ],
      },
    ],
    latestPhotos: Array.from({ length: 9 }, (_, i) => ({ img: pictureUrl("photo", `Warehouse ${i + 1}`) })),
    suggestions: friends.map((n) => ({
      avatar: avatarUrl(n),
      name: n,
      mutualFriend: `${(n.length * 7) % 40} mutual connections`,
    })),
    polls: [
      {
        name: "Road freight",
        result: "45%",
        votedUser: friends.slice(0, 3).map((n) => ({ img: avatarUrl(n), username: n })),
      },
      {
        name: "Sea freight",
        result: "35%",
        votedUser: friends.slice(3, 5).map((n) => ({ img: avatarUrl(n), username: n })),
      },
      {
        name: "Air freight",
        result: "20%",
        votedUser: friends.slice(5).map((n) => ({ img: avatarUrl(n), username: n })),
      },
    ],
  };
}

/* ---------------- pricing ---------------- */

export function pricingData() {
  return {
    basicPlan: {
      title: "Basic",
      img: pictureUrl("pricing", "Basic"),
      subtitle: "A simple start for everyone",
      monthlyPrice: 0,
      yearlyPlan: { perMonth: 0, totalAnnual: 0 },
      planBenefits: [
        "100 responses a month",
        "Unlimited forms and surveys",
        "Unlimited fields",
        "Basic form creation tools",
        "Up to 2 subdomains",
      ],
      popular: false,
    },
    standardPlan: {
      title: "Standard",
      img: pictureUrl("pricing", "Standard"),
      subtitle: "For small to medium businesses",
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
      planBenefits: [
        "Unlimited responses",
        "Unlimited forms and surveys",
        "Instagram profile page",
        "Google Docs integration",
        "Custom “Thank you” page",
      ],
      popular: true,
    },
    enterprisePlan: {
      title: "Enterprise",
      img: pictureUrl("pricing", "Enterprise"),
      subtitle: "Solution for big organizations",
      monthlyPrice: 99,
      yearlyPlan: { perMonth: 80, totalAnnual: 960 },
      planBenefits: [
        "PayPal payments",
        "Logic jumps",
        "File upload with 5GB storage",
        "Custom domain support",
        "Stripe integration",
      ],
      popular: false,
    },
    qandA: [
      {
        question: "Does my subscription renew automatically?",
        ans: "Yes. You can cancel at any time before the renewal date from the account settings.",
      },
      {
        question: "Can I change my plan later?",
        ans: "Upgrade or downgrade whenever you like; the difference is settled on the next invoice.",
      },
      {
        question: "Is there a discount for yearly billing?",
        ans: "Yearly billing costs about 20 % less than paying month by month.",
      },
      {
        question: "Which payment methods can I use?",
        ans: "Credit card and bank transfer. Corporate customers can pay on invoice.",
      },
    ],
  };
}

/* ---------------- blog ---------------- */

// The blog keeps state (comments, edits) and lives in its own module.
export { BLOG_CATEGORIES, BlogIdQuery, blogDetail, blogEdit, blogList, blogSidebar } from "./blog";
