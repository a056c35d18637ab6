import { test, expect, login } from "./fixtures";
import type { APIRequestContext } from "@playwright/test";

/**
 * The demo interface over HTTP (SPEC point 7): every route under /mock, with its status codes and
 * response shapes, against the running production build. The demo state is shared by the whole
 * server process, so this file runs in order and each test only asserts what it changed itself.
 */
test.describe.configure({ mode: "serial" });

async function json(request: APIRequestContext, method: "get" | "post" | "delete", path: string, data?: unknown) {
  const response = await request[method](`/mock${path}`, data === undefined ? {} : { data });
  const body = response.headers()["content-type"]?.includes("json") ? await response.json() : await response.text();
  return { status: response.status(), body };
}

test("data tables and autocomplete", async ({ request }) => {
  const initial = await json(request, "get", "/api/datatables/initial-data");
  expect(initial.status).toBe(200);
  expect(initial.body.length).toBeGreaterThanOrEqual(50);
  expect(Object.keys(initial.body[0])).toEqual(
    expect.arrayContaining(["id", "full_name", "email", "city", "salary", "status"]),
  );
  const page = await json(request, "get", "/api/datatables/data?page=2&perPage=10");
  expect(page.status).toBe(200);
  expect(page.body.data).toHaveLength(10);
  expect(page.body.total).toBe(initial.body.length);
  expect(page.body.data[0].id).toBe(initial.body[10].id);
  const q = await json(request, "get", `/api/datatables/data?q=${encodeURIComponent(initial.body[3].email)}`);
  expect(q.body.data[0].id).toBe(initial.body[3].id);
  expect((await json(request, "get", "/api/datatables/data?perPage=zero")).status).toBe(400);
  const auto = await json(request, "get", "/api/autocomplete/data");
  expect(auto.status).toBe(200);
  expect(auto.body[0]).toHaveProperty("title");
});

test("search and bookmarks (signed out: public screens only)", async ({ request }) => {
  const search = await json(request, "get", "/api/main-search/data");
  expect(search.status).toBe(200);
  expect(search.body.searchArr.map((g: { groupTitle: string }) => g.groupTitle)).toEqual([
    "Pages",
    "Files",
    "Contacts",
  ]);
  expect(search.body.searchArr[0].data.map((p: { link: string }) => p.link).sort()).toEqual([
    "/freight/calculate",
    "/tracking",
  ]);
  const marks = await json(request, "get", "/api/bookmarks/data");
  expect(marks.status).toBe(200);
  expect(marks.body).toHaveProperty("suggestions");
  expect(marks.body).toHaveProperty("bookmarks");
  const tracking = marks.body.suggestions.find((p: { link: string }) => p.link === "/tracking");
  const on = await json(request, "post", "/api/bookmarks/update", { id: tracking.id });
  expect(on).toEqual({ status: 200, body: { id: tracking.id, isBookmarked: true } });
  const off = await json(request, "post", "/api/bookmarks/update", { id: tracking.id });
  expect(off.body.isBookmarked).toBe(false);
  expect((await json(request, "post", "/api/bookmarks/update", { id: 99999 })).status).toBe(404);
  expect((await json(request, "post", "/api/bookmarks/update", { id: "abc" })).status).toBe(400);
});

test("search data for a signed-in admin: every screen, files and contacts", async ({ page }) => {
  await login(page, "admin");
  const search = await json(page.request, "get", "/api/main-search/data");
  const [pages, files, contacts] = search.body.searchArr;
  expect(pages.searchLimit).toBe(4);
  expect(pages.data.length).toBeGreaterThan(60);
  expect(pages.data.find((p: { link: string }) => p.link === "/freight/calculate").title).toBe("Navlun hesaplama");
  expect(Object.keys(files.data[0]).sort()).toEqual(["by", "file", "size", "title"]);
  expect(Object.keys(contacts.data[0]).sort()).toEqual(["date", "email", "img", "title"]);
  const marks = await json(page.request, "get", "/api/bookmarks/data");
  expect(marks.body.bookmarks.map((b: { target: string }) => b.target)).toEqual(
    expect.arrayContaining(["email", "chat", "todo", "calendar"]),
  );
});

