/** Who a query runs for: every tenant-owned row is read and written within one tenant and one mode. */
export interface Scope {
  tenantId: string;
  livemode: boolean;
}

export const modeInt = (scope: Scope): number => (scope.livemode ? 1 : 0);
