import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import type { Theme } from "@mui/material/styles";
import InputBase from "@mui/material/InputBase";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useNavigate, useRevalidator } from "react-router";
import { OPEN_SEARCH_ATTRIBUTE } from "~/lib/boot-intent";
import { useRootData } from "~/lib/root-data";
import { useHydrated } from "~/lib/use-hydrated";
import type { SearchPageItem, SearchResults } from "~/lib/search/types";
import { searchIcon } from "./icons";
import { SearchResultsList, StarButton } from "./SearchResultsList";

interface SearchData {
  results: SearchResults;
  bookmarks: SearchPageItem[];
}

/**
 * Toggles a bookmark from the browser: through the demo interface (`POST /mock/api/bookmarks/update`)
 * when it is on, else through the /search action; then the navbar's bookmarks reload.
 */
function useBookmarkToggle() {
  const demoApi = useRootData()?.demoApi ?? false;
  const revalidator = useRevalidator();
  const fetcher = useFetcher();
  return useCallback(
    async (id: number): Promise<boolean | null> => {
      if (!demoApi) {
        await fetcher.submit(
          { intent: "bookmark", id: String(id), via: "fetch" },
          { method: "post", action: "/search" },
        );
        return null;
      }
      const response = await fetch("/mock/api/bookmarks/update", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ id }),
      });
      if (!response.ok) return null;
      const result = (await response.json()) as { isBookmarked: boolean };
      await revalidator.revalidate();
      return result.isBookmarked;
    },
    [demoApi, fetcher, revalidator],
  );
}

function isTypingTarget(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

function SearchDialog({ open, onClose, onExited }: { open: boolean; onClose: () => void; onExited: () => void }) {
  const { t } = useTranslation("search");
  const fetcher = useFetcher<SearchData>();
  const navigate = useNavigate();
  const toggle = useBookmarkToggle();
  const [q, setQ] = useState("");
  const [active, setActive] = useState(0);
  const [starred, setStarred] = useState<Record<number, boolean>>({});

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void fetcher.load(`/search?${new URLSearchParams({ q: q.trim() })}`), 120);
    return () => clearTimeout(timer);
    // fetcher.load is stable enough for this; re-run only on a new query or when opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, open]);
  // Stars clicked here only until the next answer, which carries the saved state (React's "previous render" pattern).
  const [answered, setAnswered] = useState(fetcher.data);
  if (answered !== fetcher.data) {
    setAnswered(fetcher.data);
    setStarred({});
  }

  const data = fetcher.data;
  const withStars = useCallback(
    (p: SearchPageItem) => (p.id in starred ? { ...p, isBookmarked: starred[p.id] } : p),
    [starred],
  );
  const results: SearchResults | null = useMemo(() => {
    if (!data) return null;
    if (!q.trim()) return { q: "", pages: data.bookmarks.map(withStars), files: [], contacts: [] };
    return { ...data.results, pages: data.results.pages.map(withStars) };
  }, [data, q, withStars]);
  const pages = results?.pages ?? [];
  const empty = Boolean(
    q.trim() &&
    data &&
    data.results.q === q.trim() &&
    pages.length + data.results.files.length + data.results.contacts.length === 0,
  );

  const go = (page: SearchPageItem | undefined) => {
    if (!page) return;
    onClose();
    navigate(page.link);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, Math.max(pages.length - 1, 0)));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === "Enter") {
      event.preventDefault();
      go(pages[active]);
    }
  };
  const star = (page: SearchPageItem) => (
    <StarButton
      on={page.isBookmarked}
      label={page.isBookmarked ? t("unbookmark") : t("bookmark")}
      onClick={async () => {
        setStarred((s) => ({ ...s, [page.id]: !page.isBookmarked }));
        const now = await toggle(page.id);
        if (now !== null) setStarred((s) => ({ ...s, [page.id]: now }));
      }}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      disableRestoreFocus
      aria-label={t("title")}
      sx={{ "& .MuiDialog-container": { alignItems: "flex-start" } }}
      slotProps={{
        transition: { onExited },
        paper: {
          sx: { mt: { xs: 2, sm: "10vh" }, mx: { xs: 1, sm: 4 }, width: { xs: "calc(100% - 16px)", sm: undefined } },
        },
      }}
      data-testid="search-dialog"
    >
      <Box
        component="form"
        role="search"
        onSubmit={(e) => (e.preventDefault(), go(pages[active]))}
        sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, py: 1.25 }}
      >
        <SearchIcon color="action" />
        <InputBase
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog opened to type a query focuses its field (WAI-ARIA dialog pattern)
          autoFocus
          fullWidth
          value={q}
          onChange={(e) => {
            setQ(e.target.value.slice(0, 100));
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={t("placeholder")}
          inputProps={{
            "aria-label": t("title"),
            role: "combobox",
            "aria-expanded": pages.length > 0,
            "aria-activedescendant": pages[active] ? `search-option-${pages[active].id}` : undefined,
            "data-testid": "search-input",
          }}
        />
        <Box
          component="kbd"
          sx={{
            fontSize: 11,
            px: 0.75,
            py: 0.25,
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
            color: "text.secondary",
            display: { xs: "none", sm: "block" },
          }}
        >
          Esc
        </Box>
      </Box>
      {fetcher.state === "loading" ? <LinearProgress sx={{ height: 2 }} /> : <Divider />}
      <Box sx={{ maxHeight: "60vh", overflowY: "auto", px: 1, py: 1 }} role="listbox" aria-label={t("groups.pages")}>
        {!q.trim() && (
          <Typography variant="overline" color="textSecondary" sx={{ px: 1 }} component="div">
            {t("bookmarks")}
          </Typography>
        )}
        {results && (
          <SearchResultsList
            results={results}
            hideGroupTitles={!q.trim()}
            renderStar={star}
            activeId={pages[active]?.id ?? null}
            onNavigate={onClose}
          />
        )}
        {!q.trim() && data && pages.length === 0 && (
          <Typography color="textSecondary" sx={{ px: 1, py: 1 }}>
            {t("noBookmarks")}
          </Typography>
        )}
        {empty && (
          <Typography color="textSecondary" sx={{ px: 1, py: 2 }} data-testid="search-empty">
            {t("noResults", { q: q.trim() })}
          </Typography>
        )}
      </Box>
      <Divider />
      <Typography variant="caption" color="textSecondary" sx={{ px: 2, py: 1 }}>
        {t("hint")}
      </Typography>
    </Dialog>
  );
}

