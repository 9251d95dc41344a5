/**
 * The catalog's records written from the console: fleet items (with the numbered units of a tracked
 * item), add-ons, packages, coupons and locations. Each body is the request type generated from the
 * API's document, so a field the API renames or retypes fails the console's typecheck here.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from './context.js';
import { keys } from './keys.js';
import { all, type BodyOf, type FleetItem, uniqueById } from './types.js';

export type FleetItemCreate = BodyOf<'/v1/fleet-items', 'post'>;
export type FleetItemUpdate = BodyOf<'/v1/fleet-items/{id}', 'patch'>;
export type AddonCreate = BodyOf<'/v1/addons', 'post'>;
export type AddonUpdate = BodyOf<'/v1/addons/{id}', 'patch'>;
export type PackageCreate = BodyOf<'/v1/packages', 'post'>;
export type PackageUpdate = BodyOf<'/v1/packages/{id}', 'patch'>;
export type CouponCreate = BodyOf<'/v1/coupons', 'post'>;
export type CouponUpdate = BodyOf<'/v1/coupons/{id}', 'patch'>;
export type LocationCreate = BodyOf<'/v1/locations', 'post'>;
export type LocationUpdate = BodyOf<'/v1/locations/{id}', 'patch'>;

/** A write that creates (no id) or changes (an id) one record, then refreshes the lists it shows in. */
function useSave<C, U, R>(
  create: (body: C) => Promise<R>,
  update: (id: string, body: U) => Promise<R>,
  changed: readonly (readonly unknown[])[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (w: { id: null; body: C } | { id: string; body: U }) =>
      w.id === null ? create(w.body) : update(w.id, w.body),
    onSuccess: () => Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** A fleet item: what it changes shows in the catalog, the planner and every quote. */
export function useSaveFleetItem() {
  const { client } = useSession();
  return useSave(
    (body: FleetItemCreate): Promise<FleetItem> => client.post('/v1/fleet-items', { body }),
    (id, body: FleetItemUpdate) => client.patch('/v1/fleet-items/{id}', { params: { path: { id } }, body }),
    [keys.fleetItems, keys.units, keys.bookings, keys.quoteAll],
  );
}

/**
 * Numbered units added to a tracked item, one after another in the order given. The first refusal
 * stops the rest: the answer says which were added, so the form can offer the others again.
 */
export function useAddUnits() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ itemId, identifiers }: { itemId: string; identifiers: readonly string[] }) => {
      const added: string[] = [];
      try {
        for (const identifier of identifiers) {
          await client.post('/v1/units', {
            body: { fleet_item_id: itemId, identifier, serial_number: null, notes: null },
          });
          added.push(identifier);
        }
      } catch (error) {
        throw new UnitsRefused(added, identifiers[added.length] ?? '', error);
      }
      return added;
    },
    onSettled: () =>
      Promise.all(
        [keys.units, keys.fleetItems, keys.bookings].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** A unit the API refused, after `added` were added. */
export class UnitsRefused extends Error {
  constructor(
    readonly added: readonly string[],
    readonly identifier: string,
    readonly error: unknown,
  ) {
    super(`Unit ${identifier} was refused`);
  }
}

export function useSaveAddon() {
  const { client } = useSession();
  return useSave(
    (body: AddonCreate) => client.post('/v1/addons', { body }),
    (id, body: AddonUpdate) => client.patch('/v1/addons/{id}', { params: { path: { id } }, body }),
    [keys.addons, keys.quoteAll],
  );
}

export function useSavePackage() {
  const { client } = useSession();
  return useSave(
    (body: PackageCreate) => client.post('/v1/packages', { body }),
    (id, body: PackageUpdate) => client.patch('/v1/packages/{id}', { params: { path: { id } }, body }),
    [keys.packages, keys.quoteAll],
  );
}

export function useSaveCoupon() {
  const { client } = useSession();
  return useSave(
    (body: CouponCreate) => client.post('/v1/coupons', { body }),
    (id, body: CouponUpdate) => client.patch('/v1/coupons/{id}', { params: { path: { id } }, body }),
    [keys.coupons, keys.quoteAll],
  );
}

export function useLocations() {
  const { client } = useSession();
  return useQuery({
    queryKey: keys.locations,
    queryFn: async () => uniqueById(await all(client.list('/v1/locations', { params: { query: { limit: 100 } } }))),
  });
}

export function useSaveLocation() {
  const { client } = useSession();
  return useSave(
    (body: LocationCreate) => client.post('/v1/locations', { body }),
    (id, body: LocationUpdate) => client.patch('/v1/locations/{id}', { params: { path: { id } }, body }),
    [keys.locations],
  );
}
