/** Every query key of the console, so a mutation invalidates exactly what it changed. */
export const keys = {
  tenant: ['tenant'] as const,
  fleetItems: ['fleet-items'] as const,
  addons: ['addons'] as const,
  customers: ['customers'] as const,
  rules: ['pricing-rules'] as const,
  packages: ['packages'] as const,
  coupons: ['coupons'] as const,
  units: ['units'] as const,
  locations: ['locations'] as const,
  staff: ['staff'] as const,
  bookings: ['bookings'] as const,
  booking: (id: string) => ['bookings', 'one', id] as const,
  today: (date: string) => ['bookings', 'today', date] as const,
  overdue: ['bookings', 'overdue'] as const,
  planner: (from: string, to: string) => ['bookings', 'planner', from, to] as const,
  quote: (what: string, input: unknown) => ['quote', what, input] as const,
  /** Every quote: a rate plan or the schedule changes what they say. */
  quoteAll: ['quote'] as const,
};