test("email", async ({ request }) => {
  const inbox = await json(request, "get", "/apps/email/emails");
  expect(inbox.status).toBe(200);
  expect(inbox.body.emails.length).toBeGreaterThan(0);
  expect(inbox.body.emails.every((e: { folder: string }) => e.folder === "inbox")).toBe(true);
  expect(Object.keys(inbox.body.emailsMeta).sort()).toEqual(["draft", "inbox", "spam"]);
  const first = inbox.body.emails[0];
  expect(Object.keys(first)).toEqual(
    expect.arrayContaining([
      "id",
      "from",
      "to",
      "subject",
      "cc",
      "bcc",
      "message",
      "attachments",
      "isStarred",
      "labels",
      "time",
      "replies",
      "folder",
      "isRead",
    ]),
  );
  for (const folder of ["sent", "draft", "spam", "trash", "starred"])
    expect((await json(request, "get", `/apps/email/emails?folder=${folder}`)).status).toBe(200);
  expect(
    (await json(request, "get", "/apps/email/emails?label=company")).body.emails.every((e: { labels: string[] }) =>
      e.labels.includes("company"),
    ),
  ).toBe(true);
  expect((await json(request, "get", "/apps/email/emails?folder=archive")).status).toBe(400);

  const one = await json(request, "get", `/apps/email/get-email?id=${first.id}`);
  expect(one.status).toBe(200);
  expect(one.body).toMatchObject({ id: first.id, hasPreviousMail: false, hasNextMail: true });
  expect((await json(request, "get", "/apps/email/get-email?id=99999")).status).toBe(404);
  const next = await json(request, "get", `/apps/email/paginate-email?dir=next&emailId=${first.id}`);
  expect(next).toMatchObject({ status: 200, body: { id: inbox.body.emails[1].id } });
  expect((await json(request, "get", `/apps/email/paginate-email?dir=previous&emailId=${first.id}`)).status).toBe(404);
  expect((await json(request, "get", "/apps/email/paginate-email?dir=sideways&emailId=1")).status).toBe(400);

  const updated = await json(request, "post", "/apps/email/update-emails", {
    emailIds: [first.id],
    dataToUpdate: { isStarred: !first.isStarred },
  });
  expect(updated.status).toBe(200);
  expect((await json(request, "get", `/apps/email/get-email?id=${first.id}`)).body.isStarred).toBe(!first.isStarred);
  expect(
    (await json(request, "post", "/apps/email/update-emails", { emailIds: [first.id], dataToUpdate: { subject: "x" } }))
      .status,
  ).toBe(400);
  expect(
    (await json(request, "post", "/apps/email/update-emails", { emailIds: [99999], dataToUpdate: { isRead: true } }))
      .status,
  ).toBe(404);
  const labelled = await json(request, "post", "/apps/email/update-emails-label", {
    emailIds: [first.id],
    label: "personal",
  });
  expect(labelled.status).toBe(200);
  expect(labelled.body.emails[0].labels.includes("personal")).toBe(!first.labels.includes("personal"));
  const malformed = await request.post("/mock/apps/email/update-emails", {
    headers: { "Content-Type": "application/json" },
    data: Buffer.from("{not json"),
  });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toEqual({ error: "Malformed JSON body" });
});

test("chat", async ({ request }) => {
  const all = await json(request, "get", "/apps/chat/chats-and-contacts");
  expect(all.status).toBe(200);
  expect(all.body.profileUser).toMatchObject({ id: 11, role: "admin" });
  expect(all.body.contacts.length).toBeGreaterThanOrEqual(10);
  expect(all.body.chatsContacts[0].chat).toHaveProperty("lastMessage");
  expect((await json(request, "get", "/apps/chat/users/profile-user")).body.id).toBe(11);
  const withChat = all.body.chatsContacts[0];
  const opened = await json(request, "get", `/apps/chat/get-chat?id=${withChat.id}`);
  expect(opened.status).toBe(200);
  expect(opened.body.chat.unseenMsgs).toBe(0);
  expect(opened.body.contact.id).toBe(withChat.id);
  expect((await json(request, "get", "/apps/chat/get-chat?id=999")).status).toBe(404);
  const sent = await json(request, "post", "/apps/chat/send-msg", {
    obj: { message: "Truck is loaded", contact: { id: withChat.id } },
  });
  expect(sent.status).toBe(201);
  expect(sent.body.newMessageData).toMatchObject({ message: "Truck is loaded", senderId: 11 });
  const lonely = all.body.contacts.find(
    (c: { id: number }) => !all.body.chatsContacts.some((cc: { id: number }) => cc.id === c.id),
  );
  const created = await json(request, "post", "/apps/chat/send-msg", { obj: { message: "Hello", contact: lonely } });
  expect(created.status).toBe(201);
  expect(created.body.chat.userId).toBe(lonely.id);
  expect(
    (await json(request, "post", "/apps/chat/send-msg", { obj: { message: "", contact: { id: 1 } } })).status,
  ).toBe(400);
});

