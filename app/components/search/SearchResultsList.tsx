import Star from "@mui/icons-material/Star";
import StarBorder from "@mui/icons-material/StarBorder";
import InsertDriveFileOutlined from "@mui/icons-material/InsertDriveFileOutlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { formatDate } from "~/lib/format";
import type { SearchPageItem, SearchResults } from "~/lib/search/types";
import { searchIcon } from "./icons";

function initials(name: string) {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p[0])
    .join("")
    .toLocaleUpperCase("tr");
}

/** The star of a page result as a plain form: works without JavaScript (the /search action). */
export function BookmarkStarForm({ page, redirectTo }: { page: SearchPageItem; redirectTo: string }) {
  const { t } = useTranslation("search");
  const label = page.isBookmarked ? t("unbookmark") : t("bookmark");
  return (
    <Form method="post" action="/search" style={{ display: "inline-flex" }}>
      <input type="hidden" name="intent" value="bookmark" />
      <input type="hidden" name="id" value={page.id} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <StarButton type="submit" label={label} on={page.isBookmarked} />
    </Form>
  );
}

export function StarButton({
  on,
  label,
  type = "button",
  onClick,
}: {
  on: boolean;
  label: string;
  type?: "button" | "submit";
  onClick?: () => void;
}) {
  return (
    <IconButton
      type={type}
      size="small"
      aria-label={label}
      title={label}
      aria-pressed={on}
      data-testid="bookmark-star"
      onClick={onClick}
      sx={{ color: on ? "warning.main" : "text.secondary" }}
    >
      {on ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
    </IconButton>
  );
}

/**
 * Search results grouped Pages, Files, Contacts. Pages are links (with a bookmark star);
 * contacts link to a new mail. `activeId` marks the page the keyboard is on.
 */
export function SearchResultsList({
  results,
  renderStar,
  activeId,
  onNavigate,
  hideGroupTitles = false,
}: {
  results: SearchResults;
  renderStar?: (page: SearchPageItem) => ReactNode;
  activeId?: number | null;
  onNavigate?: () => void;
  hideGroupTitles?: boolean;
}) {
  const { t, i18n } = useTranslation("search");
  const header = (key: "pages" | "files" | "contacts") =>
    hideGroupTitles ? undefined : (
      <ListSubheader
        disableSticky
        sx={{
          bgcolor: "transparent",
          lineHeight: "28px",
          textTransform: "uppercase",
          fontSize: 11,
          letterSpacing: 0.8,
          px: 1,
        }}
      >
        {t(`groups.${key}`)}
      </ListSubheader>
    );
  return (
    <Box data-testid="search-groups">
      {results.pages.length > 0 && (
        <List dense subheader={header("pages")} data-group="pages" aria-label={t("groups.pages")}>
          {results.pages.map((page) => {
            const Icon = searchIcon(page.icon);
            return (
              <ListItem key={page.id} disablePadding secondaryAction={renderStar?.(page)} data-testid="search-page">
                <ListItemButton
                  component={Link}
                  to={page.link}
                  onClick={onNavigate}
                  selected={activeId === page.id}
                  id={`search-option-${page.id}`}
                  role="option"
                  aria-selected={activeId === page.id}
                  sx={{ borderRadius: 1.5 }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText
                    primary={page.title}
                    secondary={page.link}
                    slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true, sx: { fontSize: 12 } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      {results.files.length > 0 && (
        <List dense subheader={header("files")} data-group="files" aria-label={t("groups.files")}>
          {results.files.map((file) => (
            <ListItem key={file.title} sx={{ px: 2 }} data-testid="search-file">
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileOutlined fontSize="small" color="action" />
              </ListItemIcon>
              <ListItemText
                primary={file.title}
                secondary={t("fileBy", { by: file.by, size: file.size })}
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {results.contacts.length > 0 && (
        <List dense subheader={header("contacts")} data-group="contacts" aria-label={t("groups.contacts")}>
          {results.contacts.map((contact) => (
            <ListItem key={contact.email} disablePadding data-testid="search-contact">
              <ListItemButton component="a" href={`mailto:${contact.email}`} sx={{ borderRadius: 1.5 }}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Avatar src={contact.img} alt="" sx={{ width: 26, height: 26, fontSize: 12 }}>
                    {initials(contact.title)}
                  </Avatar>
                </ListItemIcon>
                <ListItemText
                  primary={contact.title}
                  secondary={contact.email}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                />
                <Box component="span" sx={{ ml: 1, color: "text.secondary", fontSize: 12, flexShrink: 0 }}>
                  {formatDate(contact.date, i18n.language)}
                </Box>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
