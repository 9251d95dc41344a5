/** Column maps of the tenant-owned resource tables: the API field name is the column name. */
export type ColumnKind = 'text' | 'int' | 'bool' | 'json';

export interface TableDef {
  table: string;
  /** The `object` value of its API records. */
  object: string;
  columns: Readonly<Record<string, ColumnKind>>;
}

export const FLEET_ITEMS: TableDef = {
  table: 'fleet_items',
  object: 'fleet_item',
  columns: {
    name: 'text',
    description: 'text',
    price_full_day: 'int',
    price_half_day: 'int',
    price_multi_day: 'int',
    price_weekly: 'int',
    deposit_amount: 'int',
    quantity: 'int',
    turnaround_minutes: 'int',
    active: 'bool',
  },
};

export const ADDONS: TableDef = {
  table: 'addons',
  object: 'addon',
  columns: { name: 'text', description: 'text', price: 'int', pricing: 'text', active: 'bool' },
};

export const PACKAGES: TableDef = {
  table: 'packages',
  object: 'package',
  columns: {
    name: 'text',
    description: 'text',
    fleet_item_ids: 'json',
    addon_ids: 'json',
    discount_type: 'text',
    discount_value: 'int',
    active: 'bool',
  },
};

export const COUPONS: TableDef = {
  table: 'coupons',
  object: 'coupon',
  columns: {
    code: 'text',
    discount_type: 'text',
    discount_value: 'int',
    active: 'bool',
    valid_from: 'text',
    valid_until: 'text',
    max_redemptions: 'int',
    times_redeemed: 'int',
    min_subtotal: 'int',
    fleet_item_ids: 'json',
  },
};

export const CUSTOMERS: TableDef = {
  table: 'customers',
  object: 'customer',
  columns: { name: 'text', email: 'text', phone: 'text' },
};

export const LOCATIONS: TableDef = {
  table: 'locations',
  object: 'location',
  columns: { name: 'text', address: 'text', timezone: 'text' },
};

export const PRICING_RULES: TableDef = {
  table: 'pricing_rules',
  object: 'pricing_rule',
  columns: {
    fleet_item_id: 'text',
    type: 'text',
    start_date: 'text',
    end_date: 'text',
    days_threshold: 'int',
    adjustment_type: 'text',
    adjustment_value: 'int',
    priority: 'int',
    active: 'bool',
  },
};
