import Pagination from "@mui/material/Pagination";
import PaginationItem from "@mui/material/PaginationItem";
import { Link, useLocation } from "react-router";

/** Page links that keep the rest of the query (work without JavaScript). */
export function Pager({ page, pages, label }: { page: number; pages: number; label: string }) {
  const { search } = useLocation();
  if (pages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(search);
    if (n <= 1) params.delete("page");
    else params.set("page", String(n));
    const q = params.toString();
    return q ? `?${q}` : "?";
  };
  return (
    <Pagination
      page={Math.min(page, pages)}
      count={pages}
      shape="rounded"
      color="primary"
      aria-label={label}
      siblingCount={1}
      sx={{ "& ul": { justifyContent: "center" } }}
      renderItem={(item) => <PaginationItem component={Link} to={href(item.page ?? 1)} preventScrollReset {...item} />}
    />
  );
}
