/**
 * The console's one way to the API: TanStack Query over `@rentline/client`. Screens call these hooks
 * and never the client; every mutation invalidates the keys it changed (a booking change refreshes
 * the booking, the day and the planner, which all live under `bookings`).
 */
import type { InitArgs, ListItem, ListPath, RentlineClient } from '@rentline/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from './context.js';
import { keys } from './keys.js';
import { type BookingFilters, bookingPage, customerBookings, customerPage } from './lists.js';
import { loadPlanner } from './planner.js';
import { type CalendarPlan, loadPriceCalendar } from './price-calendar.js';
import { type BookingDraft, quoteBooking, quoteChange } from './quote.js';
import type { RuleCreate, RuleUpdate } from './rules.js';
import { loadShopDay, overdueBookings } from './today.js';
import { all, type BookingDetail, type Schedule, uniqueById } from './types.js';

const PAGE = { limit: 100 } as const;

// ------------------------------------------------------------------------------------------ reads

/** Every item of a list endpoint (the catalog's lists are short: pages of 100 are walked to the end). */
function useWholeList<P extends ListPath>(key: readonly unknown[], path: P) {
  const { client } = useSession();
  // The list's query parameters differ by path; a page size is valid on every one of them.
  const list = client.list as (path: P, init: { params: { query: typeof PAGE } }) => AsyncIterable<ListItem<P>>;
  return useQuery({
    queryKey: key,
    queryFn: async () =>
      uniqueById((await all(list(path, { params: { query: PAGE } }))) as (ListItem<P> & { id: string })[]),
  });
}

export const useFleetItems = () => useWholeList(keys.fleetItems, '/v1/fleet-items');
export const useAddons = () => useWholeList(keys.addons, '/v1/addons');
export const useCustomers = () => useWholeList(keys.customers, '/v1/customers');
export const usePricingRules = () => useWholeList(keys.rules, '/v1/pricing/rules');
export const usePackages = () => useWholeList(keys.packages, '/v1/packages');
export const useCoupons = () => useWholeList(keys.coupons, '/v1/coupons');
/** Every numbered unit of the shop, retired ones included (a shop has tens or hundreds). */
export const useUnits = () => useWholeList(keys.units, '/v1/units');

/** The tenant's settings as they are now (the session's copy is from sign-in; a setting may change since). */
export function useTenantSettings() {
  const { client } = useSession();
  return useQuery({ queryKey: keys.tenant, queryFn: () => client.get('/v1/tenant') });
}

export function useBooking(id: string) {
  const { client } = useSession();
  return useQuery({
    queryKey: keys.booking(id),
    queryFn: () => client.get('/v1/bookings/{id}', { params: { path: { id } } }),
  });
}

/** Today's lists; `now` is read when the query runs, and the lists refresh every minute. */
export function useShopDay(date: string) {
  const { client, tenant } = useSession();
  return useQuery({
    queryKey: keys.today(date),
    queryFn: () => loadShopDay(client, tenant.timezone, new Date()),
    refetchInterval: 60_000,
  });
}

/** Bookings out past their return now (refreshed every minute, like the day's lists). */
export function useOverdue() {
  const { client } = useSession();
  return useQuery({ queryKey: keys.overdue, queryFn: () => overdueBookings(client), refetchInterval: 60_000 });
}

export function usePlanner(from: string, to: string) {
  const { client } = useSession();
  return useQuery({
    queryKey: keys.planner(from, to),
    queryFn: () => loadPlanner(client, from, to),
    placeholderData: keepPreviousData,
  });
}

