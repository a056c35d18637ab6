import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { TransportType } from "../lib/freight";
import type { Currency } from "../lib/money";
import type { OfferStatus } from "../lib/offers";

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

export interface Database {
  users: UsersTable;
  branches: BranchesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  number_sequences: NumberSequencesTable;
  contact_messages: ContactMessagesTable;
  freight_requests: FreightRequestsTable;
  offers: OffersTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Branch = Selectable<BranchesTable>;
export type MailRecord = Selectable<MailOutboxTable>;
export type ContactMessage = Selectable<ContactMessagesTable>;
export type FreightRequest = Selectable<FreightRequestsTable>;
export type Offer = Selectable<OffersTable>;
