/** The shop's customers, found by any part of a name, email or phone; each opens their page. */
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { errorMessage } from '../api/errors.js';
import { useCustomer, useCustomerBookings, useCustomerPage } from '../api/queries.js';
import { BookingList } from '../components/BookingList.js';
import { DataTable } from '../components/DataTable.js';
import { TextInput } from '../components/fields.js';
import { Pager, useCursor } from '../components/Pager.js';

export function Customers() {
  const fromAddress = new URLSearchParams(useSearch()).get('q') ?? '';
  const [q, setQ] = useState(fromAddress);
  useEffect(() => setQ(fromAddress), [fromAddress]);
  const cursor = useCursor(q);
  const page = useCustomerPage(q, cursor.current);
  return (
    <section className="screen" aria-labelledby="customers-title">
      <div className="screen-head">
        <h1 id="customers-title">Customers</h1>
      </div>
      <search className="panel filters" aria-label="Customer filters">
        <TextInput name="q" label="Find" value={q} onChange={setQ} description="Part of a name, email or phone" />
      </search>
      {page.error ? (
        <p className="error" role="alert">
          {errorMessage(page.error)}
        </p>
      ) : page.data === undefined ? (
        <p className="muted">Loading…</p>
      ) : page.data.data.length === 0 ? (
        <p className="empty">No customer matches.</p>
      ) : (
        <>
          <DataTable
            label="Customer list"
            columns={[{ label: 'Name' }, { label: 'Email' }, { label: 'Phone' }]}
            rows={page.data.data.map((c) => ({
              key: c.id,
              cells: [
                <Link key="name" href={`/customers/${c.id}`}>
                  {c.name}
                </Link>,
                c.email ?? '—',
                c.phone ?? '—',
              ],
            }))}
          />
          <Pager cursor={cursor} next={page.data.next} label="customers" />
        </>
      )}
    </section>
  );
}

export function CustomerScreen({ id }: { id: string }) {
  const customer = useCustomer(id);
  const bookings = useCustomerBookings(id);
  if (customer.error)
    return (
      <section className="screen">
        <h1>Customer not found</h1>
        <p>
          {errorMessage(customer.error)} <Link href="/customers">All customers</Link>
        </p>
      </section>
    );
  if (customer.data === undefined) return <p className="muted">Loading…</p>;
  const c = customer.data;
  return (
    <section className="screen" aria-labelledby="customer-title">
      <div className="screen-head">
        <div>
          <p className="eyebrow">Customer</p>
          <h1 id="customer-title">{c.name}</h1>
          <p className="muted">{[c.email, c.phone].filter((x) => x).join(' · ') || 'No contact details'}</p>
        </div>
      </div>
      <section className="panel" aria-labelledby="customer-bookings-title">
        <h2 id="customer-bookings-title">Bookings</h2>
        {bookings.data === undefined ? (
          <p className="muted">Loading…</p>
        ) : (
          <BookingList bookings={bookings.data} time="pickup" empty="No bookings yet." />
        )}
      </section>
    </section>
  );
}
