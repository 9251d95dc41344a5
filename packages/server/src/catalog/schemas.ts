/** Request and response schemas of the catalog: fleet items, add-ons, packages, coupons, customers, locations. */
import { z } from 'zod';
import { activeQuery, paginationQuery } from '../http/schemas.js';
import { Addon } from '../model/addon.js';
import { Coupon } from '../model/coupon.js';
import { Customer } from '../model/customer.js';
import { FleetItem } from '../model/fleet-item.js';
import { Location } from '../model/location.js';
import { Package } from '../model/package.js';
import { searchQuery } from '../search/schemas.js';

// Every catalog record is declared in `model/`: the request and response schemas are the declaration's.
// ---------------------------------------------------------------------------------------- fleet items
export const FleetItemCreate = FleetItem.create;
export const FleetItemUpdate = FleetItem.update;
export const FleetItemSchema = FleetItem.schema;

// ---------------------------------------------------------------------------------------- add-ons
export const AddonCreate = Addon.create;
export const AddonUpdate = Addon.update;
export const AddonSchema = Addon.schema;

// ---------------------------------------------------------------------------------------- packages
export const PackageCreate = Package.create;
export const PackageUpdate = Package.update;
export const PackageSchema = Package.schema;

// ---------------------------------------------------------------------------------------- coupons
export const CouponCreate = Coupon.create;
export const CouponUpdate = Coupon.update;
export const CouponSchema = Coupon.schema;

// ---------------------------------------------------------------------------------------- customers, locations
export const CustomerCreate = Customer.create;
export const CustomerUpdate = Customer.update;
export const CustomerSchema = Customer.schema;
export const LocationCreate = Location.create;
export const LocationUpdate = Location.update;
export const LocationSchema = Location.schema;

export const CatalogListQuery = z.strictObject({ ...paginationQuery });
export const CustomerListQuery = z.strictObject({
  ...paginationQuery,
  q: searchQuery.optional().meta({
    description:
      "Find: any part of the customer's name, email or phone; case and accents ignored; digits find them in a phone however it is written",
  }),
});
export const ActiveListQuery = z.strictObject({ ...paginationQuery, active: activeQuery.optional() });
