/** List Customers, and with `q` the customers found by any part of their name, email or phone. */
import { listResources } from '../catalog/crud.js';
import { customers } from '../catalog/kinds.js';
import { mapSlice, type PageRequest, type Slice } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import type { CustomerRecord } from '../model/customer.js';
import { toRecord } from '../store/queries/resources.js';
import type { Tx } from '../store/store.js';
import { CUSTOMERS } from '../store/tables.js';
import { needleFor } from './query.js';

export async function listCustomers(
  tx: Tx,
  scope: Scope,
  page: PageRequest,
  query: { q?: string | undefined },
): Promise<Slice<CustomerRecord>> {
  if (query.q === undefined) return listResources(tx, customers, scope, page);
  const clause = await tx.search.customers(scope, needleFor(query.q));
  return mapSlice(await tx.search.customerPage(scope, clause, page), (row) => toRecord(CUSTOMERS, row));
}
