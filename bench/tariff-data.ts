// The tariff rows the benchmarks import: the full HS 2022 file when it is around, and generated
// Turkish tariff (GTIP) rows in the TGTC layout. Shared by `npm run bench:tariffs` and `npm run bench`.
import fs from "node:fs";
import path from "node:path";
import { createRandom } from "../app/models/seed/random";
import { formatCode } from "../app/lib/tariffs/codes";

export function findHsFile(): string | null {
  const candidates = [
    process.env.HS_FILE,
    "/work/shared/data/harmonized-system-2022.csv",
    path.resolve("../shared/data/harmonized-system-2022.csv"),
    path.resolve("../../shared/data/harmonized-system-2022.csv"),
  ];
  return candidates.find((p): p is string => Boolean(p && fs.existsSync(p))) ?? null;
}

const WORDS = [
  "pamuklu",
  "yünlü",
  "ipek",
  "sentetik",
  "dokunmuş",
  "örme",
  "kadın",
  "erkek",
  "çocuk",
  "deri",
  "plastik",
  "ahşap",
  "çelik",
  "alüminyum",
  "cam",
  "seramik",
  "taze",
  "kurutulmuş",
  "dondurulmuş",
  "işlenmiş",
  "ham",
  "rafine",
  "elektrikli",
  "mekanik",
  "parçaları",
  "aksamı",
  "makineleri",
  "cihazlar",
  "kağıt",
  "karton",
  "boyalı",
  "baskılı",
  "ağartılmış",
  "şeker",
  "meyve",
  "sebze",
  "fındık",
  "zeytin",
  "motor",
  "lastik",
  "kumaş",
  "iplik",
  "halı",
  "ayakkabı",
  "çanta",
  "oyuncak",
  "mobilya",
  "lamba",
  "kablo",
  "telefon",
  "bilgisayar",
  "ısıtıcı",
  "İplik",
  "Işık",
];

/** Turkish tariff rows in the TGTC layout: headings, dashed fragments, 12-digit leaves. */
export function generateTgtc(count: number): string {
  const rng = createRandom(4242);
  const lines = ["gtip_code,digits,chapter,heading,description,unit,tax_rate"];
  const phrase = (n: number) => Array.from({ length: n }, () => rng.pick(WORDS)).join(" ");
  let rows = 0;
  for (let chapter = 1; rows < count && chapter <= 97; chapter++) {
    const ch = String(chapter).padStart(2, "0");
    lines.push(`${ch},2,${ch},,${phrase(3).toLocaleUpperCase("tr")},,`);
    rows++;
    for (let h = 1; rows < count && h <= 12; h++) {
      const heading = `${ch}${String(h).padStart(2, "0")}`;
      lines.push(`${heading},4,${ch},${heading},"${phrase(4)}, ${phrase(2)}",,`);
      rows++;
      for (let s = 1; rows < count && s <= 6; s++) {
        const sub = `${heading}${String(s * 10 + (s % 3)).padStart(2, "0")}`;
        lines.push(`,,${ch},${heading},- ${phrase(2)}:,,`);
        lines.push(`${formatCode(sub)},6,${ch},${heading},- - ${phrase(3)},,`);
        rows++;
        for (let leaf = 1; rows < count && leaf <= 4; leaf++) {
          const digits = `${sub}${String(leaf * 10).padStart(2, "0")}00${String(rng.int(0, 19)).padStart(2, "0")}`;
          const text = leaf === 4 ? "Diğerleri" : phrase(2);
          lines.push(`${formatCode(digits)},12,${ch},${heading},- - - ${text},Kg,${rng.int(0, 20)}`);
          rows++;
        }
      }
    }
  }
  return lines.join("\n") + "\n";
}