test("todo", async ({ request }) => {
  const tasks = await json(request, "get", "/apps/todo/tasks");
  expect(tasks.status).toBe(200);
  const ids = tasks.body.map((t: { id: number }) => t.id);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  expect((await json(request, "get", "/apps/todo/tasks?filter=important&sortBy=due-date")).status).toBe(200);
  expect((await json(request, "get", "/apps/todo/tasks?sortBy=shuffle")).status).toBe(400);
  const added = await json(request, "post", "/apps/todo/add-tasks", {
    task: { title: "E2E task", dueDate: "2030-01-01", tags: ["team"] },
  });
  expect(added.status).toBe(201);
  expect(added.body).toMatchObject({ title: "E2E task", isDeleted: false });
  const updated = await json(request, "post", "/apps/todo/update-task", { task: { ...added.body, isImportant: true } });
  expect(updated).toMatchObject({ status: 200, body: { isImportant: true } });
  const deleted = await json(request, "delete", `/apps/todo/delete-task?taskId=${added.body.id}`);
  expect(deleted).toMatchObject({ status: 200, body: { isDeleted: true } });
  expect(
    (await json(request, "get", "/apps/todo/tasks?filter=deleted")).body.some(
      (t: { id: number }) => t.id === added.body.id,
    ),
  ).toBe(true);
  expect((await json(request, "delete", "/apps/todo/delete-task?taskId=99999")).status).toBe(404);
  expect(
    (await json(request, "post", "/apps/todo/update-task", { task: { id: 99999, title: "x", dueDate: "2030-01-01" } }))
      .status,
  ).toBe(404);
});

test("calendar", async ({ request }) => {
  const events = await json(request, "get", "/apps/calendar/events?calendars=Business,Holiday");
  expect(events.status).toBe(200);
  expect(
    events.body.every((e: { extendedProps: { calendar: string } }) =>
      ["Business", "Holiday"].includes(e.extendedProps.calendar),
    ),
  ).toBe(true);
  expect((await json(request, "get", "/apps/calendar/events?calendars=Party")).status).toBe(400);
  const event = {
    title: "E2E meeting",
    start: "2030-01-01T09:00:00Z",
    end: "2030-01-01T10:00:00Z",
    allDay: false,
    extendedProps: { calendar: "Personal" },
  };
  const added = await json(request, "post", "/apps/calendar/add-event", { event });
  expect(added.status).toBe(201);
  const updated = await json(request, "post", "/apps/calendar/update-event", {
    event: { ...added.body, title: "E2E meeting (moved)" },
  });
  expect(updated).toMatchObject({ status: 200, body: { title: "E2E meeting (moved)" } });
  expect((await json(request, "delete", `/apps/calendar/remove-event?id=${added.body.id}`)).status).toBe(200);
  expect((await json(request, "delete", `/apps/calendar/remove-event?id=${added.body.id}`)).status).toBe(404);
});

test("users", async ({ request }) => {
  const all = await json(request, "get", "/api/users/list/all-data");
  expect(all.status).toBe(200);
  expect(all.body.length).toBeGreaterThanOrEqual(50);
  const page = await json(request, "get", "/api/users/list/data");
  expect(page.status).toBe(200);
  expect(page.body.users).toHaveLength(10);
  expect(page.body.total).toBe(all.body.length);
  const filtered = await json(request, "get", "/api/users/list/data?role=admin&status=active&perPage=100");
  expect(
    filtered.body.users.every((u: { role: string; status: string }) => u.role === "admin" && u.status === "active"),
  ).toBe(true);
  expect((await json(request, "get", "/api/users/list/data?role=owner")).status).toBe(400);
  const added = await json(request, "post", "/apps/users/add-user", {
    fullName: "E2E Person",
    username: "e2e_person",
    email: "e2e.person@example.com",
    role: "author",
  });
  expect(added.status).toBe(201);
  expect((await json(request, "get", "/api/users/list/all-data")).body[0].id).toBe(added.body.id);
  expect((await json(request, "get", `/api/users/user?id=${added.body.id}`)).body.user.username).toBe("e2e_person");
  expect((await json(request, "delete", `/apps/users/delete?id=${added.body.id}`)).status).toBe(200);
  expect((await json(request, "get", `/api/users/user?id=${added.body.id}`)).status).toBe(404);
  expect((await json(request, "post", "/apps/users/add-user", { fullName: "x" })).status).toBe(400);
});

