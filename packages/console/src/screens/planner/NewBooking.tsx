/**
 * A new booking from the planner: customer (picked or created), quantity, dates, add-ons, coupon,
 * with a live quote. For one unit the quote's total is the booking's total (see api/quote.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useLocation } from 'wouter';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import {
  useAddons,
  useAvailabilityCheck,
  useBookingQuote,
  useCreateBooking,
  useCreateCustomer,
  useCustomers,
} from '../../api/queries.js';
import type { BookingDraft } from '../../api/quote.js';
import type { FleetItem } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { CustomerPicker } from '../../components/CustomerPicker.js';
import { CheckboxField, TextInput } from '../../components/fields.js';
import { ModalSheet } from '../../components/Modal.js';
import { QuotePanel } from '../../components/QuotePanel.js';
import { useDebounced } from '../../lib/debounce.js';
import { PriceCalendar } from './PriceCalendar.js';

export interface NewBookingStart {
  item: FleetItem;
  pickup_date: string;
  return_date: string;
}

const FIELDS = ['customer_id', 'quantity', 'pickup_date', 'return_date', 'addons', 'coupon_code', 'notes'] as const;
const ALIASES = { 'line_items.0.quantity': 'quantity' };
const CUSTOMER_ALIASES = { name: 'customer_name', email: 'customer_email', phone: 'customer_phone' };
const wholeNumber = (s: string) => (/^\d{1,4}$/.test(s.trim()) ? Number(s.trim()) : undefined);

export function NewBooking({ start, onClose }: { start: NewBookingStart; onClose: () => void }) {
  const [, navigate] = useLocation();
  const customers = useCustomers();
  const addons = useAddons();
  const createBooking = useCreateBooking();
  const createCustomer = useCreateCustomer();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [isNewCustomer, setNewCustomer] = useState(false);
  const [customer, setCustomer] = useState({ name: '', email: '', phone: '' });
  const [quantity, setQuantity] = useState('1');
  const [pickup, setPickup] = useState(start.pickup_date);
  const [ret, setReturn] = useState(start.return_date);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [coupon, setCoupon] = useState('');
  const [notes, setNotes] = useState('');
  const [submitErrors, setSubmitErrors] = useState<FormErrors>(NO_ERRORS);

  const units = wholeNumber(quantity);
  const selectedAddons = Object.entries(chosen).map(([addon_id, q]) => ({ addon_id, quantity: wholeNumber(q) ?? 0 }));
  const draft: BookingDraft | null =
    units === undefined || pickup === '' || ret === ''
      ? null
      : {
          fleet_item_id: start.item.id,
          quantity: units,
          pickup_date: pickup,
          return_date: ret,
          addons: selectedAddons,
          coupon_code: coupon.trim() === '' ? null : coupon.trim(),
        };
  const settled = useDebounced(draft);
  // A submit's errors stand until the operator changes something.
  const edited = JSON.stringify([draft, customerId, customer, notes]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the form's content changes
  useEffect(() => setSubmitErrors(NO_ERRORS), [edited]);
  const quote = useBookingQuote(settled);
  const check = useAvailabilityCheck(
    settled === null
      ? null
      : {
          fleet_item_id: settled.fleet_item_id,
          quantity: settled.quantity,
          pickup_date: settled.pickup_date,
          return_date: settled.return_date,
        },
  );

  // Errors of the live quote and check are shown beside their fields too, until a submit says more.
  const errors = useMemo<FormErrors>(() => {
    if (submitErrors !== NO_ERRORS) return submitErrors;
    const local: Record<string, string> = {};
    if (units === undefined) local.quantity = 'Enter a whole number of units.';
    if (local.quantity) return { fields: local };
    const fromQuote = formErrors(quote.error ?? check.error, FIELDS, ALIASES);
    return fromQuote;
  }, [submitErrors, units, quote.error, check.error]);

  const submit = async () => {
    setSubmitErrors(NO_ERRORS);
    if (units === undefined) return;
    let customerForBooking = customerId;
    try {
      if (isNewCustomer) {
        const created = await createCustomer.mutateAsync({
          name: customer.name.trim(),
          email: customer.email.trim() || null,
          phone: customer.phone.trim() || null,
        });
        customerForBooking = created.id;
        setCustomerId(created.id);
        setNewCustomer(false);
      }
    } catch (err) {
      setSubmitErrors(formErrors(err, Object.values(CUSTOMER_ALIASES), CUSTOMER_ALIASES));
      return;
    }
    if (customerForBooking === null) {
      setSubmitErrors({ fields: { customer_id: 'Choose a customer, or add a new one.' } });
      return;
    }
    try {
      const booking = await createBooking.mutateAsync({
        customer_id: customerForBooking,
        pickup_date: pickup,
        return_date: ret,
        line_items: [{ fleet_item_id: start.item.id, quantity: units }],
        addons: selectedAddons,
        coupon_code: coupon.trim() === '' ? null : coupon.trim(),
        notes: notes.trim() === '' ? null : notes.trim(),
      });
      onClose();
      navigate(`/bookings/${booking.id}`);
    } catch (err) {
      setSubmitErrors(formErrors(err, FIELDS, ALIASES));
    }
  };

  const busy = createBooking.isPending || createCustomer.isPending;
  const fit = check.data?.line_items[0];
  const addonError = errors.fields.addons;

  return (
    <ModalSheet title={`New booking: ${start.item.name}`} isOpen onOpenChange={(open) => !open && onClose()} wide>
      {(close) => (
        <ApiForm
          className="booking-form"
          errors={errors}
          onSubmit={() => {
            void submit();
          }}
        >
          <div className="form-columns">
            <div className="form-fields">
              {isNewCustomer ? (
                <fieldset className="fieldset">
                  <legend>New customer</legend>
                  <TextInput
                    name="customer_name"
                    label="Name"
                    value={customer.name}
                    onChange={(v) => setCustomer({ ...customer, name: v })}
                    isRequired
                    autoFocus
                  />
                  <div className="field-pair">
                    <TextInput
                      name="customer_email"
                      label="Email"
                      type="email"
                      value={customer.email}
                      onChange={(v) => setCustomer({ ...customer, email: v })}
                    />
                    <TextInput
                      name="customer_phone"
                      label="Phone"
                      type="tel"
                      value={customer.phone}
                      onChange={(v) => setCustomer({ ...customer, phone: v })}
                    />
                  </div>
                </fieldset>
              ) : (
                <CustomerPicker
                  customers={customers.data ?? []}
                  value={customerId}
                  onChange={setCustomerId}
                  autoFocus
                />
              )}
              <CheckboxField label="New customer" isSelected={isNewCustomer} onChange={setNewCustomer} />
              <div className="field-pair">
                <TextInput
                  name="pickup_date"
                  label="Pickup"
                  type="datetime-local"
                  value={pickup}
                  onChange={setPickup}
                  isRequired
                />
                <TextInput
                  name="return_date"
                  label="Return"
                  type="datetime-local"
                  value={ret}
                  onChange={setReturn}
                  isRequired
                />
              </div>
              <TextInput
                name="quantity"
                label="Units"
                inputMode="numeric"
                value={quantity}
                onChange={setQuantity}
                isRequired
                description={
                  fit ? `${fit.free} of ${start.item.quantity} free for these dates` : `${start.item.quantity} in stock`
                }
              />
              <fieldset className="fieldset" aria-describedby={addonError ? 'addons-error' : undefined}>
                <legend>Add-ons</legend>
                {(addons.data ?? [])
                  .filter((a) => a.active)
                  .map((a) => (
                    <div key={a.id} className="addon-choice">
                      <CheckboxField
                        label={a.name}
                        isSelected={a.id in chosen}
                        onChange={(on) => {
                          const next = { ...chosen };
                          if (on) next[a.id] = '1';
                          else delete next[a.id];
                          setChosen(next);
                        }}
                      />
                      {a.id in chosen && (
                        <TextInput
                          name={`addon_${a.id}`}
                          label={`${a.name} quantity`}
                          inputMode="numeric"
                          value={chosen[a.id] ?? '1'}
                          onChange={(v) => setChosen({ ...chosen, [a.id]: v })}
                          className="inline-field"
                        />
                      )}
                    </div>
                  ))}
                {addonError && (
                  <p className="field-error" id="addons-error">
                    {addonError}
                  </p>
                )}
              </fieldset>
              <TextInput name="coupon_code" label="Coupon code" value={coupon} onChange={setCoupon} />
              <TextInput name="notes" label="Notes" value={notes} onChange={setNotes} multiline />
            </div>
            <div className="form-side">
              <QuotePanel quote={quote.data} pending={quote.isFetching} />
              {settled !== null && (
                <PriceCalendar
                  itemId={start.item.id}
                  pickup={settled.pickup_date}
                  ret={settled.return_date}
                  anchor={start.pickup_date.slice(0, 10)}
                  quantity={settled.quantity > 0 ? settled.quantity : 1}
                  onPick={(w) => {
                    setPickup(w.pickup);
                    setReturn(w.ret);
                  }}
                />
              )}
              {fit && !fit.available && (
                <p className="warning" role="alert">
                  Only {fit.free} {start.item.name} free for these dates.
                </p>
              )}
            </div>
          </div>
          <div className="dialog-actions">
            <Button className="button secondary" onPress={close}>
              Cancel
            </Button>
            <Button type="submit" className="button primary" isDisabled={busy}>
              {busy ? 'Creating…' : 'Create booking'}
            </Button>
          </div>
        </ApiForm>
      )}
    </ModalSheet>
  );
}
