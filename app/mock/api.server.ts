import { z } from "zod";
import * as calendar from "./calendar";
import * as cards from "./cards";
import * as chat from "./chat";
import * as datatables from "./datatables";
import * as account from "./account";
import * as ecommerce from "./ecommerce";
import * as email from "./email";
import * as help from "./help";
import { ImageParams, imageSvg } from "./images";
import * as invoices from "./invoices";
import * as jwt from "./jwt.server";
import * as pages from "./pages";
import { reply, route, type MockRoute } from "./router";
import * as search from "./search";
import * as todo from "./todo";
import * as users from "./users";

/**
 * The demo interface over HTTP: every call of SPEC point 7, answered under `/mock` + its path.
 * The same functions serve the demo pages' loaders and actions directly.
 */
const IdQuery = z.object({ id: z.coerce.number().int().positive() });

export const MOCK_ROUTES: readonly MockRoute[] = [
  /* template data tables */
  route({ method: "GET", path: "/api/datatables/initial-data", handle: () => datatables.initialData() }),
  route({
    method: "GET",
    path: "/api/datatables/data",
    query: datatables.TableQuery,
    handle: ({ query }) => datatables.tableData(query),
  }),
  route({ method: "GET", path: "/api/autocomplete/data", handle: () => datatables.autocompleteData() }),

  /* search and bookmarks */
  route({ method: "GET", path: "/api/main-search/data", handle: ({ ctx }) => search.mainSearchData(ctx.viewer()) }),
  route({ method: "GET", path: "/api/bookmarks/data", handle: ({ ctx }) => search.bookmarksData(ctx.viewer()) }),
  route({
    method: "POST",
    path: "/api/bookmarks/update",
    body: search.BookmarkBody,
    handle: ({ body, ctx }) => search.toggleBookmark(ctx.viewer(), body.id),
  }),

  /* email */
  route({
    method: "GET",
    path: "/apps/email/emails",
    query: email.EmailListQuery,
    handle: ({ query }) => email.listEmails(query),
  }),
  route({
    method: "POST",
    path: "/apps/email/update-emails",
    body: email.UpdateEmailsBody,
    handle: ({ body }) => email.updateEmails(body),
  }),
  route({
    method: "POST",
    path: "/apps/email/update-emails-label",
    body: email.UpdateEmailsLabelBody,
    handle: ({ body }) => email.updateEmailsLabel(body),
  }),
  route({
    method: "GET",
    path: "/apps/email/get-email",
    query: email.GetEmailQuery,
    handle: ({ query }) => email.getEmail(query.id),
  }),
  route({
    method: "GET",
    path: "/apps/email/paginate-email",
    query: email.PaginateEmailQuery,
    handle: ({ query }) => email.paginateEmail(query),
  }),

  /* chat */
  route({ method: "GET", path: "/apps/chat/chats-and-contacts", handle: () => chat.chatsAndContacts() }),
  route({ method: "GET", path: "/apps/chat/users/profile-user", handle: () => chat.profileUser() }),
  route({
    method: "GET",
    path: "/apps/chat/get-chat",
    query: chat.GetChatQuery,
    handle: ({ query }) => chat.getChat(query.id),
  }),
  route({
    method: "POST",
    path: "/apps/chat/send-msg",
    body: chat.SendMsgBody,
    status: 201,
    handle: ({ body, ctx }) => chat.sendMessage(body, ctx.now()),
  }),

  /* todo */
  route({
    method: "GET",
    path: "/apps/todo/tasks",
    query: todo.TaskListQuery,
    handle: ({ query }) => todo.listTasks(query),
  }),
  route({
    method: "POST",
    path: "/apps/todo/add-tasks",
    body: todo.AddTaskBody,
    status: 201,
    handle: ({ body }) => todo.addTask(body),
  }),
  route({
    method: "POST",
    path: "/apps/todo/update-task",
    body: todo.UpdateTaskBody,
    handle: ({ body }) => todo.updateTask(body),
  }),
  route({
    method: "DELETE",
    path: "/apps/todo/delete-task",
    query: todo.DeleteTaskQuery,
    handle: ({ query }) => todo.deleteTask(query.taskId),
  }),

  /* calendar */
  route({
    method: "GET",
    path: "/apps/calendar/events",
    query: calendar.EventsQuery,
    handle: ({ query }) => calendar.listEvents(query),
  }),
  route({
    method: "POST",
    path: "/apps/calendar/add-event",
    body: calendar.AddEventBody,
    status: 201,
    handle: ({ body }) => calendar.addEvent(body),
  }),
  route({
    method: "POST",
    path: "/apps/calendar/update-event",
    body: calendar.UpdateEventBody,
    handle: ({ body }) => calendar.updateEvent(body),
  }),
  route({
    method: "DELETE",
    path: "/apps/calendar/remove-event",
    query: calendar.RemoveEventQuery,
    handle: ({ query }) => calendar.removeEvent(query.id),
  }),

  /* users */
  route({ method: "GET", path: "/api/users/list/all-data", handle: () => users.allUsers() }),
  route({
    method: "POST",
    path: "/apps/users/add-user",
    body: users.AddUserBody,
    status: 201,
    handle: ({ body }) => users.addUser(body),
  }),
  route({
    method: "GET",
    path: "/api/users/list/data",
    query: users.UserListQuery,
    handle: ({ query }) => users.listUsers(query),
  }),
  route({
    method: "GET",
    path: "/api/users/user",
    query: users.UserIdQuery,
    handle: ({ query }) => users.getUser(query.id),
  }),
  route({
    method: "DELETE",
    path: "/apps/users/delete",
    query: users.UserIdQuery,
    handle: ({ query }) => users.deleteUser(query.id),
  }),

  /* invoices */
  route({
    method: "GET",
    path: "/apps/invoice/invoices",
    query: invoices.InvoiceListQuery,
    handle: ({ query }) => invoices.listInvoices(query),
  }),
  route({
    method: "GET",
    path: "/api/invoice/invoices/:id",
    params: IdQuery,
    handle: ({ params }) => invoices.getInvoice(params.id),
  }),
  route({
    method: "DELETE",
    path: "/apps/invoice/delete",
    query: invoices.InvoiceIdQuery,
    handle: ({ query }) => invoices.deleteInvoice(query.id),
  }),
  route({ method: "GET", path: "/api/invoice/clients", handle: () => invoices.invoiceClients() }),

  /* ecommerce */
  route({
    method: "GET",
    path: "/apps/ecommerce/products",
    query: ecommerce.ProductListQuery,
    handle: ({ query }) => ecommerce.listProducts(query),
  }),
  route({
    method: "GET",
    path: "/apps/ecommerce/products/:id",
    params: ecommerce.ProductIdParams,
    handle: ({ params }) => ecommerce.getProduct(params.id),
  }),
  route({ method: "GET", path: "/apps/ecommerce/wishlist", handle: () => ecommerce.wishlist() }),
  route({ method: "GET", path: "/apps/ecommerce/cart", handle: () => ecommerce.cart() }),
  route({
    method: "POST",
    path: "/apps/ecommerce/cart",
    body: ecommerce.ProductBody,
    handle: ({ body }) => {
      const { status, entry } = ecommerce.addToCart(body.productId);
      return reply(status, entry);
    },
  }),
  route({
    method: "DELETE",
    path: "/apps/ecommerce/cart/:productId",
    params: ecommerce.ProductBody,
    handle: ({ params }) => ecommerce.removeFromCart(params.productId),
  }),
  route({
    method: "POST",
    path: "/apps/ecommerce/wishlist",
    body: ecommerce.ProductBody,
    handle: ({ body }) => {
      const { status, entry } = ecommerce.addToWishlist(body.productId);
      return reply(status, entry);
    },
  }),
  route({
    method: "DELETE",
    path: "/apps/ecommerce/wishlist/:productId",
    params: ecommerce.ProductBody,
    handle: ({ params }) => ecommerce.removeFromWishlist(params.productId),
  }),

  /* account and profile */
  route({ method: "GET", path: "/account-setting/data", handle: () => account.getAccountSettings() }),
  route({ method: "GET", path: "/profile/data", handle: () => account.getProfile() }),

  /* help centre, pricing, blog, cards */
  route({ method: "GET", path: "/faq/data", query: help.FaqQuery, handle: ({ query }) => help.faqData(query.q) }),
  route({ method: "GET", path: "/faq/data/knowledge_base", handle: () => help.knowledgeBase() }),
  route({
    method: "GET",
    path: "/faq/data/category",
    query: help.KnowledgeCategoryQuery,
    handle: ({ query }) => help.knowledgeCategory(query.category),
  }),
  route({
    method: "GET",
    path: "/faq/data/question",
    query: help.KnowledgeQuestionQuery,
    handle: ({ query }) => help.knowledgeQuestion(query.slug),
  }),
  route({ method: "GET", path: "/pricing/data", handle: () => pages.pricingData() }),
  route({ method: "GET", path: "/blog/list/data", handle: () => pages.blogList() }),
  route({ method: "GET", path: "/blog/list/data/sidebar", handle: () => pages.blogSidebar() }),
  route({
    method: "GET",
    path: "/blog/list/data/detail",
    query: pages.BlogIdQuery,
    handle: ({ query }) => pages.blogDetail(query.id),
  }),
  route({
    method: "GET",
    path: "/blog/list/data/edit",
    query: pages.BlogIdQuery,
    handle: ({ query }) => pages.blogEdit(query.id),
  }),
  route({
    method: "GET",
    path: "/card/card-analytics/:name",
    params: z.object({ name: z.string() }),
    handle: ({ params }) => cards.analyticsCard(params.name),
  }),
  route({
    method: "GET",
    path: "/card/card-statistics/:name",
    params: z.object({ name: z.string() }),
    handle: ({ params }) => cards.statisticsCard(params.name),
  }),

  /* authentication */
  route({
    method: "POST",
    path: "/jwt/login",
    body: z.unknown(),
    handle: async ({ body, ctx }) => {
      await ctx.signInAttempt?.();
      return jwt.login(body);
    },
  }),
  route({
    method: "POST",
    path: "/jwt/register",
    body: z.unknown(),
    handle: async ({ body, ctx }) => {
      await ctx.signInAttempt?.();
      return jwt.register(body);
    },
  }),
  route({ method: "POST", path: "/jwt/refresh-token", body: jwt.RefreshBody, handle: ({ body }) => jwt.refresh(body) }),

  /* sample pictures */
  route({
    method: "GET",
    path: "/images/:kind/:name",
    params: ImageParams,
    handle: ({ params }) => reply(200, imageSvg(params.kind, params.name), "image/svg+xml"),
  }),
];
