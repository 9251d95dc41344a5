/**
 * Every booking, found by filters (status, pickup dates, overdue, owes money) and by search: any
 * part of the customer's name, email or phone, the booking id or a unit's identifier. The search
 * text comes from the address (`?q=`, set by the search box on every screen); the rest live here.
 */
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { errorMessage } from '../api/errors.js';
import { type BookingFilters, NO_FILTERS, type StatusFilter } from '../api/lists.js';
import { useBookingPage } from '../api/queries.js';
import { BookingList } from '../components/BookingList.js';
import { CheckboxField, SelectField, TextInput } from '../components/fields.js';
import { Pager, useCursor } from '../components/Pager.js';

const STATUSES: { id: StatusFilter | 'any'; label: string }[] = [
  { id: 'any', label: 'Any status' },
  { id: 'pending', label: 'Pending' },
  { id: 'confirmed', label: 'Confirmed' },
  { id: 'active', label: 'Out' },
  { id: 'completed', label: 'Returned' },
  { id: 'cancelled', label: 'Cancelled' },
];

export function Bookings() {
  const q = new URLSearchParams(useSearch()).get('q') ?? '';
  const [filters, setFilters] = useState<BookingFilters>({ ...NO_FILTERS, q });
  useEffect(() => setFilters((f) => ({ ...f, q })), [q]);
  const cursor = useCursor(JSON.stringify(filters));
  const page = useBookingPage(filters, cursor.current);
  const set = <K extends keyof BookingFilters>(k: K, v: BookingFilters[K]) => setFilters((f) => ({ ...f, [k]: v }));
  return (
    <section className="screen" aria-labelledby="bookings-title">
      <div className="screen-head">
        <h1 id="bookings-title">Bookings</h1>
      </div>
      <search className="panel filters" aria-label="Booking filters">
        <TextInput
          name="q"
          label="Find"
          value={filters.q}
          onChange={(v) => set('q', v)}
          description="Part of a name, email, phone, booking id or unit"
        />
        <SelectField
          name="status"
          label="Status"
          value={filters.status === '' ? 'any' : filters.status}
          onChange={(v) => set('status', v === 'any' ? '' : (v as StatusFilter))}
          options={STATUSES}
        />
        <TextInput
          name="from"
          label="Picking up from"
          type="date"
          value={filters.from}
          onChange={(v) => set('from', v)}
        />
        <TextInput name="to" label="Picking up to" type="date" value={filters.to} onChange={(v) => set('to', v)} />
        <CheckboxField label="Overdue" isSelected={filters.overdue} onChange={(v) => set('overdue', v)} />
        <CheckboxField label="Owes money" isSelected={filters.owes} onChange={(v) => set('owes', v)} />
      </search>
      {page.error ? (
        <p className="error" role="alert">
          {errorMessage(page.error)}
        </p>
      ) : page.data === undefined ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          <p className="muted" role="status">
            {page.data.data.length === 0 ? 'No booking matches.' : `${page.data.data.length} shown`}
          </p>
          <BookingList bookings={page.data.data} time="pickup" empty="" />
          <Pager cursor={cursor} next={page.data.next} label="bookings" />
        </>
      )}
    </section>
  );
}
