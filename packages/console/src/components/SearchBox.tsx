/** The search box on every screen: finds bookings by customer, booking id or unit (the bookings list, searched). */
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';

export function SearchBox() {
  const [text, setText] = useState('');
  const [, navigate] = useLocation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    navigate(q === '' ? '/bookings' : `/bookings?q=${encodeURIComponent(q)}`);
  };
  return (
    <search className="search-box">
      <form onSubmit={submit}>
        <label htmlFor="global-search" className="visually-hidden">
          Search bookings
        </label>
        <input
          id="global-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Name, email, phone, booking, unit"
        />
        <button type="submit" className="button secondary small">
          Search
        </button>
      </form>
    </search>
  );
}
