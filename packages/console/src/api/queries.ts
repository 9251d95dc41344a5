/**
 * The console's one way to the API: TanStack Query over `@rentline/client`. Screens call these hooks
 * and never the client; every mutation invalidates the keys it changed (a booking change refreshes
 * the booking, the day and the planner, which all live under `bookings`).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from './context.js';
import { keys } from './keys.js';
import { loadPlanner } from './planner.js';
import { type BookingDraft, quoteBooking, quoteChange } from './quote.js';
import { loadShopDay } from './today.js';
import { all, type BookingDetail } from './types.js';

const PAGE = { limit: 100 } as const;

// ------------------------------------------------------------------------------------------ reads

export function useFleetItems() {
  const { client } = useSession();
  return useQuery({
    queryKey: keys.fleetItems,
    queryFn: () => all(client.list('/v1/fleet-items', { params: { query: PAGE } })),
  });
}

export function useAddons() {
  const { client } = useSession();
  return useQuery({
    queryKey: keys.addons,
    queryFn: () => all(client.list('/v1/addons', { params: { query: PAGE } })),
  });
}

export function useCustomers() {
  const { client } = useSession();
  return useQuery({
    queryKey: keys.customers,
    queryFn: () => all(client.list('/v1/customers', { params: { query: PAGE } })),
  });
}

export function usePricingRules() {
  const { client } = useSession();
  return useQuery({
    queryKey: keys.rules,
    queryFn: () => all(client.list('/v1/pricing/rules', { params: { query: PAGE } })),
  });
}

export function usePackages() {
  const { client } = useSession();
  return useQuery({
    queryKey: keys.packages,
    queryFn: () => all(client.list('/v1/packages', { params: { query: PAGE } })),
  });
}

export function useCoupons() {
  const { client } = useSession();
  return useQuery({
    queryKey: keys.coupons,
    queryFn: () => all(client.list('/v1/coupons', { params: { query: PAGE } })),
  });
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

export function usePay(id: string) {
  const { client } = useSession();
  const changed = useBookingsChanged();
  return useMutation({
    mutationFn: (body: { amount: number; method: string | null; reference: string | null }) =>
      client.post('/v1/bookings/{id}/payments', { params: { path: { id } }, body }),
    onSuccess: changed,
  });
}

export function useCancel(id: string) {
  const { client } = useSession();
  const changed = useBookingsChanged();
  return useMutation({
    mutationFn: (body: { reason: string | null }) =>
      client.post('/v1/bookings/{id}/cancel', { params: { path: { id } }, body }),
    onSuccess: changed,
  });
}

export function useExtend(id: string) {
  const { client } = useSession();
  const changed = useBookingsChanged();
  return useMutation({
    mutationFn: (body: { new_return_date: string }) =>
      client.post('/v1/bookings/{id}/extend', { params: { path: { id } }, body }),
    onSuccess: changed,
  });
}

export function useSwap(id: string) {
  const { client } = useSession();
  const changed = useBookingsChanged();
  return useMutation({
    mutationFn: (body: { line_item_id: string; new_fleet_item_id: string }) =>
      client.post('/v1/bookings/{id}/swap-item', { params: { path: { id } }, body }),
    onSuccess: changed,
  });
}

/** A status change through PATCH: confirm, mark picked up (active), mark returned (completed). */
export function useSetStatus(id: string) {
  const { client } = useSession();
  const changed = useBookingsChanged();
  return useMutation({
    mutationFn: (status: 'confirmed' | 'active' | 'completed') =>
      client.patch('/v1/bookings/{id}', { params: { path: { id } }, body: { status } }),
    onSuccess: changed,
  });
}

export type RuleFields = {
  type: 'seasonal' | 'multi_day';
  fleet_item_id: string | null;
  start_date: string | null;
  end_date: string | null;
  days_threshold: number | null;
  adjustment_type: 'percent' | 'dollar';
  adjustment_value: number;
  priority: number;
  active: boolean;
};

export function useSaveRule() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: Partial<RuleFields> }) =>
      id === null
        ? client.post('/v1/pricing/rules', { body: fields as RuleFields })
        : client.patch('/v1/pricing/rules/{id}', { params: { path: { id } }, body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.rules }),
  });
}
