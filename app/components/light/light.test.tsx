import HomeOutlined from "@mui/icons-material/HomeOutlined";
import TaskAltOutlined from "@mui/icons-material/TaskAltOutlined";
import WarningOutlined from "@mui/icons-material/WarningOutlined";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { i18nFor } from "~/lib/i18n.server";
import { describe, expect, it } from "vitest";
import { lightCss } from "~/theme/light-css";
import { themeFor } from "~/theme";
import { STATUS_DISPLAY, StatusChip, statusChipHtml } from "~/components/shipments/status";
import { SHIPMENT_STATUSES } from "~/lib/shipments/domain";
import { OfferStatusChip, offerStatusChipHtml } from "~/components/offers/OfferStatusChip";
import { OFFER_STATUS_COLORS, type OfferStatus } from "~/lib/offers";
import { TRANSPORT_LOOK, TransportChip, transportChipHtml } from "~/components/freight/TransportChip";
import { TRANSPORT_TYPES } from "~/lib/freight";
import { NAVIGATION } from "~/components/layout/navigation";
import { Chip, chipHtml } from "./Chip";
import { LightIcon, hasIconMarkup, iconPath, lightIconHtml } from "./LightIcon";
import { LightTextField } from "./TextField";

describe("LightIcon", () => {
  it("draws the same path as the MUI icon, without the SvgIcon wrapper", () => {
    const html = renderToStaticMarkup(<LightIcon icon={HomeOutlined} />);
    const mui = renderToStaticMarkup(<HomeOutlined />);
    const d = /<path d="([^"]+)"/.exec(mui)?.[1];
    expect(d).toBeTruthy();
    expect(html).toContain(`d="${d}"`);
    expect(html).toMatch(/^<svg class="light-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">/);
    expect(html).not.toContain("MuiSvgIcon");
  });

  it("finds the path of every icon the menu and the status chips use (a MUI upgrade that hides it fails here)", () => {
    const icons = [...NAVIGATION.flatMap((s) => s.items.map((i) => i.icon)), ...Object.values(STATUS_DISPLAY).map((s) => s.icon), TaskAltOutlined];
    for (const icon of icons) expect(iconPath(icon)).not.toBeNull();
  });

  it("falls back to the component when it cannot read a path", () => {
    const Odd = Object.assign(() => <svg data-odd="" />, { muiName: "SvgIcon" }) as unknown as typeof HomeOutlined;
    expect(iconPath(Odd)).toBeNull();
    expect(renderToStaticMarkup(<LightIcon icon={Odd} />)).toContain("data-odd");
  });
});

describe("Chip", () => {
  it("carries variant, colour and size as classes, an icon and data attributes", () => {
    const html = renderToStaticMarkup(<Chip size="small" color="success" icon={TaskAltOutlined} label="Teslim edildi" data-status="delivered" />);
    expect(html).toContain('class="light-chip light-chip-filled light-chip-success light-chip-small"');
    expect(html).toContain('data-status="delivered"');
    expect(html).toContain('class="light-icon light-icon-inherit light-chip-icon"');
    expect(html).toContain('<span class="light-chip-label">Teslim edildi</span>');
  });

  it("defaults to a medium, filled, default-coloured chip without an icon", () => {
    expect(renderToStaticMarkup(<Chip label="x" />)).toBe('<span class="light-chip light-chip-filled light-chip-default"><span class="light-chip-label">x</span></span>');
  });
});

