import type { Migration } from "kysely";
import * as m0001 from "./0001_foundation";
import * as m0002 from "./0002_content";
import * as m0003 from "./0003_freight";
import * as m0004 from "./0004_shipments";
import * as m0005 from "./0005_express_tariffs";
import * as m0006 from "./0006_mfa";
import * as m0007 from "./0007_scale";
import * as m0008 from "./0008_tariff_search_version";
import * as m0009 from "./0009_shipment_search";
import * as m0010 from "./0010_user_counts";
import * as m0011 from "./0011_sales_counts";
import * as m0012 from "./0012_account_email_verification";
import * as m0013 from "./0013_express_zone_names";
import * as m0014 from "./0014_tariff_declarable";
import * as m0015 from "./0015_user_bookmarks";
import * as m0016 from "./0016_customer_country";
import * as m0017 from "./0017_domestic_prices";
import * as m0018 from "./0018_cash_on_delivery";
import * as m0019 from "./0019_delivery_outcome";
import * as m0020 from "./0020_address_book";
import * as m0021 from "./0021_pickups";
import * as m0022 from "./0022_pickup_shipments";
import * as m0023 from "./0023_shipment_reference";
import * as m0024 from "./0024_report_indexes";
import * as m0025 from "./0025_notification_jobs";
import * as m0026 from "./0026_shipment_day_counts";
import * as m0027 from "./0027_cod_covering_indexes";

/**
 * Every migration, in order. Never edit a landed migration: add a new file and a line here.
 */
export const migrations: Record<string, Migration> = {
  "0001_foundation": m0001,
  "0002_content": m0002,
  "0003_freight": m0003,
  "0004_shipments": m0004,
  "0005_express_tariffs": m0005,
  "0006_mfa": m0006,
  "0007_scale": m0007,
  "0008_tariff_search_version": m0008,
  "0009_shipment_search": m0009,
  "0010_user_counts": m0010,
  "0011_sales_counts": m0011,
  "0012_account_email_verification": m0012,
  "0013_express_zone_names": m0013,
  "0014_tariff_declarable": m0014,
  "0015_user_bookmarks": m0015,
  "0016_customer_country": m0016,
  "0017_domestic_prices": m0017,
  "0018_cash_on_delivery": m0018,
  "0019_delivery_outcome": m0019,
  "0020_address_book": m0020,
  "0021_pickups": m0021,
  "0022_pickup_shipments": m0022,
  "0023_shipment_reference": m0023,
  "0024_report_indexes": m0024,
  "0025_notification_jobs": m0025,
  "0026_shipment_day_counts": m0026,
  "0027_cod_covering_indexes": m0027,
};
