/**
 * A local stand-in for the Stripe endpoints the server's Stripe provider calls, on 127.0.0.1: a
 * small PaymentIntent state machine (cards by Stripe's test payment method ids), customers, refunds,
 * Stripe's idempotency (a repeated key gets the first answer), and Connect's `Stripe-Account`. Every
 * request and every answer is checked against Stripe's OpenAPI description (`stripe-openapi.ts`);
 * what does not match is collected in `problems`, which a test expects to stay empty.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type Operation, operationOf, parseForm, StripeValidator } from './stripe-openapi.js';

type Js = Record<string, any>;

export interface StripeRequest {
  method: string;
  path: string;
  /** The operation's template (`/v1/payment_intents/{intent}/capture`). */
  template: string;
  params: Js;
  account: string | undefined;
  idempotencyKey: string | undefined;
  version: string | undefined;
  status: number;
}

export interface StripeStandIn {
  url: string;
  requests: StripeRequest[];
  /** Requests and answers that do not match the description. */
  problems: string[];
  intents: Map<string, Js>;
  refunds: Map<string, Js>;
  validator: StripeValidator;
  /** The customers whose cards decline off-session confirmations (renewals). */
  declineOffSession: Set<string>;
  /** The status new refunds get. */
  refundStatus: 'succeeded' | 'pending';
  /** Seconds since the epoch the stand-in stamps objects with. */
  now: () => number;
  /** What the customer's browser does with Stripe.js: the intent's confirmation. */
  confirmInBrowser(id: string, paymentMethod: string): Js;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const DAY_S = 86_400;

const errorBody = (type: string, code: string, message: string, extra: Js = {}) => ({
  error: { type, code, message, ...extra },
});

export async function startStripeStandIn(
  now: () => number = () => Math.floor(Date.now() / 1000),
): Promise<StripeStandIn> {
  const validator = new StripeValidator();
  const intents = new Map<string, Js>();
  const charges = new Map<string, Js>();
  const refunds = new Map<string, Js>();
  const replies = new Map<string, { body: string; status: number; reply: Js }>();
  const requests: StripeRequest[] = [];
  const problems: string[] = [];

  const chargeFor = (pi: Js): string => {
    const extended = pi.payment_method_options?.card?.request_extended_authorization === 'if_available';
    const charge = {
      id: id('ch'),
      object: 'charge',
      amount: pi.amount,
      currency: pi.currency,
      payment_intent: pi.id,
      payment_method_details: {
        type: 'card',
        // An extended authorisation holds 30 days, a standard one 7.
        card: { brand: 'visa', capture_before: now() + (extended ? 30 : 7) * DAY_S },
      },
    };
    charges.set(charge.id, charge);
    return charge.id;
  };

  /** A card's answer to a confirmation: [status, body]. */
  const confirm = (pi: Js, paymentMethod: string, offSession: boolean): [number, Js] => {
    const declined = (declineCode: string, message: string): [number, Js] => {
      Object.assign(pi, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined' },
      });
      return [
        402,
        errorBody('card_error', 'card_declined', message, { decline_code: declineCode, payment_intent: { ...pi } }),
      ];
    };
    pi.payment_method = paymentMethod;
    if (offSession && standIn.declineOffSession.has(String(pi.customer))) {
      return declined('generic_decline', 'Your card was declined.');
    }
    if (paymentMethod === 'pm_card_chargeDeclined') return declined('generic_decline', 'Your card was declined.');
    if (paymentMethod === 'pm_card_chargeDeclinedInsufficientFunds') {
      return declined('insufficient_funds', 'Your card has insufficient funds.');
    }
    if (paymentMethod === 'pm_card_authenticationRequired') {
      Object.assign(pi, { status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } });
      return [200, pi];
    }
    pi.latest_charge = chargeFor(pi);
    pi.last_payment_error = null;
    if (pi.capture_method === 'manual') Object.assign(pi, { status: 'requires_capture', amount_capturable: pi.amount });
    else Object.assign(pi, { status: 'succeeded', amount_received: pi.amount });
    return [200, pi];
  };

  const expanded = (pi: Js, expand: unknown): Js =>
    Array.isArray(expand) && expand.includes('latest_charge') && typeof pi.latest_charge === 'string'
      ? { ...pi, latest_charge: charges.get(pi.latest_charge) }
      : { ...pi };

  const unexpected = (pi: Js): [number, Js] => [
    400,
    errorBody('invalid_request_error', 'payment_intent_unexpected_state', `This PaymentIntent is ${pi.status}.`),
  ];

  /** The answer to a described request. */
  const answer = (op: Operation, p: Js): [number, Js] => {
    const pi = op.params.intent === undefined ? undefined : intents.get(op.params.intent);
    if (op.params.intent !== undefined && pi === undefined) {
      return [
        404,
        errorBody('invalid_request_error', 'resource_missing', `No such payment_intent: '${op.params.intent}'`),
      ];
    }
    const key = `${op.method} ${op.template}`;
    switch (key) {
      case 'POST /v1/customers':
        return [
          200,
          {
            id: id('cus'),
            object: 'customer',
            created: now(),
            livemode: false,
            name: p.name ?? null,
            email: p.email ?? null,
          },
        ];
      case 'POST /v1/payment_intents': {
        const made: Js = {
          id: id('pi'),
          object: 'payment_intent',
          amount: Number(p.amount),
          amount_capturable: 0,
          amount_received: 0,
          application_fee_amount: p.application_fee_amount === undefined ? null : Number(p.application_fee_amount),
          canceled_at: null,
          cancellation_reason: null,
          capture_method: p.capture_method ?? 'automatic_async',
          confirmation_method: 'automatic',
          created: now(),
          currency: p.currency,
          customer: p.customer ?? null,
          description: p.description ?? null,
          last_payment_error: null,
          latest_charge: null,
          livemode: false,
          metadata: p.metadata ?? {},
          next_action: null,
          payment_method: p.payment_method ?? null,
          payment_method_options: p.payment_method_options ?? {},
          payment_method_types: p.payment_method_types ?? ['card'],
          setup_future_usage: p.setup_future_usage ?? null,
          status: 'requires_payment_method',
        };
        made.client_secret = `${made.id}_secret_${randomBytes(8).toString('hex')}`;
        intents.set(made.id, made);
        if (p.confirm === 'true') {
          const [status, body] = confirm(made, String(p.payment_method), p.off_session === 'true');
          return [status, status === 200 ? expanded(made, p.expand) : body];
        }
        return [200, made];
      }
      case 'GET /v1/payment_intents/{intent}':
        return [200, expanded(pi as Js, p.expand)];
      case 'POST /v1/payment_intents/{intent}/confirm': {
        if ((pi as Js).status !== 'requires_payment_method') return unexpected(pi as Js);
        const [status, body] = confirm(pi as Js, String(p.payment_method), p.off_session === 'true');
        return [status, status === 200 ? expanded(pi as Js, p.expand) : body];
      }
      case 'POST /v1/payment_intents/{intent}/capture': {
        const held = pi as Js;
        if (held.status !== 'requires_capture') return unexpected(held);
        const amount = p.amount_to_capture === undefined ? held.amount_capturable : Number(p.amount_to_capture);
        Object.assign(held, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
        return [200, { ...held }];
      }
      case 'POST /v1/payment_intents/{intent}/cancel': {
        const open = pi as Js;
        if (open.status === 'succeeded' || open.status === 'canceled') return unexpected(open);
        Object.assign(open, {
          status: 'canceled',
          canceled_at: now(),
          amount_capturable: 0,
          cancellation_reason: null,
        });
        return [200, { ...open }];
      }
      case 'POST /v1/refunds': {
        const paid = intents.get(String(p.payment_intent));
        if (paid === undefined || paid.status !== 'succeeded') {
          return [400, errorBody('invalid_request_error', 'charge_not_refundable', 'This payment cannot be refunded.')];
        }
        const refund = {
          id: id('re'),
          object: 'refund',
          amount: p.amount === undefined ? paid.amount_received : Number(p.amount),
          balance_transaction: null,
          charge: paid.latest_charge,
          created: now(),
          currency: paid.currency,
          metadata: {},
          payment_intent: paid.id,
          reason: null,
          receipt_number: null,
          source_transfer_reversal: null,
          status: standIn.refundStatus,
          transfer_reversal: null,
        };
        refunds.set(refund.id, refund);
        return [200, refund];
      }
      default:
        return [400, errorBody('invalid_request_error', 'unknown_operation', `The stand-in does not answer ${key}.`)];
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const text = req.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8');
    const params = parseForm(text);
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const op = operationOf(req.method ?? 'GET', url.pathname);
    let status: number;
    let reply: Js;
    if (op === undefined) {
      problems.push(`${req.method} ${url.pathname}: not an operation of the description`);
      [status, reply] = [404, errorBody('invalid_request_error', 'resource_missing', 'Unrecognized request URL.')];
    } else {
      problems.push(...validator.request(op, params));
      const idempotencyKey = header('idempotency-key');
      const replyKey = idempotencyKey === undefined ? undefined : `${header('stripe-account') ?? ''} ${idempotencyKey}`;
      const earlier = replyKey === undefined ? undefined : replies.get(replyKey);
      if (earlier !== undefined && earlier.body !== `${req.method} ${url.pathname} ${text}`) {
        [status, reply] = [
          400,
          errorBody(
            'idempotency_error',
            'idempotency_key_in_use',
            'Keys for idempotent requests can only be used with the same parameters.',
          ),
        ];
      } else if (earlier !== undefined) {
        [status, reply] = [earlier.status, earlier.reply];
      } else {
        [status, reply] = answer(op, params);
        if (replyKey !== undefined)
          replies.set(replyKey, { body: `${req.method} ${url.pathname} ${text}`, status, reply });
      }
      problems.push(...validator.response(op, status, reply));
    }
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      template: op?.template ?? url.pathname,
      params,
      account: header('stripe-account'),
      idempotencyKey: header('idempotency-key'),
      version: header('stripe-version'),
      status,
    });
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(reply));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      problems.push(`stand-in failed: ${String(err)}`);
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const standIn: StripeStandIn = {
    url: `http://127.0.0.1:${port}`,
    requests,
    problems,
    intents,
    refunds,
    validator,
    declineOffSession: new Set(),
    refundStatus: 'succeeded',
    now,
    confirmInBrowser(piId, paymentMethod) {
      const pi = intents.get(piId);
      if (pi === undefined) throw new Error(`no intent ${piId}`);
      confirm(pi, paymentMethod, false);
      return { ...pi };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
