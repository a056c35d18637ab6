import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link, type Params } from "react-router";
import type { Route } from "./+types/_panel.layouts.$name";
import type { ShellHandle } from "./_panel";
import type { ShellLayout } from "~/components/layout/AppShell";
import { Example, GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { GALLERIES, isDemo } from "~/components/demo/gallery/galleries";
import { LayoutFooter } from "~/components/demo/gallery/layouts";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { titleMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";

/** Every layout demo is a configuration the shell knows (a name outside ShellLayout does not compile). */
const LAYOUTS: readonly ShellLayout[] = GALLERIES.layouts;

/**
 * The demo's strings, and what it asks of the shell (read by app/routes/_panel.tsx): the configuration named in
 * the address, for this page only, and the demo footer.
 */
export const handle: ShellHandle & { i18n: string[] } = {
  i18n: ["demo-gallery", "demo-gallery-2"],
  layout: (params: Params) => (isDemo("layouts", params.name) ? params.name : undefined),
  footer: LayoutFooter,
};

/** One layout demo (`/layouts/boxed`, …); other names are 404. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return galleryDemo(context, request, "layouts", params.name);
}

/** How each part of the shell looks in a configuration; the menu follows the preference unless the layout says. */
function shellParts(layout: ShellLayout, preferCollapsed: boolean) {
  const menu =
    layout === "blank" ? "hidden" : layout === "collapsed-menu" || preferCollapsed ? "collapsed" : "expanded";
  const navbar =
    layout === "blank"
      ? "hidden"
      : layout === "navbar-hidden"
        ? "hiddenWide"
        : layout === "navbar-static"
          ? "static"
          : "sticky";
  const content = layout === "boxed" ? "boxed" : "full";
  const footer = layout === "blank" || layout === "footer-hidden" ? "hidden" : "shown";
  return { menu, navbar, content, footer };
}

export default function LayoutDemo({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("demo-gallery-2");
  const { t: tg } = useTranslation("demo-gallery");
  const preferCollapsed = useRootData()?.prefs.menuCollapsed ?? false;
  const { name } = loaderData;
  const parts = shellParts(name, preferCollapsed);
  return (
    <GalleryDemo gallery="layouts" name={name}>
      <Example title={t("layouts.parts")}>
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" data-testid="shell-parts">
            <TableHead>
              <TableRow>
                <TableCell>{t("layouts.part")}</TableCell>
                <TableCell>{t("layouts.state")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(Object.keys(parts) as (keyof typeof parts)[]).map((part) => (
                <TableRow key={part}>
                  <TableCell component="th" scope="row">
                    {t(`layouts.${part}`)}
                  </TableCell>
                  <TableCell data-testid={`part-${part}`}>{t(`layouts.states.${parts[part]}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Typography variant="body2" sx={{ mt: 2 }} data-testid="menu-preference">
          {t("layouts.preference", {
            state: t(`layouts.states.${preferCollapsed ? "collapsed" : "expanded"}`),
          })}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t("layouts.scroll")}
        </Typography>
      </Example>
      <Example title={t("layouts.others")}>
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexWrap: "wrap", gap: 1 }}>
          {LAYOUTS.filter((other) => other !== name).map((other) => (
            <li key={other}>
              <Button component={Link} to={`/layouts/${other}`} variant="outlined" size="small">
                {tg(`layouts.demos.${other}.title`)}
              </Button>
            </li>
          ))}
        </Box>
      </Example>
    </GalleryDemo>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