/** The live quote of a booking being drafted (null while the draft is incomplete). */
export function useBookingQuote(draft: BookingDraft | null) {
  const { client } = useSession();
  return useQuery({
    queryKey: keys.quote('booking', draft),
    queryFn: () => quoteBooking(client, draft as BookingDraft),
    enabled: draft !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** Whether `quantity` units of an item are free for a window (null while incomplete). */
export function useAvailabilityCheck(
  check: { fleet_item_id: string; quantity: number; pickup_date: string; return_date: string } | null,
) {
  const { client } = useSession();
  return useQuery({
    queryKey: keys.quote('check', check),
    queryFn: () =>
      client.post('/v1/availability/check', {
        body: {
          line_items: [{ fleet_item_id: check!.fleet_item_id, quantity: check!.quantity }],
          pickup_date: check!.pickup_date,
          return_date: check!.return_date,
        },
      }),
    enabled: check !== null,
    retry: false,
  });
}

/** Prices of the same rental on each date around the chosen one (null while the draft has no window). */
export function usePriceCalendar(itemId: string, plan: CalendarPlan | null, quantity: number) {
  const { client } = useSession();
  const { length: _length, ...query } = plan ?? { length: 0 };
  return useQuery({
    queryKey: keys.quote('calendar', { itemId, query, quantity }),
    queryFn: () => loadPriceCalendar(client, itemId, plan as CalendarPlan, quantity),
    enabled: plan !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useChangeQuote(
  booking: BookingDetail,
  change: { return_date?: string; swap?: { line_item_id: string; fleet_item_id: string } } | null,
) {
  const { client } = useSession();
  return useQuery({
    queryKey: keys.quote('change', { id: booking.id, updated: booking.updated_at, change }),
    queryFn: () => quoteChange(client, booking, change!),
    enabled: change !== null,
    retry: false,
  });
}

// -------------------------------------------------------------------------------------- mutations

/** Invalidates every booking view (the booking, today's lists, the planner). */
function useBookingsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.bookings });
}

export function useCreateBooking() {
  const { client } = useSession();
  const changed = useBookingsChanged();
  return useMutation({
    mutationFn: (body: {
      customer_id: string;
      pickup_date: string;
      return_date: string;
      line_items: { fleet_item_id: string; quantity: number }[];
      addons: { addon_id: string; quantity: number }[];
      coupon_code: string | null;
      notes: string | null;
    }) => client.post('/v1/bookings', { body: { ...body, half_day: false } }),
    onSuccess: changed,
  });
}

export function useCreateCustomer() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; email: string | null; phone: string | null }) =>
      client.post('/v1/customers', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.customers }),
  });
}

/** An action on one booking; on success every booking view is refreshed. */
export function useBookingAction<T, R = unknown>(act: (client: RentlineClient, body: T) => Promise<R>) {
  const { client } = useSession();
  const changed = useBookingsChanged();
  return useMutation({ mutationFn: (body: T) => act(client, body), onSuccess: changed });
}

export const usePay = (id: string) =>
  useBookingAction((client, body: { amount: number; method: string | null; reference: string | null }) =>
    client.post('/v1/bookings/{id}/payments', { params: { path: { id } }, body }),
  );

export const useCancel = (id: string) =>
  useBookingAction((client, body: { reason: string | null }) =>
    client.post('/v1/bookings/{id}/cancel', { params: { path: { id } }, body }),
  );

export const useExtend = (id: string) =>
  useBookingAction((client, body: { new_return_date: string }) =>
    client.post('/v1/bookings/{id}/extend', { params: { path: { id } }, body }),
  );

export const useSwap = (id: string) =>
  useBookingAction((client, body: { line_item_id: string; new_fleet_item_id: string }) =>
    client.post('/v1/bookings/{id}/swap-item', { params: { path: { id } }, body }),
  );

export interface PickupBody {
  units: { line_item_id: string; unit_ids: string[] }[];
}

/** Pick up a confirmed booking, naming the units of each line of a numbered item. */
export function usePickup(id: string) {
  const queryClient = useQueryClient();
  return useBookingAction((client, body: PickupBody) =>
    client
      .post('/v1/bookings/{id}/pickup', { params: { path: { id } }, body })
      .finally(() => queryClient.invalidateQueries({ queryKey: keys.units })),
  );
}

export interface ReturnBody {
  returned_at?: string;
  units: { unit_id: string; condition: 'ok' | 'damaged' | 'needs_inspection'; notes?: string }[];
  notes?: string;
}

/** Return an active booking: each unit's condition (a damaged one goes into maintenance), a late fee if late. */
export function useReturn(id: string) {
  const queryClient = useQueryClient();
  return useBookingAction((client, body: ReturnBody) =>
    client
      .post('/v1/bookings/{id}/return', { params: { path: { id } }, body })
      .finally(() => queryClient.invalidateQueries({ queryKey: keys.units })),
  );
}

/**
 * The booking as returning it with `body` would leave it (late fee, totals, units), from the
 * server's return preview: the console shows this before the operator confirms, never a fee of its
 * own making. Re-asked every half minute, so a preview of a return "now" stays true while it is open.
 */
