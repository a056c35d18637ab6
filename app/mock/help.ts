import { z } from "zod";
import { matches, notFound, pictureUrl, slugify } from "./core";

/** Help centre (SPEC point 7): FAQ with search, knowledge base cards, categories and questions. */
export const FAQ_CATEGORIES = ["payment", "delivery", "cancellationReturn", "myOrders", "productServices"] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqSection {
  icon: string;
  title: string;
  subtitle: string;
  qandA: Array<{ question: string; ans: string }>;
}

const FAQ: Record<FaqCategory, FaqSection> = {
  payment: {
    icon: "CreditCard",
    title: "Payment",
    subtitle: "Invoices, payment methods and refunds",
    qandA: [
      {
        question: "Which payment methods do you accept?",
        ans: "Bank transfer, credit card and, for corporate customers with a contract, payment on monthly invoice.",
      },
      {
        question: "When is the freight invoice issued?",
        ans: "On the day the shipment is accepted at the branch; express shipments are invoiced at pickup.",
      },
      {
        question: "Can I pay in euros?",
        ans: "Yes. Offers for international lanes can be priced in euros or US dollars; the invoice follows the offer's currency.",
      },
      {
        question: "How do I get a copy of an invoice?",
        ans: "Open the shipment and choose the invoice tab, or ask your branch agent to send it again.",
      },
      {
        question: "Do you charge a fuel surcharge?",
        ans: "Road and air offers include a fuel surcharge that is reviewed monthly and shown separately on the offer.",
      },
    ],
  },
  delivery: {
    icon: "LocalShipping",
    title: "Delivery",
    subtitle: "Transit times, tracking and delivery appointments",
    qandA: [
      {
        question: "How long does delivery to Germany take?",
        ans: "Road freight takes three to five working days, express air one to two working days.",
      },
      {
        question: "How can I track my shipment?",
        ans: "Enter the tracking number on the tracking page; every scan appears within minutes.",
      },
      {
        question: "Can I book a delivery appointment?",
        ans: "Yes, for pallets and crates. The receiving branch calls the receiver to agree a time slot.",
      },
      {
        question: "What happens if nobody is at the delivery address?",
        ans: "The driver leaves a notice and we try again the next working day; after two attempts the cargo waits at the branch.",
      },
    ],
  },
  cancellationReturn: {
    icon: "AssignmentReturn",
    title: "Cancellation and return",
    subtitle: "Cancelling a shipment and sending goods back",
    qandA: [
      {
        question: "Can I cancel a shipment?",
        ans: "A shipment can be cancelled until the branch accepts it. After that, ask your agent.",
      },
      {
        question: "How do I return goods to the sender?",
        ans: "Create a new shipment with the receiver as sender; your agent can link it to the original.",
      },
      {
        question: "Is the freight refunded when I cancel?",
        ans: "Prepaid freight of a shipment cancelled before acceptance is refunded in full within seven days.",
      },
    ],
  },
  myOrders: {
    icon: "Inventory2",
    title: "My orders",
    subtitle: "Shipments, offers and documents",
    qandA: [
      {
        question: "Where do I see my shipments?",
        ans: "Under My cargos: every shipment you created, with its status and tracking history.",
      },
      {
        question: "How do I accept a price offer?",
        ans: "Open the offer and choose Accept; the agent is notified and prepares the booking.",
      },
      {
        question: "Can I change the receiver address after booking?",
        ans: "Yes, until the cargo leaves the origin branch. Ask your branch agent.",
      },
      {
        question: "How do I print a shipment label?",
        ans: "Open the shipment and choose Print label; it is an A4 page with the barcode.",
      },
    ],
  },
  productServices: {
    icon: "SettingsSuggest",
    title: "Product and services",
    subtitle: "Freight types, insurance and customs",
    qandA: [
      {
        question: "Do you carry dangerous goods?",
        ans: "Yes, by road and sea with the right declaration. Mark the cargo as dangerous when you ask for a price.",
      },
      {
        question: "Is cargo insurance included?",
        ans: "Basic liability is included; full cargo insurance can be added when creating the shipment.",
      },
      {
        question: "Do you handle customs clearance?",
        ans: "Our brokers clear exports and imports; use the tariff finder to look up the GTIP code of your goods.",
      },
      {
        question: "What is non-stackable cargo?",
        ans: "Cargo that must not carry other pallets on top. It takes the full height of the truck and is priced accordingly.",
      },
    ],
  },
};

export const FaqQuery = z.object({ q: z.string().trim().max(200).default("") });

/** FAQ keyed by category; `q` keeps only questions that contain it and drops categories without one. */
export function faqData(q: string): Partial<Record<FaqCategory, FaqSection>> {
  const out: Partial<Record<FaqCategory, FaqSection>> = {};
  for (const key of FAQ_CATEGORIES) {
    const section = FAQ[key];
    const qandA = section.qandA.filter((item) => matches(item.question, q));
    if (qandA.length) out[key] = { ...section, qandA };
  }
  return out;
}

/* ---------------- knowledge base ---------------- */

interface KnowledgeQuestion {
  id: number;
  question: string;
  slug: string;
}
interface KnowledgeCategory {
  id: number;
  title: string;
  icon: string;
  iconColor: string;
  questions: KnowledgeQuestion[];
}