/** Bookmarked screens as icons in the navbar. */
export function NavbarBookmarks({ items }: { items: SearchPageItem[] }) {
  const { t } = useTranslation("search");
  if (items.length === 0) return null;
  return (
    <Box component="nav" aria-label={t("bookmarks")} data-testid="navbar-bookmarks" sx={BOOKMARKS_CSS}>
      {items.slice(0, 10).map((item) => {
        const Icon = searchIcon(item.icon);
        return (
          <Link key={item.id} to={item.link} aria-label={item.title} title={item.title} data-target={item.target}>
            <Icon fontSize="small" />
          </Link>
        );
      })}
    </Box>
  );
}

/** Icon links, hidden on phones (the search dialog lists the bookmarks there). */
const BOOKMARKS_CSS = (theme: Theme) =>
  ({
    display: "flex",
    alignItems: "center",
    gap: 0.25,
    [theme.breakpoints.down("md")]: { display: "none" },
    "& > a": {
      display: "inline-flex",
      p: "5px",
      borderRadius: "50%",
      color: "action.active",
      "&:hover": { bgcolor: "action.hover" },
      "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main" },
    },
  }) as const;

/**
 * The navbar search: a GET form to /search (works without JavaScript). With JavaScript it opens a
 * dialog instead, also with Ctrl+K / ⌘K or "/", that shows results as the user types.
 */
export function NavbarSearch({ bookmarks }: { bookmarks: SearchPageItem[] }) {
  const { t } = useTranslation("search");
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);

  useEffect(() => {
    // The shortcut that started this page's scripts (a page that hydrates on intent) opens the search now.
    const root = document.documentElement;
    if (root.hasAttribute(OPEN_SEARCH_ATTRIBUTE)) {
      root.removeAttribute(OPEN_SEARCH_ATTRIBUTE);
      // State from outside React (the boot script's mark), read once when the navbar mounts.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setOpen(true);
    }
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setOpen(true);
      } else if (
        event.key === "/" &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTypingTarget(event.target)
      ) {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const openDialog = (event: React.SyntheticEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    (event.target as HTMLElement).blur?.();
    setOpen(true);
  };

  return (
    <>
      <NavbarBookmarks items={bookmarks} />
      <Box
        component="form"
        method="get"
        action="/search"
        role="search"
        aria-label={t("title")}
        onSubmit={openDialog}
        data-testid="navbar-search"
        sx={SEARCH_FORM_CSS}
      >
        <IconButton
          type="submit"
          aria-label={t("open")}
          title={`${t("open")} (${t("shortcutHint")})`}
          size="small"
          onClick={openDialog}
          data-testid="search-open"
        >
          <SearchIcon fontSize="small" />
        </IconButton>
        <InputBase
          name="q"
          type="search"
          placeholder={t("navbarPlaceholder")}
          onFocus={openDialog}
          onMouseDown={openDialog}
          inputProps={{ "aria-label": t("title"), maxLength: 100 }}
          sx={{ display: { xs: "none", md: "flex" }, flexGrow: 1, fontSize: 14 }}
        />
        <kbd>Ctrl K</kbd>
      </Box>
      {/* Once closed, the next opening starts from an empty query: a new dialog state. */}
      {hydrated && (
        <SearchDialog
          key={openings}
          open={open}
          onClose={() => setOpen(false)}
          onExited={() => setOpenings((n) => n + 1)}
        />
      )}
    </>
  );
}

/** The navbar's search form and its shortcut hint. */
const SEARCH_FORM_CSS = {
  ml: "auto",
  display: "flex",
  alignItems: "center",
  gap: 0.5,
  borderRadius: 2,
  border: { xs: 0, md: 1 },
  borderColor: { md: "divider" },
  pl: { md: 0.5 },
  pr: { md: 1 },
  width: { md: 220, lg: 260 },
  bgcolor: { md: "action.hover" },
  "& > kbd": {
    display: { xs: "none", lg: "block" },
    fontSize: 11,
    px: 0.75,
    py: 0.25,
    border: 1,
    borderColor: "divider",
    borderRadius: 1,
    color: "text.secondary",
    whiteSpace: "nowrap",
    fontFamily: "monospace",
  },
} as const;
