import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type {
  AttemptFailure,
  CodPaymentType,
  OutsideShippingType,
  Payer,
  ShipmentCurrency,
  ShipmentStatus,
  ShippingType,
  WizardStep,
} from "../lib/shipments/domain";
import type { TransportType } from "../lib/freight/domain";
import type { Currency } from "../lib/money";
import type { OfferStatus } from "../lib/offers/domain";
import type { PickupSlot, PickupStatus } from "../lib/pickups/domain";

/**
 * The database's tables as Kysely sees them. Portable between SQLite and PostgreSQL:
 * booleans are integers 0/1, times are ISO 8601 UTC text, money is integer minor units.
 */
export type Flag = 0 | 1;
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string | null;
  role: "admin" | "agent" | "customer";
  customer_type: "individual" | "corporate" | null;
  /** A customer's country of residence or registration (ISO code, migration 0016); null for staff. */
  country: ColumnType<string | null, string | null | undefined, string | null>;
  tax_id: string | null;
  company_name: string | null;
  phone: string | null;
  address: string | null;
  permission_sms: ColumnType<Flag, Flag | undefined, Flag>;
  permission_mail: ColumnType<Flag, Flag | undefined, Flag>;
  branch_id: number | null;
  is_active: ColumnType<Flag, Flag | undefined, Flag>;
  locale: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
  /** When the owner proved the address (null: not yet). */
  email_verified_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface BranchesTable {
  id: Generated<number>;
  name: string;
  is_main: ColumnType<Flag, Flag | undefined, Flag>;
  latitude: number;
  longitude: number;
  phone: string | null;
  address: string | null;
  city: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
  deleted_at: Timestamp | null;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  rotated_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  purpose: TokenPurpose;
  /** The address a verification or e-mail change link proves (null for reset and invitation links). */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Mailed single-use links: password reset, invitation (sets the first password), address verification, e-mail change. */
export type TokenPurpose = "reset" | "invite" | "verify" | "email-change";

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  user_id: number | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  file_name: string | null;
  /** Mail: "file" (the .eml outbox) or "smtp"; SMS: "sms-outbox" (written here only) or "sms-http" (a gateway). */
  transport: "file" | "smtp" | "sms-outbox" | "sms-http";
  status: "written" | "sent" | "failed";
  error: string | null;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

export interface UserMfaTable {
  user_id: number;
  secret_enc: string;
  enabled_at: Timestamp | null;
  last_step: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

/** A user's own choice for one screen of the navbar search; screens without a row keep their default. */
export interface UserBookmarksTable {
  user_id: number;
  target: string;
  bookmarked: 0 | 1;
  updated_at: Timestamp;
}

export interface MfaRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface ShipmentsTable {
  id: Generated<number>;
  tracking_number: string;
  customer_id: number;
  branch_id: number;
  created_by: number | null;
  status: ShipmentStatus;
  shipping_type: ShippingType;
  outside_shipping_type: OutsideShippingType;
  sender_name: string;
  sender_company_name: string | null;
  sender_country: string;
  sender_city: string;
  sender_county: string | null;
  sender_district: string | null;
  sender_address: string;
  sender_zip_code: string | null;
  sender_tax_id: string | null;
  sender_email: string | null;
  sender_phone: string;
  receiver_name: string;
  receiver_company_name: string | null;
  receiver_country: string;
  receiver_city: string;
  receiver_county: string | null;
  receiver_district: string | null;
  receiver_address: string;
  receiver_zip_code: string | null;
  receiver_tax_id: string | null;
  receiver_email: string | null;
  receiver_phone: string;
  piece_count: number;
  total_weight_g: number;
  customs_tariff_description: string | null;
  gtip_code: string | null;
  product_country: string | null;
  unit_price_minor: number;
  total_price_minor: number;
  currency: ShipmentCurrency;
  special_note: string | null;
  insurance: ColumnType<Flag, Flag | undefined, Flag>;
  proforma_invoice: ColumnType<Flag, Flag | undefined, Flag>;
  terms_accepted_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The carriage price as booked (migration 0017): minor units of price_currency; null for older bookings. */
  price_minor: ColumnType<number | null, number | null | undefined, number | null>;
  price_currency: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who pays the carriage (migration 0018). */
  payer: ColumnType<Payer, Payer | undefined, Payer>;
  /** Cash on delivery in TRY minor units (null: none), how it is taken, when collected and paid out. */
  cod_amount_minor: ColumnType<number | null, number | null | undefined, number | null>;
  cod_payment_type: ColumnType<CodPaymentType | null, CodPaymentType | null | undefined, CodPaymentType | null>;
  cod_collected_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  cod_paid_out_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  cod_payout_reference: ColumnType<string | null, string | null | undefined, string | null>;
  cod_paid_out_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** The customer's own order number (migration 0023), unique per customer where given. */
  reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** Kept by triggers (migration 0009): folded tracking number, names and company names; never written by the app. */
  search_text: ColumnType<string | null, never, never>;
  /** Kept by triggers: one bit per letter a–z and digit 0–9 in search_text (lib/shipments/search-fold.ts). */
  search_chars: ColumnType<number | string | null, never, never>;
  /** The delivered scan's time, set by a trigger on that event (migration 0026); never written by the app. */
  delivered_at: ColumnType<Timestamp | null, never, never>;
  /** Its (origin, destination) in shipment_routes, set by triggers (migration 0026); never written by the app. */
  route_id: ColumnType<number | null, never, never>;
}

/** Each (origin country, city → destination country, city) a shipment has used, once (migration 0026). */
export interface ShipmentRoutesTable {
  id: Generated<number>;
  sender_country: string;
  sender_city: string;
  receiver_country: string;
  receiver_city: string;
}

export interface ShipmentParcelsTable {
  id: Generated<number>;
  shipment_id: number;
  piece_number: number;
  width_cm: number | null;
  length_cm: number | null;
  height_cm: number | null;
  weight_g: number;
}

/** Append-only: rows are inserted, never updated or deleted (except with their shipment). */
export interface ShipmentEventsTable {
  id: Generated<number>;
  shipment_id: number;
  status: ShipmentStatus;
  location: string;
  note: string | null;
  occurred_at: Timestamp;
  created_by: number | null;
  created_at: Timestamp;
  /** Delivered: who took it (migration 0019). */
  recipient_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** An attempt that did not deliver: why, and the day of the next one (YYYY-MM-DD). */
  failure_reason: ColumnType<AttemptFailure | null, AttemptFailure | null | undefined, AttemptFailure | null>;
  next_attempt_on: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A message of the notifications queue (migration 0025): a status event told to a shipment's sender or receiver. */
export interface NotificationJobsTable {
  id: Generated<number>;
  shipment_id: number;
  event_id: number;
  audience: "sender" | "receiver";
  channel: "mail" | "sms";
  /** An e-mail address or a phone number, copied when the event happened. */
  recipient: string;
  user_id: number | null;
  locale: string;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  /** While a worker sends it: until when the claim holds (a worker that died frees it then). */
  locked_until: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** The outbox record of the message once it went out. */
  outbox_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** How many users per role, active flag, customer type ('' for staff) and branch (0 for none), kept by triggers (migration 0010). */
export interface UserCountsTable {
  role: "admin" | "agent" | "customer";
  is_active: Flag;
  customer_type: string;
  branch_id: number;
  n: number;
}

/**
 * How many rows freight_requests (bucket 'open' / 'taken'), offers (bucket: the stored status) and
 * contact_messages ('unread' / 'read') have per bucket, kept by triggers (migration 0011).
 */
export interface SalesCountsTable {
  table_name: "freight_requests" | "offers" | "contact_messages";
  bucket: string;
  n: number;
}

/** Shipments per branch and status, kept by triggers on shipments (migration 0007): the status tabs and home figures read these. */
export interface ShipmentStatusCountsTable {
  branch_id: number;
  status: ShipmentStatus;
  n: number;
}

/**
 * Per booking day in Turkey's time (YYYY-MM-DD), direction, status and price currency ('' for none), kept by
 * triggers on shipments (migration 0026): the reports' figures over all branches read these.
 */
export interface ShipmentDayCountsTable {
  day: string;
  direction: OutsideShippingType;
  status: ShipmentStatus;
  currency: string;
  n: number;
  /** Shipments with a booked price, and the sum of their prices in the currency's minor units. */
  priced: number;
  amount_minor: number | string;
  /** Delivered within the service's promised days (counted on the delivered status only). */
  on_time: number;
}

/**
 * Per branch and status, how many shipments have each character of search_chars (c_a … c_z,
 * c_0 … c_9), kept by triggers (migration 0009): a one-character search's status tabs.
 */
export type ShipmentSearchCountsTable = { branch_id: number; status: ShipmentStatus } & {
  [column: `c_${string}`]: number;
};

/** The same per status and month of created_at (`YYYY-MM`, UTC), with all shipments in n (migration 0009): deep pages start their walk at the right month. */
export type ShipmentSearchMonthsTable = { status: ShipmentStatus; month: string; n: number } & {
  [column: `c_${string}`]: number;
};

/** A bulk import between its preview and "create" (migration 0023): the rows read, the report shown, what was booked. */
export interface ShipmentImportsTable {
  id: Generated<number>;
  token: string;
  user_id: number;
  customer_id: number;
  file_name: string;
  rows_json: string;
  report_json: string;
  created_ids_json: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  completed_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface ShipmentDraftsTable {
  user_id: number;
  customer_id: number | null;
  step: WizardStep;
  values_json: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Columns every content table has: who changed a row and when, and a soft delete. */
interface Audited {
  id: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
  deleted_at: Timestamp | null;
}

export interface BannersTable extends Audited {
  locale: string;
  title: string;
  subtitle: string | null;
  button_title: string | null;
  button_link: string | null;
  image: string | null;
  sort_order: number;
  is_active: ColumnType<Flag, Flag | undefined, Flag>;
}

export interface MenusTable extends Audited {
  locale: string;
  location: "header" | "footer";
  parent_id: number | null;
  title: string;
  link: string | null;
  page_id: number | null;
  sort_order: number;
}

export interface PagesTable extends Audited {
  locale: string;
  title: string;
  slug: string;
  body: string;
  is_published: ColumnType<Flag, Flag | undefined, Flag>;
}

export interface BlogsTable extends Audited {
  locale: string;
  title: string;
  slug: string;
  excerpt: string | null;
  body: string;
  image: string | null;
  /** Comma-separated, as typed. */
  tags: string | null;
  status: "draft" | "published";
  published_at: Timestamp | null;
}

export interface ServicesTable extends Audited {
  locale: string;
  title: string;
  slug: string;
  summary: string | null;
  body: string;
  image: string | null;
  sort_order: number;
}

export interface CompanyReferencesTable extends Audited {
  /** null: shown in every language. */
  locale: string | null;
  name: string;
  image: string | null;
  link: string | null;
  sort_order: number;
}

export interface TeamsTable extends Audited {
  /** null: shown in every language. */
  locale: string | null;
  name: string;
  title: string | null;
  photo: string | null;
  sort_order: number;
}

export interface NumberSequencesTable {
  name: string;
  year: number;
  value: number;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  is_read: ColumnType<Flag, Flag | undefined, Flag>;
  read_at: Timestamp | null;
  read_by: number | null;
  user_id: number | null;
  ip: string | null;
  locale: string;
  created_at: Timestamp;
}

export interface FreightRequestsTable {
  id: Generated<number>;
  number: string;
  transport_type: TransportType;
  origin_country: string;
  origin_city: string;
  destination_country: string;
  destination_city: string;
  is_dangerous: ColumnType<Flag, Flag | undefined, Flag>;
  dangerous_goods_class: string | null;
  is_non_stackable: ColumnType<Flag, Flag | undefined, Flag>;
  package_count: number;
  weight_kg: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  description: string;
  total_weight_kg: number;
  volume_m3: number;
  volumetric_weight_kg: number;
  chargeable_weight_kg: number;
  contact_name: string;
  contact_email: string;
  contact_phone: string | null;
  company_name: string | null;
  customer_id: number | null;
  branch_id: number | null;
  taken_care: ColumnType<Flag, Flag | undefined, Flag>;
  interested_user_id: number | null;
  interested_name: string | null;
  interested_email: string | null;
  taken_care_at: Timestamp | null;
  locale: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface OffersTable {
  id: Generated<number>;
  number: string;
  freight_id: number | null;
  customer_id: number | null;
  offer_to: string;
  offer_to_email: string | null;
  bidder_id: number | null;
  bidder_name: string;
  bidder_email: string;
  branch_id: number | null;
  /** Calendar days, YYYY-MM-DD. */
  date: string;
  valid_until: string;
  currency: Currency;
  price_minor: number;
  discount_bp: number;
  total_minor: number;
  description: string | null;
  status: OfferStatus;
  sent_at: Timestamp | null;
  responded_at: Timestamp | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface ExpressSettingsTable {
  id: number;
  currency: "USD" | "EUR" | "GBP" | "TRY";
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface ExpressZonesTable {
  id: Generated<number>;
  code: string;
  /** The Turkish name (the default language); the others below, null until an admin gives them (migration 0013). */
  name: string;
  name_en: string | null;
  name_de: string | null;
  name_fr: string | null;
  name_pt: string | null;
  /** Rate per kg above the zone's last weight step, in minor units. */
  per_kg_minor: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface ExpressCountriesTable {
  /** ISO 3166-1 alpha-2. */
  country_code: string;
  zone_id: number;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface ExpressPricesTable {
  id: Generated<number>;
  zone_id: number;
  weight_grams: number;
  price_minor: number;
}

/** A band of the domestic price list (migration 0017): up to max_grams chargeable weight, TRY minor units. */
export interface DomesticPriceBandsTable {
  id: Generated<number>;
  max_grams: number;
  same_city_minor: number;
  between_cities_minor: number;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** Company-wide numbers admins set, one row per key (app/models/company-settings.server.ts). */
export interface CompanySettingsTable {
  key: string;
  value: number;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** A change counter per table, bumped by triggers on every write (migration 0008, dialect createChangeCounter). */
export interface TableVersionsTable {
  table_name: string;
  version: number;
}

export interface TariffCodesTable {
  id: Generated<number>;
  /** The code without dots: 2 (chapter) to 12 (GTIP) digits. Unique. */
  code_digits: string;
  level: number;
  /** The HS part, dotted ("0101.21"). */
  hs_code: string;
  /** The Turkish tariff code, dotted, when the row came from the Turkish tariff. */
  gtip_code: string | null;
  name_tr: string | null;
  name_en: string | null;
  /**
   * The names folded for case- and accent-insensitive search ("" when missing), of declarable codes only:
   * "" for the others, so no word search finds them (migration 0014, `refreshDeclarable`).
   */
  tr_folded: string;
  en_folded: string;
  /** 1 for a code a shipment can declare (`declarableCodes` in app/lib/tariffs/codes.ts), else 0. */
  declarable: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TariffImportsTable {
  id: Generated<number>;
  file_name: string;
  format: "hs" | "tgtc";
  mode: "merge" | "replace";
  total_rows: number;
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
  rejected: number;
  /** JSON array of { line, code, reason } (at most 200). */
  rejections: string;
  duration_ms: number;
  created_at: Timestamp;
  created_by: number | null;
}

/** A customer's saved address (migration 0020): the wizard's address fields plus a label. */
export interface AddressBookTable {
  id: Generated<number>;
  customer_id: number;
  label: string;
  name: string;
  company_name: string | null;
  country: string;
  city: string;
  county: string | null;
  district: string | null;
  address: string;
  zip_code: string | null;
  tax_id: string | null;
  email: string | null;
  phone: string;
  /** Folded label, names, city and phone for the search (lib/address-book/search.ts). */
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A courier pickup (migration 0021): an address in Türkiye, a day and a slot, served by one branch. */
export interface PickupsTable {
  id: Generated<number>;
  customer_id: number;
  branch_id: number;
  address_id: number | null;
  pickup_date: string;
  slot: PickupSlot;
  status: PickupStatus;
  name: string;
  company_name: string | null;
  city: string;
  county: string;
  district: string;
  address: string;
  zip_code: string;
  phone: string;
  parcel_count: number;
  note: string | null;
  assigned_to: number | null;
  failure_reason: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  closed_at: Timestamp | null;
}

export interface PickupShipmentsTable {
  pickup_id: number;
  shipment_id: number;
}

export interface Database {
  address_book: AddressBookTable;
  pickups: PickupsTable;
  pickup_shipments: PickupShipmentsTable;
  notification_jobs: NotificationJobsTable;
  users: UsersTable;
  branches: BranchesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  user_mfa: UserMfaTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  user_bookmarks: UserBookmarksTable;
  shipments: ShipmentsTable;
  shipment_parcels: ShipmentParcelsTable;
  shipment_events: ShipmentEventsTable;
  shipment_drafts: ShipmentDraftsTable;
  shipment_imports: ShipmentImportsTable;
  shipment_status_counts: ShipmentStatusCountsTable;
  shipment_day_counts: ShipmentDayCountsTable;
  shipment_routes: ShipmentRoutesTable;
  user_counts: UserCountsTable;
  sales_counts: SalesCountsTable;
  shipment_search_counts: ShipmentSearchCountsTable;
  shipment_search_months: ShipmentSearchMonthsTable;
  banners: BannersTable;
  menus: MenusTable;
  pages: PagesTable;
  blogs: BlogsTable;
  services: ServicesTable;
  company_references: CompanyReferencesTable;
  teams: TeamsTable;
  number_sequences: NumberSequencesTable;
  contact_messages: ContactMessagesTable;
  freight_requests: FreightRequestsTable;
  offers: OffersTable;
  express_settings: ExpressSettingsTable;
  express_zones: ExpressZonesTable;
  express_countries: ExpressCountriesTable;
  express_prices: ExpressPricesTable;
  domestic_price_bands: DomesticPriceBandsTable;
  company_settings: CompanySettingsTable;
  tariff_codes: TariffCodesTable;
  tariff_imports: TariffImportsTable;
  table_versions: TableVersionsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Branch = Selectable<BranchesTable>;
export type MailRecord = Selectable<MailOutboxTable>;
export type Shipment = Selectable<ShipmentsTable>;
export type ShipmentEvent = Selectable<ShipmentEventsTable>;
export type ShipmentParcel = Selectable<ShipmentParcelsTable>;
export type ContactMessage = Selectable<ContactMessagesTable>;
export type FreightRequest = Selectable<FreightRequestsTable>;
export type Offer = Selectable<OffersTable>;
