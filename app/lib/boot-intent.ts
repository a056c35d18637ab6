/**
 * Set on `<html>` by the boot script of a page that hydrates on intent (app/lib/deferred-boot.server.ts) when
 * the key that started its scripts was the search shortcut (Ctrl+K, ⌘K or "/"): the navbar search opens as
 * soon as React runs, so the first press is not lost to the loading.
 */
export const OPEN_SEARCH_ATTRIBUTE = "data-open-search";
