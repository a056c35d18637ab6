import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, login, test } from "./fixtures";

/**
 * The print views keep their paper size when printed from Chromium: the shipment label on A6 (one
 * page per parcel), the proforma and the price offer on A4. Printed to PDF with the page's own CSS
 * size (`preferCSSPageSize`, as the print dialog does), then each page's size is read from the PDF.
 */
const MM = 72 / 25.4;
const A6 = { width: 105 * MM, height: 148 * MM };
const A4 = { width: 210 * MM, height: 297 * MM };
/** A point and a half either way: Chromium rounds page sizes to whole CSS pixels. */
const TOLERANCE = 1.5;

/** Width and height in points of every page, from `pdfinfo` (poppler-utils), else from the PDF's MediaBoxes. */
function pageSizes(file: string): Array<{ width: number; height: number }> {
  try {
    const info = execFileSync("pdfinfo", ["-f", "1", "-l", "999", file], { encoding: "utf8" });
    const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => ({
      width: Number(m[1]),
      height: Number(m[2]),
    }));
    if (sizes.length) return sizes;
  } catch {
    // pdfinfo is not installed: read the boxes below.
  }
  const text = fs.readFileSync(file).toString("latin1");
  return [
    ...text.matchAll(
      /\/Type\s*\/Page[^s][\s\S]*?\/MediaBox\s*\[\s*([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s*\]/g,
    ),
  ].map((m) => ({
    width: Number(m[3]) - Number(m[1]),
    height: Number(m[4]) - Number(m[2]),
  }));
}

async function printedSizes(page: Page, file: string) {
  fs.writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  return pageSizes(file);
}

function expectSize(
  sizes: Array<{ width: number; height: number }>,
  paper: { width: number; height: number },
  what: string,
) {
  expect(sizes.length, what).toBeGreaterThan(0);
  for (const [i, size] of sizes.entries()) {
    expect(Math.abs(size.width - paper.width), `${what}, page ${i + 1}: width ${size.width} pt`).toBeLessThanOrEqual(
      TOLERANCE,
    );
    expect(
      Math.abs(size.height - paper.height),
      `${what}, page ${i + 1}: height ${size.height} pt`,
    ).toBeLessThanOrEqual(TOLERANCE);
  }
}

/** The first seeded shipment (by id) whose print view answers and satisfies `wanted`. */
async function findShipment(
  request: APIRequestContext,
  view: "label" | "proforma",
  wanted: (html: string) => boolean,
): Promise<number> {
  for (let id = 1; id <= 60; id++) {
    const response = await request.get(`/shipments/${id}/${view}`);
    if (response.status() === 200 && wanted(await response.text())) return id;
  }
  throw new Error(`no seeded shipment with a fitting ${view}`);
}

test("the label prints on A6, one page per parcel; the proforma and the offer keep A4", async ({ page }, testInfo) => {
  test.slow(); // three print views rendered to PDF
  await login(page, "admin");

  const sheets = (html: string) => html.split('data-testid="label-sheet"').length - 1;
  const labelId = await findShipment(page.request, "label", (html) => sheets(html) >= 2);
  await page.goto(`/shipments/${labelId}/label`);
  const parcels = await page.getByTestId("label-sheet").count();
  expect(parcels).toBeGreaterThanOrEqual(2);
  const label = await printedSizes(page, testInfo.outputPath("label.pdf"));
  expect(label, "one A6 page per parcel").toHaveLength(parcels);
  expectSize(label, A6, "label");

  const proformaId = await findShipment(page.request, "proforma", () => true);
  await page.goto(`/shipments/${proformaId}/proforma`);
  await expect(page.getByTestId("proforma-sheet")).toBeVisible();
  expectSize(await printedSizes(page, testInfo.outputPath("proforma.pdf")), A4, "proforma");

  await page.goto("/offers");
  const hrefs = await page
    .locator('main a[href^="/offers/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const offerId = hrefs.map((href) => /^\/offers\/(\d+)$/.exec(href)?.[1]).find(Boolean);
  expect(offerId, "a seeded offer in the list").toBeTruthy();
  await page.goto(`/offers/${offerId}/print`);
  await expect(page.getByTestId("offer-document")).toBeVisible();
  expectSize(await printedSizes(page, testInfo.outputPath("offer.pdf")), A4, "offer");
});
