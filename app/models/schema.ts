import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

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
  purpose: "reset" | "invite";
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  user_id: number | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  file_name: string | null;
  transport: "file" | "smtp";
  status: "written" | "sent" | "failed";
  error: string | null;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
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
  name: string;
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
  /** The names folded for case- and accent-insensitive search ("" when missing). */
  tr_folded: string;
  en_folded: string;
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

export interface Database {
  users: UsersTable;
  branches: BranchesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  express_settings: ExpressSettingsTable;
  express_zones: ExpressZonesTable;
  express_countries: ExpressCountriesTable;
  express_prices: ExpressPricesTable;
  tariff_codes: TariffCodesTable;
  tariff_imports: TariffImportsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Branch = Selectable<BranchesTable>;
export type MailRecord = Selectable<MailOutboxTable>;