describe("markup without React (lightIconHtml, chipHtml and the list chips)", () => {
  // Every icon drawn as markup: the menu's, the status and transport chips', and the freight list's warning.
  const icons = [
    ...NAVIGATION.flatMap((s) => s.items.map((i) => i.icon)),
    ...Object.values(STATUS_DISPLAY).map((s) => s.icon),
    ...Object.values(TRANSPORT_LOOK).map((s) => s.icon),
    TaskAltOutlined,
    WarningOutlined,
  ];

  it("writes every icon the lists draw exactly as LightIcon renders it", () => {
    for (const icon of icons) {
      expect(hasIconMarkup(icon)).toBe(true);
      for (const size of ["small", "medium", "inherit"] as const) {
        expect(lightIconHtml(icon, size, "x-y").value).toBe(renderToStaticMarkup(<LightIcon icon={icon} size={size} className="x-y" />));
      }
    }
  });

  it("writes a chip exactly as Chip renders it, its label escaped", () => {
    const label = `Tom & "Jerry" <b>`;
    expect(chipHtml({ label, color: "warning", variant: "outlined", size: "small", icon: TaskAltOutlined, data: { "data-status": "x" } }).value).toBe(
      renderToStaticMarkup(<Chip label={label} color="warning" variant="outlined" size="small" icon={TaskAltOutlined} data-status="x" />),
    );
    expect(chipHtml({ label: "x" }).value).toBe(renderToStaticMarkup(<Chip label="x" />));
  });

  /** A chip component's markup in a language, next to the markup its html twin writes with the same label. */
  function both(lng: "de" | "fr" | "pt", node: ReactNode) {
    return renderToStaticMarkup(<I18nextProvider i18n={i18nFor(lng)}>{node}</I18nextProvider>);
  }

  it("writes every shipment status, offer status and transport chip exactly as its component renders it", () => {
    const t = i18nFor("de").t;
    for (const status of SHIPMENT_STATUSES) expect(statusChipHtml(status, t(`shipments:status.${status}`)).value).toBe(both("de", <StatusChip status={status} />));
    const fr = i18nFor("fr").t;
    for (const status of Object.keys(OFFER_STATUS_COLORS) as OfferStatus[]) expect(offerStatusChipHtml(status, fr(`offers:status.${status}`)).value).toBe(both("fr", <OfferStatusChip status={status} />));
    const pt = i18nFor("pt").t;
    for (const type of TRANSPORT_TYPES) expect(transportChipHtml(type, pt(`freight:transportTypes.${type}`)).value).toBe(both("pt", <TransportChip type={type} />));
  });

  it("draws an icon without a readable path as an empty box (and says so)", () => {
    const Odd = Object.assign(() => <svg data-odd="" />, { muiName: "SvgIcon" }) as unknown as typeof HomeOutlined;
    expect(hasIconMarkup(Odd)).toBe(false);
    expect(lightIconHtml(Odd).value).toBe('<svg class="light-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"></svg>');
  });
});

describe("lightCss", () => {
  it("builds a skin's rules once, also for the shallow copy of the theme that CssBaseline is given", () => {
    const theme = themeFor("dark");
    const rules = lightCss(theme);
    expect(lightCss({ ...theme })).toBe(rules);
    expect(lightCss(themeFor("light"))).not.toBe(rules);
    expect(rules[".light-card"]).toMatchObject({ backgroundColor: theme.palette.background.paper });
  });
});

describe("LightTextField", () => {
  it("labels its input, keeps the value, and floats the label only for text it can measure", () => {
    const html = renderToStaticMarkup(<LightTextField name="q" type="search" label="Ara" defaultValue="KG1" inputProps={{ "data-testid": "q", maxLength: 100 }} className="f-q" />);
    const id = /<input[^>]* id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label class="lf-label" for="${id}" id="${id}-label">Ara</label>`);
    expect(html).toMatch(/^<div class="lf lf-full lf-float f-q">/);
    expect(html).toContain('name="q"');
    expect(html).toContain('value="KG1"');
    expect(html).toContain('maxLength="100"');
    expect(html).toContain('data-testid="q"');
    // :placeholder-shown needs a placeholder to tell an empty field.
    expect(html).toContain('placeholder=" "');
    expect(html).toContain("<legend><span>Ara</span></legend>");
  });

  it("keeps the label up for dates and selects, and selects the current option", () => {
    const date = renderToStaticMarkup(<LightTextField name="from" type="date" label="Başlangıç" fullWidth={false} />);
    expect(date).toMatch(/^<div class="lf">/);
    expect(date).not.toContain("placeholder");
    const select = renderToStaticMarkup(
      <LightTextField name="type" select label="Tip" defaultValue="package">
        <option value="">Tümü</option>
        <option value="package">Paket</option>
      </LightTextField>,
    );
    expect(select).toMatch(/^<div class="lf lf-full">/);
    expect(select).toContain('<option value="package" selected="">Paket</option>');
    expect(select).toContain('class="lf-select-icon"');
  });

  it("passes required and the input mode on, and puts a unit after the text", () => {
    const html = renderToStaticMarkup(<LightTextField name="weight" label="Ağırlık" inputProps={{ required: true, inputMode: "decimal" }} endAdornment="kg" />);
    expect(html).toMatch(/<input class="lf-input"[^>]* required=""[^>]* inputMode="decimal"[^>]*\/><span class="lf-end">kg<\/span><fieldset/);
    const select = renderToStaticMarkup(
      <LightTextField name="country" select label="Ülke" inputProps={{ required: true }} endAdornment="kg">
        <option value="">Seçin</option>
      </LightTextField>,
    );
    expect(select).toMatch(/<select class="lf-input lf-select"[^>]* required=""/);
    // A select has its arrow there instead.
    expect(select).not.toContain("lf-end");
  });
});