const KB: Array<{
  category: string;
  title: string;
  desc: string;
  sections: Array<{ title: string; icon: string; iconColor: string; questions: string[] }>;
}> = [
  {
    category: "sending-cargo",
    title: "Sending cargo",
    desc: "Packing, labels, pickup and what to prepare before the driver comes.",
    sections: [
      {
        title: "Before you ship",
        icon: "Inventory2",
        iconColor: "primary",
        questions: [
          "How should I pack fragile goods?",
          "Which documents travel with the cargo?",
          "How do I measure volumetric weight?",
        ],
      },
      {
        title: "Pickup",
        icon: "LocalShipping",
        iconColor: "success",
        questions: ["How do I book a pickup?", "Can the driver bring packing material?"],
      },
    ],
  },
  {
    category: "freight-prices",
    title: "Freight prices",
    desc: "How offers are calculated for air, sea and road freight.",
    sections: [
      {
        title: "Offers",
        icon: "RequestQuote",
        iconColor: "info",
        questions: [
          "How is a freight offer calculated?",
          "How long is an offer valid?",
          "Why did the price change after measuring?",
        ],
      },
      {
        title: "Surcharges",
        icon: "LocalGasStation",
        iconColor: "warning",
        questions: ["What is the fuel surcharge?", "When are dangerous goods surcharges applied?"],
      },
    ],
  },
  {
    category: "customs",
    title: "Customs",
    desc: "Tariff codes, declarations and goods held at the border.",
    sections: [
      {
        title: "Tariff codes",
        icon: "ManageSearch",
        iconColor: "primary",
        questions: ["What is a GTIP code?", "How do I find the HS code of my product?"],
      },
      {
        title: "Declarations",
        icon: "Gavel",
        iconColor: "error",
        questions: ["Who prepares the export declaration?", "What if customs holds my cargo?"],
      },
    ],
  },
  {
    category: "tracking",
    title: "Tracking",
    desc: "Tracking numbers, scan events and delivery notices.",
    sections: [
      {
        title: "Follow your cargo",
        icon: "TravelExplore",
        iconColor: "success",
        questions: [
          "Where is my tracking number?",
          "What do the scan statuses mean?",
          "Why has my cargo not moved for a day?",
        ],
      },
    ],
  },
  {
    category: "account",
    title: "Your account",
    desc: "Sign-in, notifications, corporate accounts and users.",
    sections: [
      {
        title: "Account settings",
        icon: "ManageAccounts",
        iconColor: "secondary",
        questions: [
          "How do I change my password?",
          "How do I turn off SMS notifications?",
          "Can a company have several users?",
        ],
      },
    ],
  },
  {
    category: "insurance-claims",
    title: "Insurance and claims",
    desc: "Cover, damaged goods and how claims are settled.",
    sections: [
      {
        title: "Claims",
        icon: "HealthAndSafety",
        iconColor: "warning",
        questions: [
          "What does cargo insurance cover?",
          "How do I report damaged cargo?",
          "How long does a claim take?",
        ],
      },
    ],
  },
];

let questionId = 0;
const KB_CATEGORIES: Array<{ card: string; sections: KnowledgeCategory[] }> = KB.map((card, ci) => ({
  card: card.category,
  sections: card.sections.map((s, si) => ({
    id: ci * 10 + si + 1,
    title: s.title,
    icon: s.icon,
    iconColor: s.iconColor,
    questions: s.questions.map((question) => ({ id: ++questionId, question, slug: slugify(question) })),
  })),
}));

export function knowledgeBase() {
  return KB.map((card, i) => ({
    id: i + 1,
    category: card.category,
    img: pictureUrl("knowledge", card.title),
    title: card.title,
    desc: card.desc,
  }));
}

export const KnowledgeCategoryQuery = z.object({ category: z.string().trim().max(100).optional() });

/** The sections and questions of one knowledge-base category (the first by default). */
export function knowledgeCategory(category?: string): KnowledgeCategory[] {
  const found = category ? KB_CATEGORIES.find((c) => c.card === category) : KB_CATEGORIES[0];
  if (!found) throw notFound("Category");
  return found.sections;
}

export const KnowledgeQuestionQuery = z.object({ slug: z.string().trim().max(200).optional() });

/** One knowledge-base question (the first by default) with related questions of its category. */
export function knowledgeQuestion(slug?: string) {
  const all = KB_CATEGORIES.flatMap((c) => c.sections.flatMap((s) => s.questions.map((q) => ({ ...q, section: s }))));
  const found = slug ? all.find((q) => q.slug === slug) : all[0];
  if (!found) throw notFound("Question");
  const related = KB_CATEGORIES.find((c) => c.sections.includes(found.section))!
    .sections.flatMap((s) => s.questions)
    .filter((q) => q.id !== found.id);
  return {
    title: found.question,
    lastUpdated: "2025-03-10",
    relatedQuestions: related.slice(0, 5).map((q) => ({ id: q.id, question: q.question, slug: q.slug })),
    content: `<p>${found.question} This article explains it step by step for customers and branch agents.</p><h5>In short</h5><p>Ask your branch agent when in doubt: every shipment has one responsible agent who can see its full history.</p><ul><li>Check the documents listed on the offer.</li><li>Keep the tracking number at hand.</li><li>Photos help when something is damaged.</li></ul>`,
  };
}

/** A knowledge-base category's card with its sections; unknown categories are a 404. */
export function knowledgeCategoryPage(category: string) {
  const card = knowledgeBase().find((c) => c.category === category);
  if (!card) throw notFound("Category");
  return { card, sections: knowledgeCategory(category) };
}

/** A question addressed through its category: a slug of another category is a 404 like an unknown one. */
export function knowledgeQuestionIn(category: string, slug: string) {
  const { card, sections } = knowledgeCategoryPage(category);
  if (!sections.some((s) => s.questions.some((q) => q.slug === slug))) throw notFound("Question");
  return { card, question: knowledgeQuestion(slug) };
}
