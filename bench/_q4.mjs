import Database from "better-sqlite3";
const db = new Database(process.argv[2]);
const sub = `(select "shipments"."id" from "shipments" order by "shipments"."created_at" desc, "shipments"."id" desc limit 25)`;
const s = `select id, tracking_number, status, shipping_type, outside_shipping_type, sender_name, sender_city, sender_country, receiver_name, receiver_city, receiver_country, piece_count, total_weight_g, total_price_minor, currency, created_at from shipments where id in ${sub}`;
const objs = db.prepare(s);
const raw = db.prepare(s).raw(true);
const cols = raw.columns().map((c) => c.name);
const make = new Function("r", "return {" + cols.map((c, i) => JSON.stringify(c) + ": r[" + i + "]").join(",") + "}");
function time(k, f) {
  for (let i = 0; i < 300; i++) f();
  const t0 = process.hrtime.bigint();
  const N = 5000;
  for (let i = 0; i < N; i++) f();
  console.log(k.padEnd(16), (Number(process.hrtime.bigint() - t0) / N / 1000).toFixed(1), "µs");
}
for (let k = 0; k < 2; k++) {
time("objects", () => objs.all());
time("raw", () => raw.all());
time("raw+make", () => raw.all().map(make));
}
console.log(JSON.stringify(raw.all().map(make)[0]) === JSON.stringify(objs.all()[0]));
