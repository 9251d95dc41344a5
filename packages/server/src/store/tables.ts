/**
 * Column maps of the tenant-owned resource tables: the API field name is the column name. The
 * generic resource queries read and write through them, so a table's columns are declared once.
 */
import { Addon } from '../model/addon.js';
import { Coupon } from '../model/coupon.js';
import { Customer } from '../model/customer.js';
import type { ColumnKind } from '../model/field.js';
import { FleetItem } from '../model/fleet-item.js';
import { Location } from '../model/location.js';
import { Package } from '../model/package.js';
import { PricingRule } from '../model/pricing-rule.js';
import type { ColumnsOf, TableDef as ModelTableDef } from '../model/record.js';
import { WebhookEndpoint } from '../model/webhook-endpoint.js';
import type { ResourceRecord } from './records.js';

export type { ColumnKind, ColumnsOf };

export type TableDef<R extends ResourceRecord = ResourceRecord> = ModelTableDef<R>;

export const FLEET_ITEMS = FleetItem.table;

export const ADDONS = Addon.table;

export const PACKAGES = Package.table;

export const COUPONS = Coupon.table;

export const CUSTOMERS = Customer.table;

export const LOCATIONS = Location.table;

export const PRICING_RULES = PricingRule.table;

export const WEBHOOK_ENDPOINTS = WebhookEndpoint.table;
