/**
 * Catalog records deleted from the console: fleet items, add-ons, packages, coupons and locations.
 * The API deletes them outright (bookings already made keep the names and prices they were made
 * with), so the console asks first; its refusals are said in the shop's words, by the record's name.
 */
import { isRentlineApiError, type RentlineClient } from '@rentline/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from './context.js';
import { errorMessage } from './errors.js';
import { keys } from './keys.js';
import { whoMay } from './rights.js';

export type Deletable = 'fleetItem' | 'addon' | 'package' | 'coupon' | 'location';

/** A record to delete, named as the shop knows it (a coupon by its code). */
export interface DeleteTarget {
  kind: Deletable;
  id: string;
  name: string;
}

interface Deletion {
  /** What the shop calls the kind: "fleet item". */
  noun: string;
  remove: (client: RentlineClient, id: string) => Promise<unknown>;
  /** The lists that showed it, or a quote that used it. */
  changed: readonly (readonly unknown[])[];
}

const path = (id: string) => ({ params: { path: { id } } });

export const DELETIONS: Record<Deletable, Deletion> = {
  fleetItem: {
    noun: 'fleet item',
    remove: (c, id) => c.delete('/v1/fleet-items/{id}', path(id)),
    // A package that listed the item shows it no more, nor do the planner and the units.
    changed: [keys.fleetItems, keys.units, keys.packages, keys.bookings, keys.quoteAll],
  },
  addon: {
    noun: 'add-on',
    remove: (c, id) => c.delete('/v1/addons/{id}', path(id)),
    changed: [keys.addons, keys.packages, keys.quoteAll],
  },
  package: {
    noun: 'package',
    remove: (c, id) => c.delete('/v1/packages/{id}', path(id)),
    changed: [keys.packages, keys.quoteAll],
  },
  coupon: {
    noun: 'coupon',
    remove: (c, id) => c.delete('/v1/coupons/{id}', path(id)),
    changed: [keys.coupons, keys.quoteAll],
  },
  location: {
    noun: 'location',
    remove: (c, id) => c.delete('/v1/locations/{id}', path(id)),
    changed: [keys.locations],
  },
};

/**
 * Deletes one record. Its lists are read again whatever the answer: a record someone else deleted
 * first (a 404 here) must leave the list too.
 */
export function useDeleteRecord() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (t: DeleteTarget) => DELETIONS[t.kind].remove(client, t.id),
    onSettled: (_data, _err, t) =>
      Promise.all(DELETIONS[t.kind].changed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Whether the record was gone before the delete asked (deleted elsewhere meanwhile). */
export const alreadyDeleted = (err: unknown): boolean => isRentlineApiError(err) && err.status === 404;

/** Why a delete was refused, by the record's name rather than its id. */
export function deleteRefusal(err: unknown, t: DeleteTarget): string {
  if (alreadyDeleted(err)) return `${t.name} was already deleted, from another screen or by someone else.`;
  if (isRentlineApiError(err) && err.code === 'role_not_allowed')
    return `Your role cannot delete a ${DELETIONS[t.kind].noun}: ask ${whoMay('deleteCatalog')}.`;
  return errorMessage(err);
}
