import type { Kysely } from "kysely";
import { declarableCodes } from "../../lib/tariffs/codes";
import { foldText } from "../../lib/text-fold";

// The tariff finder and the shipment form's picker offer only codes a shipment can declare (a 12-digit
// Turkish tariff line, or a 6-digit HS subheading without such lines: see `declarableCodes`): chapters
// "52" and headings "5201" were offered and the form refused them, and "5205.12" was listed beside its
// own line "5205.12.00.00.00". `declarable` marks those codes, for code searches; the folded names of the
// others are emptied, so the word searches (their FTS5 and pg_trgm indexes follow the columns) never find
// them and their counts need no filter. The names themselves stay: imports keep writing every level.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("tariff_codes")
    .addColumn("declarable", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // The same as `refreshDeclarable` (tariffs.server.ts) does after every later write, as it stood when this landed.
  const rows: Array<{
    id: number;
    code_digits: string;
    name_tr: string | null;
    name_en: string | null;
    tr_folded: string;
    en_folded: string;
  }> = await db
    .selectFrom("tariff_codes")
    .select(["id", "code_digits", "name_tr", "name_en", "tr_folded", "en_folded"])
    .execute();
  const declarable = declarableCodes(rows.map((r) => r.code_digits));
  // A Turkish line without an English name is found by its HS subheading's.
  const subheadingEn = new Map(
    rows.filter((r) => r.code_digits.length === 6 && r.name_en).map((r) => [r.code_digits, r.name_en]),
  );
  const yes: number[] = [];
  const no: number[] = [];
  for (const r of rows) {
    if (!declarable.has(r.code_digits)) {
      no.push(r.id);
      continue;
    }
    const en = foldText(
      r.name_en ?? (r.code_digits.length === 12 ? subheadingEn.get(r.code_digits.slice(0, 6)) : null) ?? "",
    );
    const tr = foldText(r.name_tr ?? "");
    if (r.tr_folded === tr && r.en_folded === en) yes.push(r.id);
    else
      await db
        .updateTable("tariff_codes")
        .set({ declarable: 1, tr_folded: tr, en_folded: en })
        .where("id", "=", r.id)
        .execute();
  }
  for (let i = 0; i < yes.length; i += 500) {
    await db
      .updateTable("tariff_codes")
      .set({ declarable: 1 })
      .where("id", "in", yes.slice(i, i + 500))
      .execute();
  }
  for (let i = 0; i < no.length; i += 500) {
    await db
      .updateTable("tariff_codes")
      .set({ tr_folded: "", en_folded: "" })
      .where("id", "in", no.slice(i, i + 500))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // Every code searchable by its names again, as before.
  const rows: Array<{ id: number; name_tr: string | null; name_en: string | null }> = await db
    .selectFrom("tariff_codes")
    .select(["id", "name_tr", "name_en"])
    .where("declarable", "=", 0)
    .execute();
  for (const r of rows) {
    await db
      .updateTable("tariff_codes")
      .set({ tr_folded: foldText(r.name_tr ?? ""), en_folded: foldText(r.name_en ?? "") })
      .where("id", "=", r.id)
      .execute();
  }
  await db.schema.alterTable("tariff_codes").dropColumn("declarable").execute();
}