export function useReturnPreview(id: string, body: ReturnBody) {
  const { client } = useSession();
  return useQuery({
    queryKey: keys.quote('return', { id, body }),
    queryFn: () => client.post('/v1/bookings/{id}/return/preview', { params: { path: { id } }, body }),
    retry: false,
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** A status change through PATCH: confirm, mark picked up (active), mark returned (completed). */
export const useSetStatus = (id: string) =>
  useBookingAction((client, status: 'confirmed' | 'active' | 'completed') =>
    client.patch('/v1/bookings/{id}', { params: { path: { id } }, body: { status } }),
  );

/** A change to the units: the units, the items' quantities and the planner's downtimes all move. */
function useUnitsAction<T>(act: (client: RentlineClient, body: T) => Promise<unknown>) {
  const { client } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => act(client, body),
    onSuccess: () =>
      Promise.all(
        [keys.units, keys.fleetItems, keys.bookings].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export const useCreateUnit = () =>
  useUnitsAction(
    (client, body: { fleet_item_id: string; identifier: string; serial_number: string | null; notes: string | null }) =>
      client.post('/v1/units', { body }),
  );

export const useRetireUnit = () =>
  useUnitsAction((client, { id, ...body }: { id: string; reason: string | null; force: boolean }) =>
    client.post('/v1/units/{id}/retire', { params: { path: { id } }, body }),
  );

export const useReleaseUnit = () =>
  useUnitsAction((client, id: string) => client.post('/v1/units/{id}/release', { params: { path: { id } } }));

/** Replace the tenant's late-fee policy (null: no fees). */
export function useSaveLateFee() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      late_fee: { grace_minutes: number; per_hour: number | null; per_day: number | null; cap: number | null } | null,
    ) => client.patch('/v1/tenant', { body: { late_fee } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.tenant }),
  });
}

/** A new rule, in the shape its type takes (see `api/rules.ts`). */
export function useCreateRule() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RuleCreate) => client.post('/v1/pricing/rules', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.rules }),
  });
}

/** A change to a rule: only the fields sent change (switching it on or off sends `active` alone). */
export function useUpdateRule() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RuleUpdate }) =>
      client.patch('/v1/pricing/rules/{id}', { params: { path: { id } }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.rules }),
  });
}

// ------------------------------------------------------------------- rate plans and the schedule

/** A fleet item's update (the rate plan form sends its rate plan fields only). */
export type RatePlanBody = NonNullable<NonNullable<InitArgs<'/v1/fleet-items/{id}', 'patch'>[0]>['body']>;

/** A fleet item's rate plan; what it changes shows in the catalog, the planner and every quote. */
export function useSaveRatePlan(id: string) {
  const { client } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatePlanBody) => client.patch('/v1/fleet-items/{id}', { params: { path: { id } }, body }),
    onSuccess: () =>
      Promise.all(
        [keys.fleetItems, keys.bookings, keys.quoteAll].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** Replace this mode's shop schedule (a field left out takes its default). */
export function useSaveSchedule() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: Schedule) => client.patch('/v1/tenant', { body: { schedule } }),
    onSuccess: () =>
      Promise.all([keys.tenant, keys.quoteAll].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

// ------------------------------------------------------------------------------------------ lists

/** One page of bookings matching `f`, from `cursor`; the page shown stays while the next loads. */
export function useBookingPage(f: BookingFilters, cursor: string | null) {
  const { client } = useSession();
  return useQuery({
    queryKey: [...keys.bookings, 'list', f, cursor],
    queryFn: () => bookingPage(client, f, cursor),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerPage(q: string, cursor: string | null) {
  const { client } = useSession();
  return useQuery({
    queryKey: [...keys.customers, 'list', q, cursor],
    queryFn: () => customerPage(client, q, cursor),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string) {
  const { client } = useSession();
  return useQuery({
    queryKey: [...keys.customers, 'one', id],
    queryFn: () => client.get('/v1/customers/{id}', { params: { path: { id } } }),
  });
}

export function useCustomerBookings(id: string) {
  const { client } = useSession();
  return useQuery({ queryKey: [...keys.bookings, 'customer', id], queryFn: () => customerBookings(client, id) });
}
