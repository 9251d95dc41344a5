/**
 * The availability of the customer's choice, asked of the shop's server (stock moves with every
 * booking, so unlike prices it cannot be worked out from what the page loaded). The question is put
 * once the choice has settled for a moment, not on every change, and its answer is said in a polite
 * live region: how many units are free on those dates, or that too few are. Before booking, the
 * answer for exactly the choice being booked is what decides whether the checkout is sent at all.
 */
import type { AvailabilityCheck, StorefrontApi } from './api.js';
import type { Choice } from './quote.js';
import type { Messages } from './text.js';

/** How long a choice must stay put before its availability is asked (ms). */
const SETTLE_MS = 400;
/** How long an answer stands for the booking button (ms): stock can go in the meantime. */
const FRESH_MS = 60_000;

type Answer = { key: string; at: number; free: number; available: boolean };

export class Availability {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #answer: Answer | null = null;
  #asking: { key: string; promise: Promise<Answer | null> } | null = null;
  /** The choice the region speaks about: an answer for an older one is not shown. */
  #current = '';

  constructor(
    private readonly api: () => StorefrontApi,
    private readonly region: HTMLElement,
    private readonly m: Messages,
  ) {}

  /** The choice changed (null: it cannot be priced, so nothing to ask). Ask once it settles. */
  changed(choice: Choice | null): void {
    clearTimeout(this.#timer);
    const key = choice === null ? '' : JSON.stringify(choice);
    if (key === this.#current) return;
    this.#current = key;
    this.#clear();
    if (choice === null) return;
    const known = this.#answer;
    if (known !== null && known.key === key && Date.now() - known.at < FRESH_MS) {
      this.#say(known);
      return;
    }
    this.#timer = setTimeout(() => void this.#ask(choice, key), SETTLE_MS);
  }

  /**
   * The availability of `choice` right before booking: a fresh answer, else asked now. `null` when
   * the server could not be asked (the checkout then decides, as it always does).
   */
  async before(choice: Choice): Promise<{ free: number; available: boolean } | null> {
    clearTimeout(this.#timer);
    const key = JSON.stringify(choice);
    const known = this.#answer;
    if (known !== null && known.key === key && Date.now() - known.at < FRESH_MS) return known;
    return this.#ask(choice, key);
  }

  /** Forget every answer (a booking was made or refused: the stock has moved). */
  forget(): void {
    this.#answer = null;
    this.#current = '';
  }

  #ask(choice: Choice, key: string): Promise<Answer | null> {
    if (this.#asking?.key === key) return this.#asking.promise;
    if (this.#current === key) this.region.textContent = this.m.checking;
    const promise = this.api()
      .checkAvailability({
        line_items: [{ fleet_item_id: choice.fleet_item_id, quantity: choice.quantity }],
        pickup_date: choice.pickup_date,
        return_date: choice.return_date,
      })
      .then(
        (check: AvailabilityCheck): Answer => {
          const line = check.line_items[0];
          return { key, at: Date.now(), free: line?.free ?? 0, available: check.available };
        },
        () => null,
      )
      .then((answer) => {
        if (this.#asking?.key === key) this.#asking = null;
        if (answer !== null) this.#answer = answer;
        if (this.#current === key) {
          if (answer === null) this.#clear();
          else this.#say(answer);
        }
        return answer;
      });
    this.#asking = { key, promise };
    return promise;
  }

  #clear(): void {
    this.region.textContent = '';
    delete this.region.dataset.available;
    delete this.region.dataset.free;
  }

  #say(answer: Answer): void {
    this.region.textContent = answer.available ? this.m.available(answer.free) : this.m.notAvailable(answer.free);
    this.region.dataset.available = String(answer.available);
    this.region.dataset.free = String(answer.free);
  }
}
