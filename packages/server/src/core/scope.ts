/** Who a query runs for: every tenant-owned record is read and written within one tenant and one mode. */
export interface Scope {
  tenantId: string;
  livemode: boolean;
  /**
   * The tenant's cache version read when the request was authenticated (see `Store.cacheVersion`):
   * a request reads its cached records as of that moment, so it need not read the version again.
   */
  cacheVersion?: number | undefined;
}
