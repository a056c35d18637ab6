import type { SearchContact, SearchFile } from "~/lib/search/types";
import { foldText } from "~/lib/text-fold";
import { avatarUrl } from "./core";

/** The demo's sample files and contacts, which the search also finds for those who may see demo data. */
export const DEMO_FILES: readonly SearchFile[] = [
  { title: "Shipment manifest — June.pdf", by: "Ayşe Yılmaz", size: "1.2 MB", file: "/mock/images/file/pdf.svg" },
  { title: "Freight rates 2025.xlsx", by: "Lukas Müller", size: "348 KB", file: "/mock/images/file/xlsx.svg" },
  { title: "Customs declaration KRG-2041.pdf", by: "Emre Kaya", size: "220 KB", file: "/mock/images/file/pdf.svg" },
  { title: "Warehouse layout.png", by: "Camille Dubois", size: "2.6 MB", file: "/mock/images/file/png.svg" },
  { title: "Driver schedule.docx", by: "Tiago Silva", size: "96 KB", file: "/mock/images/file/docx.svg" },
  { title: "Insurance policy.pdf", by: "Zeynep Demir", size: "780 KB", file: "/mock/images/file/pdf.svg" },
  { title: "Proforma invoice template.docx", by: "Olivia Smith", size: "54 KB", file: "/mock/images/file/docx.svg" },
  { title: "Dangerous goods checklist.pdf", by: "Kerem Şahin", size: "132 KB", file: "/mock/images/file/pdf.svg" },
  { title: "Port photos.zip", by: "Mehmet Çelik", size: "18 MB", file: "/mock/images/file/zip.svg" },
];

const CONTACT_NAMES = [
  "Ayşe Yılmaz",
  "Lukas Müller",
  "Camille Dubois",
  "Tiago Silva",
  "Emre Kaya",
  "Olivia Smith",
  "Zeynep Demir",
  "Hannah Fischer",
  "Rafael Costa",
  "Kerem Şahin",
];
const CONTACT_DATES = [
  "2025-06-02",
  "2025-05-28",
  "2025-05-21",
  "2025-05-14",
  "2025-05-09",
  "2025-04-30",
  "2025-04-22",
  "2025-04-11",
  "2025-03-29",
  "2025-03-17",
];

export const DEMO_CONTACTS: readonly SearchContact[] = CONTACT_NAMES.map((name, i) => ({
  title: name,
  email: `${foldText(name).replace(/[^a-z]+/g, ".")}@example.com`,
  img: avatarUrl(name),
  date: CONTACT_DATES[i],
}));
