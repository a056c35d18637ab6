import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./i18n";

const root = path.resolve(__dirname, "../../../locales");

function flatten(value: unknown, prefix = ""): Record<string, unknown> {
  if (Array.isArray(value)) return { [prefix.slice(0, -1)]: value.length };
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => Object.entries(flatten(v, `${prefix}${k}.`))));
  }
  return { [prefix.slice(0, -1)]: value };
}

function load(lng: string) {
  const dir = path.join(root, lng);
  const out: Record<string, unknown> = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const ns = file.replace(/\.json$/, "");
    for (const [k, v] of Object.entries(flatten(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")))))
      out[`${ns}:${k}`] = v;
  }
  return out;
}

const bundles = Object.fromEntries(LANGUAGES.map((l) => [l, load(l)]));
const placeholders = (s: unknown) =>
  typeof s === "string" ? [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort() : [];

describe("locale files", () => {
  it("exist for all five languages", () => {
    for (const l of LANGUAGES) expect(fs.existsSync(path.join(root, l))).toBe(true);
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s has exactly the keys of en", (lng) => {
    expect(Object.keys(bundles[lng]).sort()).toEqual(Object.keys(bundles.en).sort());
  });

  it.each(LANGUAGES)("%s has no empty strings and keeps every placeholder", (lng) => {
    for (const [key, value] of Object.entries(bundles[lng])) {
      if (typeof value === "string") expect(value.trim(), key).not.toBe("");
      expect(placeholders(value), key).toEqual(placeholders(bundles.en[key]));
    }
  });

  it("holds the spec's error catalogue and success messages", () => {
    const en = bundles.en;
    expect(en["common:messages.anErrorOccurred"]).toBe("An error occurred");
    expect(en["common:messages.sessionExpired"]).toBe("Your Session Period has expired");
    expect(en["common:messages.pageNotFound"]).toBe("Page Not Found");
    expect(en["common:messages.noResults"]).toBe("No Results");
    expect(en["common:messages.minThreeLetters"]).toBe("Enter a minimum of 3 letters");
    expect(en["common:messages.noInterestedPerson"]).toBe("There is no interested person");
    expect(en["common:messages.loggedIn"]).toBe("You logged in successfully");
    expect(en["common:messages.resetRequestSent"]).toBe(
      "Your Password Reset Request Has Been Sent to Your E-Mail Address",
    );
    expect(en["common:messages.passwordChanged"]).toBe("Your Password Changed Successfully");
    expect(en["common:messages.redirectingHome"]).toBe("You're Being Redirected to the Home Page");
  });

  it("Turkish strings are not left in English", () => {
    // Words Turkish writes as English does.
    const sameInTurkish = new Set(["Blog"]);
    const same = Object.entries(bundles.tr).filter(
      ([k, v]) =>
        typeof v === "string" &&
        v === bundles.en[k] &&
        /[a-z]{4,}/i.test(v) &&
        !/Kargo|\.eml|SMS|GTIP|HS|{{/.test(v) &&
        !sameInTurkish.has(v),
    );
    expect(same.map(([k]) => k)).toEqual([]);
  });
});
