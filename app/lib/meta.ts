/** Page titles: the loader translates the title; `meta` reads it from the loader's data. */
export function titleMeta(data: { title?: string } | undefined) {
  const app = "Kargo Panel";
  return [{ title: data?.title ? `${data.title} · ${app}` : app }];
}
