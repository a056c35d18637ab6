// Imports a customs tariff file into the configured database:
//   npm run tariffs:import -- <file.csv> [--replace]
// The HS nomenclature CSV (section,hscode,description,parent,level) fills the English names,
// the Turkish customs tariff CSV (gtip_code,digits,chapter,heading,description,unit,tax_rate,…)
// the GTIP codes and Turkish names. Idempotent and transactional; prints what changed.
import fs from "node:fs";
import path from "node:path";
import { env } from "../app/lib/env.server";
import { decodeText } from "../app/lib/csv";
import { closeDb, initDb, migrateToLatest } from "../app/models/db.server";
import { TariffFileError, importTariffText } from "../app/models/tariff-import.server";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
const mode = args.includes("--replace") ? "replace" : "merge";
if (!file || args.includes("--help")) {
  console.log(
    "Usage: npm run tariffs:import -- <file.csv> [--replace]\n  --replace  also remove the codes of this file's kind that the file no longer lists",
  );
  process.exit(file ? 0 : 1);
}
if (!fs.existsSync(file)) {
  console.error(`[tariffs] no such file: ${file}`);
  process.exit(1);
}

const db = await initDb(env().DATABASE_URL);
await migrateToLatest(db);
try {
  const report = await importTariffText(decodeText(fs.readFileSync(file)), {
    fileName: path.basename(file),
    mode,
    userId: null,
  });
  console.log(
    `[tariffs] ${path.basename(file)} (${report.format === "hs" ? "HS nomenclature" : "Turkish customs tariff"}, ${mode}): ` +
      `${report.totalRows} rows read, ${report.added} added, ${report.changed} changed, ${report.unchanged} unchanged, ` +
      `${report.removed} removed, ${report.rejected} rejected in ${report.durationMs} ms`,
  );
  for (const r of report.rejections.slice(0, 20))
    console.log(`  line ${r.line}: ${r.code || "(no code)"} — ${r.reason}`);
  if (report.rejected > 20) console.log(`  … and ${report.rejected - 20} more rejected rows`);
} catch (error) {
  if (error instanceof TariffFileError) {
    console.error(
      error.key === "empty"
        ? "[tariffs] the file is empty"
        : "[tariffs] unknown file: expected the HS nomenclature (hscode, description, …) or the Turkish tariff (gtip_code, description, …) columns",
    );
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await closeDb();
}
