/** Who a query runs for: every tenant-owned record is read and written within one tenant and one mode. */
export interface Scope {
  tenantId: string;
  livemode: boolean;
}