test("invoices", async ({ request }) => {
  const list = await json(request, "get", "/apps/invoice/invoices");
  expect(list.status).toBe(200);
  expect(list.body.invoices).toHaveLength(10);
  expect(list.body.allData.length).toBeGreaterThanOrEqual(50);
  expect(list.body.invoices[0].id).toBe(Math.max(...list.body.allData.map((i: { id: number }) => i.id)));
  const paid = await json(request, "get", "/apps/invoice/invoices?status=paid&perPage=100");
  expect(paid.body.invoices.every((i: { invoiceStatus: string }) => i.invoiceStatus === "Paid")).toBe(true);
  const id = list.body.invoices[0].id;
  const one = await json(request, "get", `/api/invoice/invoices/${id}`);
  expect(one.status).toBe(200);
  expect(Object.keys(one.body.paymentDetails).sort()).toEqual(["bankName", "country", "iban", "swiftCode", "totalDue"]);
  expect((await json(request, "get", "/api/invoice/invoices/1")).status).toBe(404);
  expect((await json(request, "get", "/api/invoice/clients")).body).toHaveLength(5);
  expect((await json(request, "delete", `/apps/invoice/delete?id=${id}`)).status).toBe(200);
  expect((await json(request, "delete", `/apps/invoice/delete?id=${id}`)).status).toBe(404);
});

test("ecommerce", async ({ request }) => {
  const list = await json(request, "get", "/apps/ecommerce/products");
  expect(list.status).toBe(200);
  expect(list.body.products).toHaveLength(9);
  expect(list.body.total).toBeGreaterThanOrEqual(27);
  expect(list.body).toHaveProperty("userWishlist");
  expect(list.body).toHaveProperty("userCart");
  expect((await json(request, "get", "/apps/ecommerce/products?sortBy=price-asc")).status).toBe(200);
  const product = await json(request, "get", "/apps/ecommerce/products/4");
  expect(product.status).toBe(200);
  expect(product.body.product.slug.endsWith("-4")).toBe(true);
  expect((await json(request, "get", "/apps/ecommerce/products/999")).status).toBe(404);
  expect((await json(request, "post", "/apps/ecommerce/cart", { productId: 4 })).status).toBe(201);
  const cart = await json(request, "get", "/apps/ecommerce/cart");
  const line = cart.body.products.find((p: { id: number }) => p.id === 4);
  expect(line.discountPercentage).toBeGreaterThanOrEqual(3);
  expect(line.offers).toBeLessThanOrEqual(4);
  expect((await json(request, "delete", "/apps/ecommerce/cart/4")).status).toBe(200);
  expect((await json(request, "delete", "/apps/ecommerce/cart/4")).status).toBe(404);
  expect((await json(request, "post", "/apps/ecommerce/wishlist", { productId: 4 })).status).toBe(201);
  expect(
    (await json(request, "get", "/apps/ecommerce/wishlist")).body.products.some((p: { id: number }) => p.id === 4),
  ).toBe(true);
  expect((await json(request, "delete", "/apps/ecommerce/wishlist/4")).status).toBe(200);
  expect((await json(request, "post", "/apps/ecommerce/cart", { productId: "x" })).status).toBe(400);
});

test("account, profile, help centre, pricing, blog and cards", async ({ request }) => {
  expect(Object.keys((await json(request, "get", "/account-setting/data")).body)).toEqual([
    "general",
    "info",
    "social",
    "notification",
  ]);
  expect((await json(request, "get", "/profile/data")).body).toHaveProperty("polls");
  const faq = await json(request, "get", "/faq/data");
  expect(Object.keys(faq.body)).toEqual(["payment", "delivery", "cancellationReturn", "myOrders", "productServices"]);
  expect(Object.keys((await json(request, "get", "/faq/data?q=customs")).body)).toEqual(["productServices"]);
  const kb = await json(request, "get", "/faq/data/knowledge_base");
  expect(kb.body).toHaveLength(6);
  const category = await json(request, "get", `/faq/data/category?category=${kb.body[1].category}`);
  expect(category.status).toBe(200);
  const slug = category.body[0].questions[0].slug;
  expect((await json(request, "get", `/faq/data/question?slug=${slug}`)).body.title).toBe(
    category.body[0].questions[0].question,
  );
  expect((await json(request, "get", "/faq/data/question?slug=nope")).status).toBe(404);
  const pricing = await json(request, "get", "/pricing/data");
  expect(pricing.body.standardPlan).toMatchObject({ monthlyPrice: 49, popular: true });
  expect((await json(request, "get", "/blog/list/data")).body.length).toBeGreaterThan(0);
  expect((await json(request, "get", "/blog/list/data/sidebar")).body.categories).toHaveLength(5);
  expect((await json(request, "get", "/blog/list/data/detail")).body).toHaveProperty("comments");
  expect((await json(request, "get", "/blog/list/data/edit")).body.status).toBe("Published");
  for (const card of [
    "support-tracker",
    "avg-sessions",
    "revenue-report",
    "goal-overview",
    "revenue",
    "product-orders",
    "sessions-device",
    "customers",
  ]) {
    expect((await json(request, "get", `/card/card-analytics/${card}`)).status, card).toBe(200);
  }
  for (const card of [
    "orders-bar-chart",
    "profit-line-chart",
    "subscribers",
    "revenue",
    "sales",
    "orders",
    "site-traffic",
    "active-users",
    "newsletter",
  ]) {
    expect((await json(request, "get", `/card/card-statistics/${card}`)).status, card).toBe(200);
  }
  expect((await json(request, "get", "/card/card-statistics/nope")).status).toBe(404);
});

test("JWT sign-in, register and refresh", async ({ request }) => {
  const login = await json(request, "post", "/jwt/login", { email: "admin@demo.com", password: "admin" });
  expect(login.status).toBe(200);
  expect(login.body.userData).toMatchObject({ role: "admin", ability: [{ action: "manage", subject: "all" }] });
  expect(login.body.userData).not.toHaveProperty("password");
  expect(login.body.accessToken.split(".")).toHaveLength(3);
  expect(
    (await json(request, "post", "/jwt/login", { email: "client@demo.com", password: "client" })).body.userData.ability,
  ).toEqual([
    { action: "read", subject: "ACL" },
    { action: "read", subject: "Auth" },
  ]);
  expect(await json(request, "post", "/jwt/login", { email: "admin@demo.com", password: "nope" })).toEqual({
    status: 400,
    body: { error: { email: "Email or Password is Invalid" } },
  });
  const refreshed = await json(request, "post", "/jwt/refresh-token", { refreshToken: login.body.refreshToken });
  expect(refreshed.status).toBe(200);
  expect(Object.keys(refreshed.body).sort()).toEqual(["accessToken", "refreshToken", "userData"]);
  expect(await json(request, "post", "/jwt/refresh-token", { refreshToken: "junk" })).toEqual({
    status: 401,
    body: { error: "Invalid refresh token" },
  });
  const email = `e2e.${Date.now()}@demo.com`;
  const registered = await json(request, "post", "/jwt/register", {
    email,
    password: "secret12",
    username: `e2e${Date.now()}`,
  });
  expect(registered.status).toBe(200);
  expect(registered.body.user).toMatchObject({ email, role: "admin" });
  expect(registered.body.accessToken).toBeTruthy();
  const dup = await json(request, "post", "/jwt/register", {
    email: "admin@demo.com",
    password: "secret12",
    username: "selinarslan",
  });
  expect(dup).toEqual({
    status: 200,
    body: { error: { email: "This email is already in use.", username: "This username is already in use." } },
  });
});

test("cross-site writes are refused, unknown paths 404, wrong methods 405, pictures are SVG", async ({ request }) => {
  const foreign = await request.post("/mock/jwt/login", {
    headers: { Origin: "https://evil.example" },
    data: { email: "admin@demo.com", password: "admin" },
  });
  expect(foreign.status()).toBe(403);
  expect((await json(request, "get", "/nope")).status).toBe(404);
  expect((await json(request, "delete", "/apps/email/emails")).status).toBe(405);
  const svg = await request.get("/mock/images/avatar/AY.svg");
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
});
