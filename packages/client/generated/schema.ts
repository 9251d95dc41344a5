/**
 * Generated from the Rentline OpenAPI document by openapi-typescript: do not edit.
 * Regenerate with `pnpm --filter @rentline/client generate`.
 */

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check (no key) */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document (no key) */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The API reference page, rendered from /v1/openapi.json (HTML, no key) */
        get: operations["getDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/api-reference.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reference page's renderer (Scalar API Reference, MIT), served from here (no key) */
        get: operations["getDocsScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's settings in the key's mode */
        get: operations["getTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update this mode's settings (subscription_tier is read-only) */
        patch: operations["updateTenant"];
        trace?: never;
    };
    "/v1/pricing/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price a rental through the eight-stage pipeline; writes nothing */
        post: operations["calculatePrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet-items/{id}/price-calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The price of every pickup date of a range for a rental of fixed length, each as Calculate answers it, with the units free and whether it can be booked */
        get: operations["getFleetItemPriceCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pricing/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List pricing rules, newest first */
        get: operations["listPricingRules"];
        put?: never;
        /** Create a pricing rule */
        post: operations["createPricingRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pricing/rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a pricing rule */
        get: operations["getPricingRule"];
        put?: never;
        post?: never;
        /** Delete a pricing rule */
        delete: operations["deletePricingRule"];
        options?: never;
        head?: never;
        /** Update a pricing rule (only the fields sent) */
        patch: operations["updatePricingRule"];
        trace?: never;
    };
    "/v1/fleet-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List fleet items, newest first */
        get: operations["listFleetItems"];
        put?: never;
        /** Create a fleet item */
        post: operations["createFleetItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a fleet item */
        get: operations["getFleetItem"];
        put?: never;
        post?: never;
        /** Delete a fleet item */
        delete: operations["deleteFleetItem"];
        options?: never;
        head?: never;
        /** Update a fleet item (only the fields sent) */
        patch: operations["updateFleetItem"];
        trace?: never;
    };
    "/v1/addons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List add-ons, newest first */
        get: operations["listAddons"];
        put?: never;
        /** Create a add-on */
        post: operations["createAddon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/addons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a add-on */
        get: operations["getAddon"];
        put?: never;
        post?: never;
        /** Delete a add-on */
        delete: operations["deleteAddon"];
        options?: never;
        head?: never;
        /** Update a add-on (only the fields sent) */
        patch: operations["updateAddon"];
        trace?: never;
    };
    "/v1/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List packages, newest first */
        get: operations["listPackages"];
        put?: never;
        /** Create a package */
        post: operations["createPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a package */
        get: operations["getPackage"];
        put?: never;
        post?: never;
        /** Delete a package */
        delete: operations["deletePackage"];
        options?: never;
        head?: never;
        /** Update a package (only the fields sent) */
        patch: operations["updatePackage"];
        trace?: never;
    };
    "/v1/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List coupons, newest first */
        get: operations["listCoupons"];
        put?: never;
        /** Create a coupon */
        post: operations["createCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/coupons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a coupon */
        get: operations["getCoupon"];
        put?: never;
        post?: never;
        /** Delete a coupon */
        delete: operations["deleteCoupon"];
        options?: never;
        head?: never;
        /** Update a coupon (only the fields sent) */
        patch: operations["updateCoupon"];
        trace?: never;
    };
    "/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers, newest first */
        get: operations["listCustomers"];
        put?: never;
        /** Create a customer */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a customer */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        /** Delete a customer */
        delete: operations["deleteCustomer"];
        options?: never;
        head?: never;
        /** Update a customer (only the fields sent) */
        patch: operations["updateCustomer"];
        trace?: never;
    };
    "/v1/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List locations, newest first */
        get: operations["listLocations"];
        put?: never;
        /** Create a location */
        post: operations["createLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a location */
        get: operations["getLocation"];
        put?: never;
        post?: never;
        /** Delete a location */
        delete: operations["deleteLocation"];
        options?: never;
        head?: never;
        /** Update a location (only the fields sent) */
        patch: operations["updateLocation"];
        trace?: never;
    };
    "/v1/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List bookings, newest first (filters: status, customer_id, overdue, pickup_date_from/to and return_date_from/to inclusive) */
        get: operations["listBookings"];
        put?: never;
        /** Create a pending booking: priced, units held, coupon redeemed, in one transaction */
        post: operations["createBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a booking with its adjustments, change_log and payments */
        get: operations["getBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update notes, pickup location or status (a validated transition) */
        patch: operations["updateBooking"];
        trace?: never;
    };
    "/v1/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pending or confirmed booking: frees its units and its coupon redemption */
        post: operations["cancelBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the return date later; re-prices and records an extension adjustment */
        post: operations["extendBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/swap-item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a line item's fleet item; re-prices, records an item_swap adjustment and the change_log */
        post: operations["swapBookingItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/pickup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pick up a confirmed booking: it becomes active, and the units named for each line of a numbered item go out on it */
        post: operations["pickupBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Return an active booking: it becomes completed, its units come back (a damaged one into maintenance), a late fee if late */
        post: operations["returnBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/return/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Preview a return: the booking as the return with this body would leave it (late fee, totals, units), with the same errors; writes nothing */
        post: operations["previewBookingReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a payment; the first payment confirms a pending booking */
        post: operations["createBookingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/payment-intents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a card payment of the booking through the mode's payments provider: rental (default amount_owed) or its deposit hold */
        post: operations["createBookingPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment-intents/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an intent with a payment method: a rental is captured and recorded as a payment, a deposit authorised (402 when the card is declined) */
        post: operations["confirmPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment-intents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a payment intent, with its client secret */
        get: operations["getPaymentIntent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/deposit/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Capture part or all of a returned booking's deposit (the rest is released): a deposit_capture adjustment paid by a deposit payment */
        post: operations["captureBookingDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/deposit/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release the booking's deposit hold */
        post: operations["releaseBookingDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund part or all of a booking's payment through the provider that took it (a manual payment's refund is recorded at once) */
        post: operations["createBookingRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/refunds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a refund (a pending one settles when the provider says so) */
        get: operations["getRefund"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/providers/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's events (its Connect webhook endpoint): verified with the mode's signing secret, each acted on once; unused types are acknowledged */
        post: operations["receiveStripeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet-items/{id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Units in use, in downtime and free per slot: the tenant's local days or UTC hours (at most 400) */
        get: operations["getFleetItemAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/availability/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a cart's units are free over a rental window, and how many; writes nothing */
        post: operations["checkAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/downtimes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List downtimes, newest first (filters: fleet_item_id; from/to keep those overlapping [from, to)) */
        get: operations["listDowntimes"];
        put?: never;
        /** Take units out of service; 409 if that leaves holding bookings without units, unless force */
        post: operations["createDowntime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/downtimes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a downtime */
        get: operations["getDowntime"];
        put?: never;
        post?: never;
        /** Delete a downtime: its units are bookable again */
        delete: operations["deleteDowntime"];
        options?: never;
        head?: never;
        /** Change a downtime (not its fleet item); a new window or quantity is checked again */
        patch: operations["updateDowntime"];
        trace?: never;
    };
    "/v1/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List units, newest first (filters: fleet_item_id, status) */
        get: operations["listUnits"];
        put?: never;
        /** Create a numbered unit of a fleet item tracked by units (its quantity grows by one) */
        post: operations["createUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/units/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a unit */
        get: operations["getUnit"];
        put?: never;
        post?: never;
        /** Delete a unit never picked up (one that was is retired instead) */
        delete: operations["deleteUnit"];
        options?: never;
        head?: never;
        /** Change a unit's identifier, serial number or notes */
        patch: operations["updateUnit"];
        trace?: never;
    };
    "/v1/units/{id}/retire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retire a unit for good (its item's quantity falls by one); 409 if that leaves bookings short, unless force */
        post: operations["retireUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/units/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a unit's maintenance: available, condition ok, its downtime ended now */
        post: operations["releaseUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints, newest first (secrets are never listed) */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /** Create a webhook endpoint; the response carries its signing secret (shown only here) */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a webhook endpoint (without its secret) */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /** Delete a webhook endpoint; its pending deliveries are marked failed */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /** Update a webhook endpoint (url, events, description, active) */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the signing secret; with expire_previous_in_seconds the old one keeps signing next to it until then */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send again every event since an instant whose latest delivery to this endpoint failed */
        post: operations["recoverWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an endpoint's deliveries with their attempts, newest first (filters: status, event_id, event_type) */
        get: operations["listWebhookDeliveries"];
        put?: never;
        /** Send an event to this endpoint again: a new delivery with its own attempts */
        post: operations["redeliverWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List events, newest first (filters: type, actor_id) */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an event (the envelope webhook deliveries carry) */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the event kinds, each with a description and the JSON Schema of its data (one page, all kinds) */
        get: operations["listEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/publishable-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List publishable keys, newest first */
        get: operations["listPublishableKeys"];
        put?: never;
        /** Create a publishable key of this key's mode, for pages served from allowed_origins */
        post: operations["createPublishableKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/publishable-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a publishable key */
        get: operations["getPublishableKey"];
        put?: never;
        post?: never;
        /** Delete a publishable key: pages using it are refused (401) from the commit on */
        delete: operations["deletePublishableKey"];
        options?: never;
        head?: never;
        /** Change allowed_origins or active (an inactive key is refused from the commit on) */
        patch: operations["updatePublishableKey"];
        trace?: never;
    };
    "/v1/storefront/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop as its customers see it: active items and add-ons, the shop's name, zone, currency and schedule */
        get: operations["getStorefrontCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/storefront/price-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the pricing engine needs to price any cart of the shop in the browser, exactly */
        get: operations["getStorefrontPriceSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/storefront/checkouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book as a shopper: a new customer and a pending booking holding its units until the checkout expires, in one transaction */
        post: operations["createStorefrontCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/storefront/checkouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A checkout and its booking's totals (a publishable key sends the checkout's Rentline-Client-Secret) */
        get: operations["getStorefrontCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List staff members, newest first */
        get: operations["listStaff"];
        put?: never;
        /** Add a staff member and answer their invitation link (once) */
        post: operations["createStaffMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a staff member */
        get: operations["getStaffMember"];
        put?: never;
        post?: never;
        /** Delete a staff member: their sessions end; what they did keeps their id as its actor */
        delete: operations["deleteStaffMember"];
        options?: never;
        head?: never;
        /** Update a staff member (a new role or deactivating ends the member's sessions) */
        patch: operations["updateStaffMember"];
        trace?: never;
    };
    "/v1/staff/{id}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new invitation link for a member (the previous one stops working), e.g. for a lost password */
        post: operations["inviteStaffMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/staff/{id}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the lock failed sign-ins put on a member's email (and forget those failures) */
        post: operations["unlockStaffMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The session this request is signed in with: the member (and so their role), and when it ends */
        get: operations["getConsoleSession"];
        put?: never;
        /** Sign in as a staff member: sets the session cookie (same-origin only). A wrong email or password is 401 sign_in_failed; ten failures for an email, or fifty from an address, within 15 minutes lock it for 15 minutes (429 sign_in_locked) */
        post: operations["createConsoleSession"];
        /** Sign out: ends the session of the cookie (if it has not ended already) and removes the cookie */
        delete: operations["deleteConsoleSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a password with an invitation's token (72 hours, once) and sign in; every other session of the member ends (same-origin only) */
        post: operations["setConsolePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            error: {
                /** @enum {string} */
                type: "invalid_request_error" | "card_error" | "authentication_error" | "not_found_error" | "conflict_error" | "permission_error" | "rate_limit_error" | "api_error";
                code: string;
                message: string;
                param?: string;
                /** @description price_changed: the total the request would have now (cents) */
                total?: number;
                request_id: string;
            };
        };
        Tenant: {
            id: string;
            /** @constant */
            object: "tenant";
            name: string;
            timezone: string;
            tax_rate_bps: number;
            tax_inclusive: boolean;
            /** @enum {string} */
            service_fee_payer: "customer" | "tenant";
            currency: string;
            /** @description Minutes a new pending booking holds its units in this mode; null: no expiry */
            pending_expiry_minutes: number | null;
            schedule: components["schemas"]["Schedule"];
            /** @description The late-return fee policy of this mode (a fleet item may have its own); null: none */
            late_fee: components["schemas"]["LateFeePolicy"] | null;
            payments: components["schemas"]["PaymentsSetting"];
            /**
             * @description Read-only: set by the operator
             * @enum {string}
             */
            subscription_tier: "starter" | "growth" | "enterprise";
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
        };
        /**
         * @description The shop schedule of this mode. opening_hours: null = always open, else ISO weekday "1" (Monday) .. "7" (Sunday) → sorted [open, close] local times (close may be 24:00, which includes 00:00 of the next date); a weekday left out is closed, and at least one weekday opens. closed_dates: YYYY-MM-DD, unique, at most 366. charge_closed_days: false = closed dates in a rental are not charged. day_count: elapsed (wall-clock time less leeway_minutes, rounded up to days) or calendar (the dates from pickup to return; a return by return_by + leeway_minutes on a later date is not counted). min_notice_minutes: a booking is made at least that long before its pickup. A PATCH replaces the whole object; a field it leaves out takes its default.
         * @example {
         *       "opening_hours": {
         *         "1": [
         *           [
         *             "09:00",
         *             "18:00"
         *           ]
         *         ],
         *         "2": [
         *           [
         *             "09:00",
         *             "18:00"
         *           ]
         *         ],
         *         "3": [
         *           [
         *             "09:00",
         *             "18:00"
         *           ]
         *         ],
         *         "4": [
         *           [
         *             "09:00",
         *             "18:00"
         *           ]
         *         ],
         *         "5": [
         *           [
         *             "09:00",
         *             "18:00"
         *           ]
         *         ],
         *         "6": [
         *           [
         *             "09:00",
         *             "13:00"
         *           ]
         *         ]
         *       },
         *       "closed_dates": [
         *         "2026-12-25"
         *       ],
         *       "charge_closed_days": false,
         *       "day_count": "calendar",
         *       "return_by": "10:00",
         *       "leeway_minutes": 30,
         *       "min_notice_minutes": 60
         *     }
         */
        Schedule: {
            /** @default null */
            opening_hours: {
                [key: string]: [
                    string,
                    string
                ][];
            } | null;
            /** @default [] */
            closed_dates: string[];
            /** @default true */
            charge_closed_days: boolean;
            /**
             * @default elapsed
             * @enum {string}
             */
            day_count: "elapsed" | "calendar";
            /** @default null */
            return_by: string | null;
            /** @default 0 */
            leeway_minutes: number;
            /** @default 0 */
            min_notice_minutes: number;
        };
        LateFeePolicy: {
            /** @description A return this many minutes late or less costs nothing */
            grace_minutes: number;
            /** @description Cents per started hour late; null: none */
            per_hour: number | null;
            /** @description Cents per started 24 h late; null: none */
            per_day: number | null;
            /** @description The most one unit is charged; null: no cap */
            cap: number | null;
        };
        /** @description Who takes this mode's payments */
        PaymentsSetting: {
            /** @enum {string} */
            provider: "manual" | "test" | "stripe";
            /** @description The Stripe connected account (acct_…) payments go to; read-only: set by the operator */
            stripe_account: string | null;
        };
        PriceCalculation: {
            /** @constant */
            object: "price_calculation";
            livemode: boolean;
            currency: string;
            base_price: number;
            discount_amount: number;
            seasonal_adjustment: number;
            addon_total: number;
            package_savings: number;
            coupon_discount: number;
            subtotal: number;
            tax: number;
            total: number;
            deposit_hold_amount: number;
            service_fee_amount: number;
            breakdown: {
                /** @description Days priced: the rental days less the closed days not charged */
                days: number;
                half_day: boolean;
                /**
                 * @description Stage 1's rate: half-day, hourly, the daily rates, or the item's rate table
                 * @enum {string}
                 */
                rate_basis: "half_day" | "hourly" | "daily" | "rate_table";
                /** @description Increments billed when rate_basis is hourly, else null */
                hourly_units: number | null;
                /** @description Rental dates counted before closed days are removed */
                rental_days: number;
                /** @description Closed dates not charged (YYYY-MM-DD, ascending); empty unless skipped */
                closed_dates_skipped: string[];
                rate_per_day: number;
                multi_day_discount: number;
                seasonal_rules_applied: {
                    rule_id: string;
                    /** @enum {string} */
                    type: "seasonal" | "weekday";
                    /** @enum {string} */
                    adjustment_type: "percent" | "dollar";
                    adjustment_value: number;
                }[];
                coupon: {
                    code: string;
                    /** @enum {string} */
                    discount_type: "percent" | "dollar";
                    discount_value: number;
                } | null;
                package: {
                    package_id: string;
                    name: string;
                    savings: number;
                } | null;
                addons: {
                    addon_id: string;
                    name: string;
                    quantity: number;
                    unit_price: number;
                    total: number;
                }[];
            };
            /** @description Only with explain: true */
            ledger?: components["schemas"]["PriceLedger"];
        };
        PriceLedger: {
            lines: {
                fleet_item_id: string;
                quantity: number;
                /** @enum {string} */
                rate_basis: "half_day" | "hourly" | "daily" | "rate_table";
                /** @description Every rental date of one unit, ascending. Each column sums to the line exactly (largest-remainder cents: ties to the earlier date, then the rule applied first) */
                days: {
                    /**
                     * Format: date
                     * @description The tenant-local rental date
                     */
                    date: string;
                    /** @description false: a closed day left uncharged; every amount 0 */
                    charged: boolean;
                    base: number;
                    multi_day_discount: number;
                    /** @description Every rule covering the date, in the order they apply (a share may be 0) */
                    adjustments: {
                        rule_id: string;
                        /** @enum {string} */
                        type: "seasonal" | "weekday";
                        /** @description The rule's exact effect on this date, in whole cents */
                        amount: number;
                    }[];
                    /** @description base - multi_day_discount + the adjustments */
                    amount: number;
                }[];
            }[];
            /** @description The result's cart amounts: lines + add-ons - package - coupon = subtotal */
            cart: {
                lines_total: number;
                addon_total: number;
                package_savings: number;
                coupon_discount: number;
                tax: number;
                service_fee: number;
                total: number;
            };
        };
        PriceCalendar: {
            /** @constant */
            object: "price_calendar";
            fleet_item_id: string;
            /** @description The tenant's time zone: dates and pickup times are its local ones */
            time_zone: string;
            data: {
                /**
                 * Format: date
                 * @description The pickup date
                 */
                date: string;
                /**
                 * Format: date-time
                 * @description UTC instant with milliseconds
                 */
                pickup_date: string;
                /**
                 * Format: date-time
                 * @description UTC instant with milliseconds
                 */
                return_date: string;
                /** @description free_units >= quantity */
                available: boolean;
                /** @description The fewest units free at any instant of the rental's occupancy (turnaround and buffer included); 0 for an inactive item */
                free_units: number;
                /** @description reason is null */
                bookable: boolean;
                /** @description Why the date cannot be booked: the price's error (then price is null), else pickup_too_soon, else item_unavailable */
                reason: ("outside_opening_hours" | "rental_too_short" | "rental_too_long" | "pickup_too_soon" | "item_unavailable" | "resource_inactive" | "half_day_not_allowed" | "parameter_invalid" | "amount_too_large") | null;
                /** @description Exactly what POST /v1/pricing/calculate answers for this window (one unit), or null */
                price: components["schemas"]["PriceCalculation"] | null;
            }[];
            /** @description The bookable dates of the lowest total, ascending */
            cheapest: string[];
        };
        PricingRule: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "pricing_rule";
            fleet_item_id: string | null;
            /** @enum {string} */
            type: "seasonal" | "multi_day" | "weekday";
            start_date: string | null;
            end_date: string | null;
            /**
             * @description Weekday rules only: ISO weekdays, ascending (absent on the other types)
             * @example [
             *       6,
             *       7
             *     ]
             */
            weekdays?: number[];
            days_threshold: number | null;
            /** @enum {string} */
            adjustment_type: "percent" | "dollar";
            adjustment_value: number;
            priority: number;
            active: boolean;
        };
        SeasonalPricingRuleCreate: {
            /** @constant */
            type: "seasonal";
            /**
             * @description null = a global rule
             * @default null
             */
            fleet_item_id?: string | null;
            /**
             * Format: date
             * @description Seasonal: first day, tenant-local; weekday: optional, with end_date
             */
            start_date: string;
            /**
             * Format: date
             * @description Seasonal: last day (inclusive); weekday: optional, with start_date
             */
            end_date: string;
            /**
             * @description Not for a seasonal rule
             * @default null
             */
            days_threshold?: null;
            /**
             * @default percent
             * @enum {string}
             */
            adjustment_type?: "percent" | "dollar";
            /**
             * @description Whole percent or cents. multi_day: percent 0..100, dollar 0..1e11; seasonal and weekday: percent -100..1000, dollar -1e11..1e11 (cents per day)
             * @default 0
             */
            adjustment_value?: number;
            /** @default 0 */
            priority?: number;
            /** @default true */
            active?: boolean;
        } & (({
            /** @constant */
            adjustment_type?: "percent";
            adjustment_value?: unknown;
        } | {
            /** @constant */
            adjustment_type: "dollar";
            adjustment_value?: unknown;
        }) & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "seasonal";
        });
        MultiDayPricingRuleCreate: {
            /** @constant */
            type: "multi_day";
            /**
             * @description null = a global rule
             * @default null
             */
            fleet_item_id?: string | null;
            /**
             * @description Not for a multi_day rule
             * @default null
             */
            start_date?: null;
            /**
             * @description Not for a multi_day rule
             * @default null
             */
            end_date?: null;
            /** @description Multi-day: required; seasonal and weekday: null or absent */
            days_threshold: number;
            /**
             * @default percent
             * @enum {string}
             */
            adjustment_type?: "percent" | "dollar";
            /**
             * @description Whole percent or cents. multi_day: percent 0..100, dollar 0..1e11; seasonal and weekday: percent -100..1000, dollar -1e11..1e11 (cents per day)
             * @default 0
             */
            adjustment_value?: number;
            /** @default 0 */
            priority?: number;
            /** @default true */
            active?: boolean;
        } & (({
            /** @constant */
            adjustment_type?: "percent";
            adjustment_value?: unknown;
        } | {
            /** @constant */
            adjustment_type: "dollar";
            adjustment_value?: unknown;
        }) & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "multi_day";
        });
        WeekdayPricingRuleCreate: {
            /** @constant */
            type: "weekday";
            /**
             * @description null = a global rule
             * @default null
             */
            fleet_item_id?: string | null;
            /**
             * @description Seasonal: first day, tenant-local; weekday: optional, with end_date
             * @default null
             */
            start_date?: string | null;
            /**
             * @description Seasonal: last day (inclusive); weekday: optional, with start_date
             * @default null
             */
            end_date?: string | null;
            /**
             * @description Not for a weekday rule
             * @default null
             */
            days_threshold?: null;
            /**
             * @default percent
             * @enum {string}
             */
            adjustment_type?: "percent" | "dollar";
            /**
             * @description Whole percent or cents. multi_day: percent 0..100, dollar 0..1e11; seasonal and weekday: percent -100..1000, dollar -1e11..1e11 (cents per day)
             * @default 0
             */
            adjustment_value?: number;
            /** @default 0 */
            priority?: number;
            /** @default true */
            active?: boolean;
            /**
             * @description Weekday rules: required, 1..7 distinct ISO weekdays (1 = Monday .. 7 = Sunday), stored ascending
             * @example [
             *       6,
             *       7
             *     ]
             */
            weekdays: number[];
        } & (({
            /** @constant */
            adjustment_type?: "percent";
            adjustment_value?: unknown;
        } | {
            /** @constant */
            adjustment_type: "dollar";
            adjustment_value?: unknown;
        }) & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "weekday";
        });
        FleetItem: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "fleet_item";
            name: string;
            description: string | null;
            price_full_day: number;
            price_half_day: number | null;
            price_multi_day: number | null;
            price_weekly: number | null;
            deposit_amount: number;
            quantity: number;
            turnaround_minutes: number;
            active: boolean;
            /** @enum {string} */
            tracking: "quantity" | "units";
            buffer_before_minutes: number;
            /** @example 900 */
            price_hourly: number | null;
            /**
             * @example 60
             * @enum {number}
             */
            hourly_increment_minutes: 15 | 30 | 60;
            /**
             * @description Replaces the 1-day, multi-day and weekly rates (not half-day or hourly): 1..20 tiers {days, price}, days strictly increasing in 1..730. round_up: the first tier covering the rental, past the last one extra_day_price a day; best: the cheapest mix of tiers and single days at extra_day_price. extra_day_price defaults to price_full_day. null: none
             * @example {
             *       "strategy": "round_up",
             *       "tiers": [
             *         {
             *           "days": 1,
             *           "price": 5000
             *         },
             *         {
             *           "days": 3,
             *           "price": 12000
             *         },
             *         {
             *           "days": 7,
             *           "price": 20000
             *         }
             *       ],
             *       "extra_day_price": 2500
             *     }
             */
            rate_table: {
                tiers: {
                    days: number;
                    price: number;
                }[];
                /** @enum {string} */
                strategy: "round_up" | "best";
                extra_day_price: number | null;
            } | null;
            /** @example 60 */
            min_rental_minutes: number | null;
            /** @example 14 */
            max_rental_days: number | null;
            /** @description This item's late-return fee policy; null: the tenant's */
            late_fee: components["schemas"]["LateFeePolicy"] | null;
        };
        Addon: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "addon";
            name: string;
            description: string | null;
            price: number;
            /** @enum {string} */
            pricing: "per_item" | "per_day";
            active: boolean;
        };
        Package: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "package";
            name: string;
            description: string | null;
            fleet_item_ids: string[];
            addon_ids: string[];
            /** @enum {string} */
            discount_type: "percent" | "dollar";
            discount_value: number;
            active: boolean;
        };
        Coupon: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "coupon";
            code: string;
            /** @enum {string} */
            discount_type: "percent" | "dollar";
            discount_value: number;
            active: boolean;
            valid_from: string | null;
            valid_until: string | null;
            max_redemptions: number | null;
            times_redeemed: number;
            min_subtotal: number | null;
            fleet_item_ids: string[] | null;
        };
        Customer: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "customer";
            name: string;
            email: string | null;
            phone: string | null;
        };
        Location: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "location";
            name: string;
            address: string | null;
            timezone: string | null;
        };
        /**
         * @example {
         *       "id": "bk_0Vbey8Wb00004PlvNhKd",
         *       "object": "booking",
         *       "status": "pending",
         *       "customer_id": "cus_demo_ada",
         *       "customer": {
         *         "id": "cus_demo_ada",
         *         "name": "Ada Lovelace",
         *         "email": "ada@example.com",
         *         "phone": "+1 555 0100"
         *       },
         *       "overdue": false,
         *       "pickup_date": "2026-07-01T13:00:00.000Z",
         *       "return_date": "2026-07-04T13:00:00.000Z",
         *       "pickup_location_id": "loc_demo_harbor",
         *       "half_day": false,
         *       "subtotal": 14310,
         *       "tax_amount": 1181,
         *       "discount_amount": 1590,
         *       "service_fee_amount": 465,
         *       "total": 15956,
         *       "amount_paid": 0,
         *       "amount_owed": 15956,
         *       "deposit_hold_amount": 20000,
         *       "deposit": {
         *         "status": "none",
         *         "amount_authorized": 0,
         *         "amount_captured": 0,
         *         "capture_before": null
         *       },
         *       "late_fee_amount": 0,
         *       "coupon_id": null,
         *       "notes": "Returns at the north dock",
         *       "line_items": [
         *         {
         *           "id": "li_0Vbey8Wc0000oApL6zud",
         *           "fleet_item_id": "fi_demo_kayak",
         *           "fleet_item_name": "Touring kayak",
         *           "quantity": 1,
         *           "unit_price": 14400,
         *           "override_price": null,
         *           "line_total": 14400,
         *           "unit_ids": [],
         *           "rate_basis": "daily",
         *           "hourly_units": null
         *         }
         *       ],
         *       "addons": [
         *         {
         *           "id": "bao_0Vbey8Wc0001dVDzvutr",
         *           "addon_id": "ao_demo_lifejacket",
         *           "addon_name": "Life jacket",
         *           "quantity": 1,
         *           "unit_price": 500,
         *           "line_total": 1500
         *         }
         *       ],
         *       "cancellation_reason": null,
         *       "cancelled_at": null,
         *       "expires_at": null,
         *       "picked_up_at": null,
         *       "returned_at": null,
         *       "livemode": false,
         *       "created_at": "2026-06-15T12:00:00.000Z",
         *       "updated_at": "2026-06-15T12:00:00.000Z"
         *     }
         */
        Booking: {
            id: string;
            /** @constant */
            object: "booking";
            /** @enum {string} */
            status: "pending" | "confirmed" | "active" | "completed" | "cancelled";
            customer_id: string;
            customer: {
                id: string;
                name: string;
                /** @description the customer email, or "" when it has none */
                email: string;
                /** @description the customer phone, or "" when it has none */
                phone: string;
            };
            /** @description Active and past return_date plus the tenant's late-fee grace (0 without a policy), judged now */
            overdue: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            pickup_date: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            return_date: string;
            pickup_location_id: string | null;
            half_day: boolean;
            subtotal: number;
            tax_amount: number;
            discount_amount: number;
            service_fee_amount: number;
            total: number;
            amount_paid: number;
            /** @description total - amount_paid; negative = credit due */
            amount_owed: number;
            deposit_hold_amount: number;
            deposit: components["schemas"]["BookingDeposit"];
            /** @description The late fee charged at the return, tax included; 0 until a late return */
            late_fee_amount: number;
            coupon_id: string | null;
            notes: string | null;
            line_items: {
                id: string;
                fleet_item_id: string;
                fleet_item_name: string;
                quantity: number;
                unit_price: number;
                override_price: number | null;
                line_total: number;
                /** @description The units picked up on this line ([] until picked up) */
                unit_ids: string[];
                /**
                 * @description How stage 1 priced one unit: half_day, hourly, daily (the item's daily rates) or rate_table; lines of bookings made before rate plans read half_day or daily
                 * @example daily
                 * @enum {string}
                 */
                rate_basis: "half_day" | "hourly" | "daily" | "rate_table";
                /**
                 * @description Increments billed when rate_basis is hourly, else null
                 * @example null
                 */
                hourly_units: number | null;
            }[];
            addons: {
                id: string;
                addon_id: string;
                addon_name: string;
                quantity: number;
                unit_price: number;
                line_total: number;
            }[];
            cancellation_reason: string | null;
            cancelled_at: string | null;
            /** @description A pending booking holds its units until then; null: until it changes status */
            expires_at: string | null;
            /** @description When it was picked up (it became active) */
            picked_up_at: string | null;
            /** @description When it was returned (it became completed) */
            returned_at: string | null;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
        };
        BookingDeposit: {
            /**
             * @description none until a deposit is authorised; authorized (held, renewed by the server before it lapses), renewal_failed (the card refused a renewal: capturable until capture_before), captured, released, expired
             * @enum {string}
             */
            status: "none" | "authorized" | "renewal_failed" | "captured" | "released" | "expired";
            amount_authorized: number;
            amount_captured: number;
            /** @description While the hold is authorised (or its renewal failed): it can be captured until then */
            capture_before: string | null;
        };
        BookingWithHistory: {
            id: string;
            /** @constant */
            object: "booking";
            /** @enum {string} */
            status: "pending" | "confirmed" | "active" | "completed" | "cancelled";
            customer_id: string;
            customer: {
                id: string;
                name: string;
                /** @description the customer email, or "" when it has none */
                email: string;
                /** @description the customer phone, or "" when it has none */
                phone: string;
            };
            /** @description Active and past return_date plus the tenant's late-fee grace (0 without a policy), judged now */
            overdue: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            pickup_date: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            return_date: string;
            pickup_location_id: string | null;
            half_day: boolean;
            subtotal: number;
            tax_amount: number;
            discount_amount: number;
            service_fee_amount: number;
            total: number;
            amount_paid: number;
            /** @description total - amount_paid; negative = credit due */
            amount_owed: number;
            deposit_hold_amount: number;
            deposit: components["schemas"]["BookingDeposit"];
            /** @description The late fee charged at the return, tax included; 0 until a late return */
            late_fee_amount: number;
            coupon_id: string | null;
            notes: string | null;
            line_items: {
                id: string;
                fleet_item_id: string;
                fleet_item_name: string;
                quantity: number;
                unit_price: number;
                override_price: number | null;
                line_total: number;
                /** @description The units picked up on this line ([] until picked up) */
                unit_ids: string[];
                /**
                 * @description How stage 1 priced one unit: half_day, hourly, daily (the item's daily rates) or rate_table; lines of bookings made before rate plans read half_day or daily
                 * @example daily
                 * @enum {string}
                 */
                rate_basis: "half_day" | "hourly" | "daily" | "rate_table";
                /**
                 * @description Increments billed when rate_basis is hourly, else null
                 * @example null
                 */
                hourly_units: number | null;
            }[];
            addons: {
                id: string;
                addon_id: string;
                addon_name: string;
                quantity: number;
                unit_price: number;
                line_total: number;
            }[];
            cancellation_reason: string | null;
            cancelled_at: string | null;
            /** @description A pending booking holds its units until then; null: until it changes status */
            expires_at: string | null;
            /** @description When it was picked up (it became active) */
            picked_up_at: string | null;
            /** @description When it was returned (it became completed) */
            returned_at: string | null;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            adjustments: {
                id: string;
                /** @enum {string} */
                type: "extension" | "item_swap" | "late_fee" | "deposit_capture";
                amount: number;
                description: string;
                /**
                 * Format: date-time
                 * @description UTC instant with milliseconds
                 */
                created_at: string;
                actor: components["schemas"]["Actor"];
            }[];
            change_log: {
                id: string;
                /** @constant */
                type: "item_swapped";
                line_item_id: string;
                from_fleet_item_id: string;
                to_fleet_item_id: string;
                previous_total: number;
                new_total: number;
                /**
                 * Format: date-time
                 * @description UTC instant with milliseconds
                 */
                created_at: string;
                actor: components["schemas"]["Actor"];
            }[];
            payments: {
                id: string;
                amount: number;
                method: string | null;
                reference: string | null;
                /**
                 * Format: date-time
                 * @description UTC instant with milliseconds
                 */
                created_at: string;
                actor: components["schemas"]["Actor"];
            }[];
            /** @description Card payments and deposit holds through the payments provider, oldest first */
            payment_intents: components["schemas"]["BookingPaymentIntent"][];
            /** @description Refunds of its payments, oldest first */
            refunds: components["schemas"]["BookingRefund"][];
        };
        Actor: {
            /**
             * @description secret_key, publishable_key, staff (a signed-in member) or system (the server: a sweeper, the webhook worker)
             * @enum {string}
             */
            type: "secret_key" | "publishable_key" | "staff" | "system";
            /** @description The API key's id (key_…), the publishable key's (pkey_…), the staff member's (stf_…), or for the server its task: expiry_sweeper, overdue_sweeper, webhook_worker; for changes recorded before actors were: the mode's only key, else 'unknown' */
            id: string;
        };
        /** @description A payment intent of the booking (GET /v1/payment-intents/{id} has its client_secret) */
        BookingPaymentIntent: {
            id: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "payment_intent";
            booking_id: string;
            /**
             * @description rental: captured when confirmed, recorded as a payment; deposit: authorised only (a hold)
             * @enum {string}
             */
            purpose: "rental" | "deposit";
            /** @description Cents */
            amount: number;
            /** @description The tenant's currency when the intent was made */
            currency: string;
            /** @enum {string} */
            status: "requires_payment_method" | "processing" | "requires_capture" | "succeeded" | "canceled";
            /** @enum {string} */
            provider: "test" | "stripe";
            /** @description The provider's own id of this intent (Stripe: pi_…; the test provider: tpi_…) */
            provider_reference: string | null;
            /** @description An authorised deposit can be captured until then; null otherwise */
            capture_before: string | null;
            /** @description The platform's service fee taken from this payment (Stripe Connect's application fee) */
            application_fee_amount: number;
            /** @description Cents captured so far */
            amount_received: number;
            /** @description The payment method it was confirmed with (pm_…); null until then */
            payment_method: string | null;
            /** @description The booking payment (pay_…) this intent recorded when money was taken; null until then */
            payment_id: string | null;
            /** @description A deposit renewal: the intent whose hold this one replaced */
            renewal_of: string | null;
        };
        BookingRefund: {
            id: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "refund";
            booking_id: string;
            /** @description The booking payment refunded (pay_…) */
            payment_id: string;
            /** @description Cents */
            amount: number;
            reason: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            /** @enum {string} */
            provider: "manual" | "test" | "stripe";
            /** @description The provider's id of the refund (Stripe: re_…); null for a manual one */
            provider_reference: string | null;
            failure_reason: string | null;
        };
        /** @description The booking as the return with this body would leave it (status, late_fee_amount, totals, adjustments, and each unit's status and condition). Nothing is written: ids of records the return would create (the late_fee adjustment) are made up for the preview. */
        BookingReturnPreview: {
            id: string;
            /** @constant */
            object: "booking";
            /** @enum {string} */
            status: "pending" | "confirmed" | "active" | "completed" | "cancelled";
            customer_id: string;
            customer: {
                id: string;
                name: string;
                /** @description the customer email, or "" when it has none */
                email: string;
                /** @description the customer phone, or "" when it has none */
                phone: string;
            };
            /** @description Active and past return_date plus the tenant's late-fee grace (0 without a policy), judged now */
            overdue: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            pickup_date: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            return_date: string;
            pickup_location_id: string | null;
            half_day: boolean;
            subtotal: number;
            tax_amount: number;
            discount_amount: number;
            service_fee_amount: number;
            total: number;
            amount_paid: number;
            /** @description total - amount_paid; negative = credit due */
            amount_owed: number;
            deposit_hold_amount: number;
            deposit: components["schemas"]["BookingDeposit"];
            /** @description The late fee charged at the return, tax included; 0 until a late return */
            late_fee_amount: number;
            coupon_id: string | null;
            notes: string | null;
            line_items: {
                id: string;
                fleet_item_id: string;
                fleet_item_name: string;
                quantity: number;
                unit_price: number;
                override_price: number | null;
                line_total: number;
                /** @description The units picked up on this line ([] until picked up) */
                unit_ids: string[];
                /**
                 * @description How stage 1 priced one unit: half_day, hourly, daily (the item's daily rates) or rate_table; lines of bookings made before rate plans read half_day or daily
                 * @example daily
                 * @enum {string}
                 */
                rate_basis: "half_day" | "hourly" | "daily" | "rate_table";
                /**
                 * @description Increments billed when rate_basis is hourly, else null
                 * @example null
                 */
                hourly_units: number | null;
            }[];
            addons: {
                id: string;
                addon_id: string;
                addon_name: string;
                quantity: number;
                unit_price: number;
                line_total: number;
            }[];
            cancellation_reason: string | null;
            cancelled_at: string | null;
            /** @description A pending booking holds its units until then; null: until it changes status */
            expires_at: string | null;
            /** @description When it was picked up (it became active) */
            picked_up_at: string | null;
            /** @description When it was returned (it became completed) */
            returned_at: string | null;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            adjustments: {
                id: string;
                /** @enum {string} */
                type: "extension" | "item_swap" | "late_fee" | "deposit_capture";
                amount: number;
                description: string;
                /**
                 * Format: date-time
                 * @description UTC instant with milliseconds
                 */
                created_at: string;
                actor: components["schemas"]["Actor"];
            }[];
            change_log: {
                id: string;
                /** @constant */
                type: "item_swapped";
                line_item_id: string;
                from_fleet_item_id: string;
                to_fleet_item_id: string;
                previous_total: number;
                new_total: number;
                /**
                 * Format: date-time
                 * @description UTC instant with milliseconds
                 */
                created_at: string;
                actor: components["schemas"]["Actor"];
            }[];
            payments: {
                id: string;
                amount: number;
                method: string | null;
                reference: string | null;
                /**
                 * Format: date-time
                 * @description UTC instant with milliseconds
                 */
                created_at: string;
                actor: components["schemas"]["Actor"];
            }[];
            /** @description Card payments and deposit holds through the payments provider, oldest first */
            payment_intents: components["schemas"]["BookingPaymentIntent"][];
            /** @description Refunds of its payments, oldest first */
            refunds: components["schemas"]["BookingRefund"][];
            /** @description The units out on the booking, as the return would leave them */
            units: components["schemas"]["Unit"][];
        };
        Unit: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "unit";
            fleet_item_id: string;
            identifier: string;
            serial_number: string | null;
            notes: string | null;
            /**
             * @description Read-only: follows pick-ups, returns, releases and retiring
             * @enum {string}
             */
            status: "available" | "out" | "in_maintenance" | "retired";
            /**
             * @description The last condition recorded (`ok` at creation)
             * @enum {string}
             */
            condition: "ok" | "damaged" | "needs_inspection";
            /** @description The booking the unit is out on (status `out`) */
            booking_id: string | null;
            retired_at: string | null;
            retired_reason: string | null;
        };
        PaymentIntent: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "payment_intent";
            booking_id: string;
            /**
             * @description rental: captured when confirmed, recorded as a payment; deposit: authorised only (a hold)
             * @enum {string}
             */
            purpose: "rental" | "deposit";
            /** @description Cents */
            amount: number;
            /** @description The tenant's currency when the intent was made */
            currency: string;
            /** @enum {string} */
            status: "requires_payment_method" | "processing" | "requires_capture" | "succeeded" | "canceled";
            /** @description Confirms this intent in a browser (Stripe.js, or the test provider); never put it in a URL or a log */
            client_secret: string;
            /** @enum {string} */
            provider: "test" | "stripe";
            /** @description The provider's own id of this intent (Stripe: pi_…; the test provider: tpi_…) */
            provider_reference: string | null;
            /** @description An authorised deposit can be captured until then; null otherwise */
            capture_before: string | null;
            /** @description The platform's service fee taken from this payment (Stripe Connect's application fee) */
            application_fee_amount: number;
            /** @description Cents captured so far */
            amount_received: number;
            /** @description The payment method it was confirmed with (pm_…); null until then */
            payment_method: string | null;
            /** @description The booking payment (pay_…) this intent recorded when money was taken; null until then */
            payment_id: string | null;
            /** @description A deposit renewal: the intent whose hold this one replaced */
            renewal_of: string | null;
        };
        Refund: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "refund";
            booking_id: string;
            /** @description The booking payment refunded (pay_…) */
            payment_id: string;
            /** @description Cents */
            amount: number;
            reason: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            /** @enum {string} */
            provider: "manual" | "test" | "stripe";
            /** @description The provider's id of the refund (Stripe: re_…); null for a manual one */
            provider_reference: string | null;
            failure_reason: string | null;
        };
        ProviderEventReceipt: {
            /** @constant */
            received: true;
        };
        /** @description A Stripe event, as Stripe sends it to a Connect webhook endpoint; the Stripe-Signature header must verify with the mode's signing secret */
        StripeEvent: {
            id: string;
            /** @constant */
            object: "event";
            type: string;
            livemode: boolean;
            account?: string;
            data: {
                object: {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        FleetItemAvailability: {
            /** @constant */
            object: "fleet_item_availability";
            fleet_item_id: string;
            /** @description Units in stock */
            quantity: number;
            /** @description The tenant's time zone (day slots are its calendar days) */
            time_zone: string;
            /** @enum {string} */
            interval: "day" | "hour";
            slots: {
                /**
                 * Format: date-time
                 * @description UTC instant with milliseconds
                 */
                start: string;
                /**
                 * Format: date-time
                 * @description UTC instant with milliseconds
                 */
                end: string;
                /** @description Peak units held by bookings in the slot (turnaround included); not shown to a publishable key */
                in_use?: number;
                /** @description Peak units in downtime in the slot; not shown to a publishable key */
                down?: number;
                /** @description quantity minus the peak of (in_use + down) at one instant, at least 0; 0 for an inactive item */
                available: number;
            }[];
            /** @description With ?occupancy=true: each booking and downtime occupying the item in [from, to), over its whole occupancy, by start */
            occupancy?: {
                /** @enum {string} */
                kind: "booking" | "downtime";
                /** @description The booking (bk_) or downtime (dt_) */
                id: string;
                units: number;
                /**
                 * Format: date-time
                 * @description A booking: its pickup (or earlier pick-up) less the item's buffer before
                 */
                start: string;
                /** @description A booking: its return (its return or now while still out; returned_at once back) plus the item's turnaround; null: a downtime open until released */
                end: string | null;
            }[];
        };
        AvailabilityCheck: {
            /** @constant */
            object: "availability_check";
            /** @description Every line fits */
            available: boolean;
            line_items: {
                fleet_item_id: string;
                requested: number;
                /** @description The fewest units free at any instant of the window: the most that fit */
                free: number;
                available: boolean;
            }[];
        };
        Downtime: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "downtime";
            fleet_item_id: string;
            quantity: number;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            start: string;
            /** @description null: open until ended (a unit in maintenance until released) */
            end: string | null;
            reason: string | null;
            unit_id: string | null;
        };
        DowntimeWrite: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "downtime";
            fleet_item_id: string;
            quantity: number;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            start: string;
            /** @description null: open until ended (a unit in maintenance until released) */
            end: string | null;
            reason: string | null;
            unit_id: string | null;
            /** @description Holding bookings this downtime leaves without units at some instant (only a forced one has any) */
            conflicting_booking_ids: string[];
        };
        RetiredUnit: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "unit";
            fleet_item_id: string;
            identifier: string;
            serial_number: string | null;
            notes: string | null;
            /**
             * @description Read-only: follows pick-ups, returns, releases and retiring
             * @enum {string}
             */
            status: "available" | "out" | "in_maintenance" | "retired";
            /**
             * @description The last condition recorded (`ok` at creation)
             * @enum {string}
             */
            condition: "ok" | "damaged" | "needs_inspection";
            /** @description The booking the unit is out on (status `out`) */
            booking_id: string | null;
            retired_at: string | null;
            retired_reason: string | null;
            /** @description Holding bookings left without units by retiring it (only a forced retire has any) */
            conflicting_booking_ids: string[];
        };
        WebhookEndpoint: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "webhook_endpoint";
            url: string;
            /** @description The kinds it receives, or ["*"] for all */
            events: ("booking.created" | "booking.updated" | "booking.confirmed" | "booking.activated" | "booking.completed" | "booking.cancelled" | "booking.extended" | "booking.item_swapped" | "booking.expired" | "booking.overdue" | "payment.received" | "webhook_endpoint.disabled" | "deposit.authorized" | "deposit.captured" | "deposit.released" | "deposit.renewal_failed" | "payment.refunded" | "*")[];
            description: string | null;
            active: boolean;
            /** @description Why the server disabled it: gone (the receiver answered 410) or failing (every attempt failed for WEBHOOK_DISABLE_AFTER_HOURS); null if it never did or since it was re-enabled (also when you set active: false) */
            disabled_reason: ("gone" | "failing") | null;
            /** @description When the server disabled it; null with disabled_reason */
            disabled_at: string | null;
        };
        WebhookEndpointWithSecret: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "webhook_endpoint";
            url: string;
            /** @description The kinds it receives, or ["*"] for all */
            events: ("booking.created" | "booking.updated" | "booking.confirmed" | "booking.activated" | "booking.completed" | "booking.cancelled" | "booking.extended" | "booking.item_swapped" | "booking.expired" | "booking.overdue" | "payment.received" | "webhook_endpoint.disabled" | "deposit.authorized" | "deposit.captured" | "deposit.released" | "deposit.renewal_failed" | "payment.refunded" | "*")[];
            description: string | null;
            active: boolean;
            /** @description Why the server disabled it: gone (the receiver answered 410) or failing (every attempt failed for WEBHOOK_DISABLE_AFTER_HOURS); null if it never did or since it was re-enabled (also when you set active: false) */
            disabled_reason: ("gone" | "failing") | null;
            /** @description When the server disabled it; null with disabled_reason */
            disabled_at: string | null;
            /** @description whsec_…; returned only by create and rotate-secret */
            secret: string;
        };
        WebhookRecovery: {
            /** @constant */
            object: "recovery";
            endpoint_id: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            since: string;
            /** @description New pending deliveries, one per event re-sent */
            deliveries_created: number;
        };
        WebhookDelivery: {
            id: string;
            /** @constant */
            object: "webhook_delivery";
            event_id: string;
            endpoint_id: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempts: {
                /**
                 * Format: date-time
                 * @description UTC instant with milliseconds
                 */
                attempted_at: string;
                response_status: number | null;
                /** @description null, or timeout, connection_failed, url_private, http_<status>, endpoint_disabled */
                error: string | null;
                duration_ms: number;
            }[];
            next_attempt_at: string | null;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
        };
        Event: components["schemas"]["BookingEvent"] | components["schemas"]["PaymentReceivedEvent"] | components["schemas"]["WebhookEndpointDisabledEvent"] | components["schemas"]["DepositEvent"] | components["schemas"]["PaymentRefundedEvent"];
        BookingEvent: {
            id: string;
            /** @constant */
            object: "event";
            tenant_id: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            livemode: boolean;
            /** @description Who made the change the event tells of; the server itself for a sweeper */
            actor: components["schemas"]["Actor"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "booking.created" | "booking.updated" | "booking.confirmed" | "booking.activated" | "booking.completed" | "booking.cancelled" | "booking.extended" | "booking.item_swapped" | "booking.expired" | "booking.overdue";
            data: components["schemas"]["BookingWithHistory"];
        };
        PaymentReceivedEvent: {
            id: string;
            /** @constant */
            object: "event";
            tenant_id: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            livemode: boolean;
            /** @description Who made the change the event tells of; the server itself for a sweeper */
            actor: components["schemas"]["Actor"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "payment.received";
            data: components["schemas"]["PaymentReceivedData"];
        };
        PaymentReceivedData: {
            id: string;
            booking_id: string;
            amount: number;
            method: string | null;
            reference: string | null;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * @description The booking status after the payment
             * @enum {string}
             */
            booking_status: "pending" | "confirmed" | "active" | "completed" | "cancelled";
            actor: components["schemas"]["Actor"];
        };
        WebhookEndpointDisabledEvent: {
            id: string;
            /** @constant */
            object: "event";
            tenant_id: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            livemode: boolean;
            /** @description Who made the change the event tells of; the server itself for a sweeper */
            actor: components["schemas"]["Actor"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "webhook_endpoint.disabled";
            data: components["schemas"]["WebhookEndpoint"];
        };
        DepositEvent: {
            id: string;
            /** @constant */
            object: "event";
            tenant_id: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            livemode: boolean;
            /** @description Who made the change the event tells of; the server itself for a sweeper */
            actor: components["schemas"]["Actor"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "deposit.authorized" | "deposit.captured" | "deposit.released" | "deposit.renewal_failed";
            data: components["schemas"]["DepositEventData"];
        };
        DepositEventData: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "deposit";
            booking_id: string;
            /** @description The intent whose authorisation holds the deposit now */
            payment_intent_id: string;
            /** @enum {string} */
            status: "authorized" | "renewal_failed" | "captured" | "released" | "expired";
            amount_authorized: number;
            amount_captured: number;
            /**
             * Format: date-time
             * @description The current authorisation lapses then; the server renews it before, while needed
             */
            capture_before: string;
            /** @description Authorisations made to replace one about to lapse */
            renewals: number;
            capture_reason: string | null;
            /** @description When it was captured, released or expired */
            ended_at: string | null;
            /**
             * @description The booking status after the change
             * @enum {string}
             */
            booking_status: "pending" | "confirmed" | "active" | "completed" | "cancelled";
        };
        PaymentRefundedEvent: {
            id: string;
            /** @constant */
            object: "event";
            tenant_id: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            livemode: boolean;
            /** @description Who made the change the event tells of; the server itself for a sweeper */
            actor: components["schemas"]["Actor"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "payment.refunded";
            data: components["schemas"]["RefundEventData"];
        };
        RefundEventData: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "refund";
            booking_id: string;
            /** @description The booking payment refunded (pay_…) */
            payment_id: string;
            /** @description Cents */
            amount: number;
            reason: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            /** @enum {string} */
            provider: "manual" | "test" | "stripe";
            /** @description The provider's id of the refund (Stripe: re_…); null for a manual one */
            provider_reference: string | null;
            failure_reason: string | null;
            /**
             * @description The booking status after the change
             * @enum {string}
             */
            booking_status: "pending" | "confirmed" | "active" | "completed" | "cancelled";
        };
        EventType: {
            /** @enum {string} */
            type: "booking.created" | "booking.updated" | "booking.confirmed" | "booking.activated" | "booking.completed" | "booking.cancelled" | "booking.extended" | "booking.item_swapped" | "booking.expired" | "booking.overdue" | "payment.received" | "webhook_endpoint.disabled" | "deposit.authorized" | "deposit.captured" | "deposit.released" | "deposit.renewal_failed" | "payment.refunded";
            description: string;
            /** @description JSON Schema (2020-12) of the data of events of this kind; self-contained ($defs) */
            schema: {
                [key: string]: unknown;
            };
        };
        PublishableKey: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "publishable_key";
            /**
             * @description pk_test_… or pk_live_…: public, safe to put in a web page (storefront endpoints only)
             * @example pk_test_4eC39HqLyjWDarjtT1zdp7dcXvB5pY8s
             */
            key: string;
            allowed_origins: string[];
            /** @description An inactive key is refused (401 api_key_invalid) */
            active: boolean;
        };
        StorefrontCatalog: {
            /** @constant */
            object: "storefront_catalog";
            livemode: boolean;
            shop: {
                name: string;
                /** @description The shop's IANA time zone: dates are its local days */
                time_zone: string;
                /** @description Lowercase ISO 4217, for showing amounts */
                currency: string;
                schedule: components["schemas"]["Schedule"];
            };
            /** @description Active items, oldest first (at most 1,000) */
            fleet_items: components["schemas"]["StorefrontFleetItem"][];
            /** @description Active add-ons, oldest first (at most 1,000) */
            addons: components["schemas"]["StorefrontAddon"][];
        };
        /** @description An active fleet item as a shop page shows it: its name and rates (the fields the engine prices with) */
        StorefrontFleetItem: {
            id: string;
            /** @constant */
            object: "fleet_item";
            name: string;
            description: string | null;
            price_full_day: number;
            price_half_day: number | null;
            price_multi_day: number | null;
            price_weekly: number | null;
            deposit_amount: number;
            /** @example 900 */
            price_hourly: number | null;
            /**
             * @example 60
             * @enum {number}
             */
            hourly_increment_minutes: 15 | 30 | 60;
            /**
             * @description Replaces the 1-day, multi-day and weekly rates (not half-day or hourly): 1..20 tiers {days, price}, days strictly increasing in 1..730. round_up: the first tier covering the rental, past the last one extra_day_price a day; best: the cheapest mix of tiers and single days at extra_day_price. extra_day_price defaults to price_full_day. null: none
             * @example {
             *       "strategy": "round_up",
             *       "tiers": [
             *         {
             *           "days": 1,
             *           "price": 5000
             *         },
             *         {
             *           "days": 3,
             *           "price": 12000
             *         },
             *         {
             *           "days": 7,
             *           "price": 20000
             *         }
             *       ],
             *       "extra_day_price": 2500
             *     }
             */
            rate_table: {
                tiers: {
                    days: number;
                    price: number;
                }[];
                /** @enum {string} */
                strategy: "round_up" | "best";
                extra_day_price: number | null;
            } | null;
            /** @example 60 */
            min_rental_minutes: number | null;
            /** @example 14 */
            max_rental_days: number | null;
        };
        StorefrontAddon: {
            id: string;
            /** @constant */
            object: "addon";
            name: string;
            description: string | null;
            price: number;
            /** @enum {string} */
            pricing: "per_item" | "per_day";
        };
        /** @description Everything the engine needs to price any cart of the shop's active items locally: `calculatePrice({item, pickup_date, return_date, addons: [{addon, quantity}], rules, packages, tax, service_fee, time_zone, schedule, now})` over it equals POST /v1/pricing/calculate without a coupon. No coupons, customers or stock. */
        PriceSheet: {
            /** @constant */
            object: "price_sheet";
            livemode: boolean;
            currency: string;
            time_zone: string;
            tax: {
                rate_bps: number;
                inclusive: boolean;
            };
            service_fee: {
                rate_bps: number;
                /** @enum {string} */
                payer: "customer" | "tenant";
            };
            schedule: components["schemas"]["Schedule"];
            fleet_items: components["schemas"]["StorefrontFleetItem"][];
            addons: components["schemas"]["StorefrontAddon"][];
            /** @description Active packages */
            packages: components["schemas"]["Package"][];
            /** @description Active rules, global or of a listed item, oldest first */
            rules: components["schemas"]["PricingRule"][];
        };
        CheckoutCreated: {
            id: string;
            /** @constant */
            object: "checkout";
            /** @description The pending booking it made (the console lists it) */
            booking_id: string;
            /**
             * @description open: the booking is pending and held; complete: it was confirmed (paid, or by staff); expired: its hold ran out; cancelled: it was cancelled
             * @enum {string}
             */
            status: "open" | "complete" | "expired" | "cancelled";
            /** @description While open, the hold ends then; null once it is not open */
            expires_at: string | null;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            pickup_date: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            return_date: string;
            line_items: {
                id: string;
                fleet_item_id: string;
                fleet_item_name: string;
                quantity: number;
                unit_price: number;
                override_price: number | null;
                line_total: number;
                /** @description The units picked up on this line ([] until picked up) */
                unit_ids: string[];
                /**
                 * @description How stage 1 priced one unit: half_day, hourly, daily (the item's daily rates) or rate_table; lines of bookings made before rate plans read half_day or daily
                 * @example daily
                 * @enum {string}
                 */
                rate_basis: "half_day" | "hourly" | "daily" | "rate_table";
                /**
                 * @description Increments billed when rate_basis is hourly, else null
                 * @example null
                 */
                hourly_units: number | null;
            }[];
            addons: {
                id: string;
                addon_id: string;
                addon_name: string;
                quantity: number;
                unit_price: number;
                line_total: number;
            }[];
            subtotal: number;
            discount_amount: number;
            tax_amount: number;
            service_fee_amount: number;
            /** @description The total that counts: the server priced it */
            total: number;
            amount_paid: number;
            amount_owed: number;
            deposit_hold_amount: number;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /** @description Shown only here: send it as Rentline-Client-Secret with the publishable key to read the checkout and pay for its booking. Keep it in memory, never in a URL or storage. */
            client_secret: string;
        };
        Checkout: {
            id: string;
            /** @constant */
            object: "checkout";
            /** @description The pending booking it made (the console lists it) */
            booking_id: string;
            /**
             * @description open: the booking is pending and held; complete: it was confirmed (paid, or by staff); expired: its hold ran out; cancelled: it was cancelled
             * @enum {string}
             */
            status: "open" | "complete" | "expired" | "cancelled";
            /** @description While open, the hold ends then; null once it is not open */
            expires_at: string | null;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            pickup_date: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            return_date: string;
            line_items: {
                id: string;
                fleet_item_id: string;
                fleet_item_name: string;
                quantity: number;
                unit_price: number;
                override_price: number | null;
                line_total: number;
                /** @description The units picked up on this line ([] until picked up) */
                unit_ids: string[];
                /**
                 * @description How stage 1 priced one unit: half_day, hourly, daily (the item's daily rates) or rate_table; lines of bookings made before rate plans read half_day or daily
                 * @example daily
                 * @enum {string}
                 */
                rate_basis: "half_day" | "hourly" | "daily" | "rate_table";
                /**
                 * @description Increments billed when rate_basis is hourly, else null
                 * @example null
                 */
                hourly_units: number | null;
            }[];
            addons: {
                id: string;
                addon_id: string;
                addon_name: string;
                quantity: number;
                unit_price: number;
                line_total: number;
            }[];
            subtotal: number;
            discount_amount: number;
            tax_amount: number;
            service_fee_amount: number;
            /** @description The total that counts: the server priced it */
            total: number;
            amount_paid: number;
            amount_owed: number;
            deposit_hold_amount: number;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
        };
        StaffMember: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "staff_member";
            email: string;
            name: string;
            /**
             * @description staff: the day at the counter (bookings, payments, pick-up, return; reading all but staff, keys and webhook endpoints); manager: also the catalog, pricing rules, the schedule, units and downtimes; owner: also staff, webhook endpoints and tenant settings
             * @enum {string}
             */
            role: "owner" | "manager" | "staff";
            /** @description An inactive member cannot sign in; deactivating one ends their sessions */
            active: boolean;
            /** @description The last successful sign-in (or password set from an invitation); null: never */
            last_sign_in_at: string | null;
        };
        InvitedStaffMember: {
            id: string;
            livemode: boolean;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            created_at: string;
            /**
             * Format: date-time
             * @description UTC instant with milliseconds
             */
            updated_at: string;
            /** @constant */
            object: "staff_member";
            email: string;
            name: string;
            /**
             * @description staff: the day at the counter (bookings, payments, pick-up, return; reading all but staff, keys and webhook endpoints); manager: also the catalog, pricing rules, the schedule, units and downtimes; owner: also staff, webhook endpoints and tenant settings
             * @enum {string}
             */
            role: "owner" | "manager" | "staff";
            /** @description An inactive member cannot sign in; deactivating one ends their sessions */
            active: boolean;
            /** @description The last successful sign-in (or password set from an invitation); null: never */
            last_sign_in_at: string | null;
            /** @description The invitation token (72 hours, once): shown only in this answer; null when the answer is a replay of an Idempotency-Key */
            invite_token: string | null;
            /** @description The invitation link to send the member: the console's /console/invite?tenant=<tenant id>#<token> (the token in the fragment, which never reaches a server); null in a replay */
            invite_url: string | null;
        };
        ConsoleSession: {
            /** @constant */
            object: "console_session";
            tenant_id: string;
            staff_member: components["schemas"]["StaffMember"];
            /**
             * Format: date-time
             * @description When this session was signed in
             */
            created_at: string;
            /**
             * Format: date-time
             * @description It ends then unless a request comes first (each request moves this to 12 hours after it)
             */
            idle_expires_at: string;
            /**
             * Format: date-time
             * @description It ends then in any case: 7 days after signing in
             */
            expires_at: string;
        };
        ConsoleSessionDeleted: {
            /** @constant */
            object: "console_session";
            /** @constant */
            deleted: true;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Identifies the request; equal to error.request_id (a replay keeps the original one) */
        RequestId: string;
        /** @description Seconds to wait before retrying */
        RetryAfter: number;
        /** @description Present when this is the stored response of an earlier request with the same Idempotency-Key */
        IdempotentReplayed: "true";
        /** @description A publishable key's request from an allowed Origin: the Origin itself; never on a secret key's response */
        AccessControlAllowOrigin: string;
        /** @description Origin, on the answers to publishable keys that allow one */
        Vary: string;
        /** @description The authentication scheme: Bearer */
        WwwAuthenticate: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Liveness and database check (no key) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This OpenAPI 3.1 document (no key) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API reference page, rendered from /v1/openapi.json (HTML, no key) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDocsScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference page's renderer (Scalar API Reference, MIT), served from here (no key) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's settings in the key's mode */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "tax_rate_bps": 825,
                 *       "late_fee": {
                 *         "grace_minutes": 30,
                 *         "per_hour": 500,
                 *         "per_day": 3000,
                 *         "cap": 9000
                 *       }
                 *     }
                 */
                "application/json": {
                    name?: string;
                    /** @description IANA time zone name, e.g. Europe/Berlin */
                    timezone?: string;
                    /** @description Basis points: 825 = 8.25 % */
                    tax_rate_bps?: number;
                    tax_inclusive?: boolean;
                    /** @enum {string} */
                    service_fee_payer?: "customer" | "tenant";
                    /** @description Lowercase ISO 4217 code, e.g. usd */
                    currency?: string;
                    /** @description Minutes a new pending booking holds its units in this mode; null: until it changes status */
                    pending_expiry_minutes?: number | null;
                    /**
                     * @description The shop schedule of this mode. opening_hours: null = always open, else ISO weekday "1" (Monday) .. "7" (Sunday) → sorted [open, close] local times (close may be 24:00, which includes 00:00 of the next date); a weekday left out is closed, and at least one weekday opens. closed_dates: YYYY-MM-DD, unique, at most 366. charge_closed_days: false = closed dates in a rental are not charged. day_count: elapsed (wall-clock time less leeway_minutes, rounded up to days) or calendar (the dates from pickup to return; a return by return_by + leeway_minutes on a later date is not counted). min_notice_minutes: a booking is made at least that long before its pickup. A PATCH replaces the whole object; a field it leaves out takes its default.
                     * @example {
                     *       "opening_hours": {
                     *         "1": [
                     *           [
                     *             "09:00",
                     *             "18:00"
                     *           ]
                     *         ],
                     *         "2": [
                     *           [
                     *             "09:00",
                     *             "18:00"
                     *           ]
                     *         ],
                     *         "3": [
                     *           [
                     *             "09:00",
                     *             "18:00"
                     *           ]
                     *         ],
                     *         "4": [
                     *           [
                     *             "09:00",
                     *             "18:00"
                     *           ]
                     *         ],
                     *         "5": [
                     *           [
                     *             "09:00",
                     *             "18:00"
                     *           ]
                     *         ],
                     *         "6": [
                     *           [
                     *             "09:00",
                     *             "13:00"
                     *           ]
                     *         ]
                     *       },
                     *       "closed_dates": [
                     *         "2026-12-25"
                     *       ],
                     *       "charge_closed_days": false,
                     *       "day_count": "calendar",
                     *       "return_by": "10:00",
                     *       "leeway_minutes": 30,
                     *       "min_notice_minutes": 60
                     *     }
                     */
                    schedule?: {
                        /** @default null */
                        opening_hours?: {
                            [key: string]: [
                                string,
                                string
                            ][];
                        } | null;
                        /** @default [] */
                        closed_dates?: string[];
                        /** @default true */
                        charge_closed_days?: boolean;
                        /**
                         * @default elapsed
                         * @enum {string}
                         */
                        day_count?: "elapsed" | "calendar";
                        /** @default null */
                        return_by?: string | null;
                        /** @default 0 */
                        leeway_minutes?: number;
                        /** @default 0 */
                        min_notice_minutes?: number;
                    };
                    /** @description The late-return fee policy of this mode, replaced whole; null: late returns cost nothing */
                    late_fee?: {
                        /** @default 0 */
                        grace_minutes?: number;
                        /** @default null */
                        per_hour?: number | null;
                        /** @default null */
                        per_day?: number | null;
                        /** @default null */
                        cap?: number | null;
                    } | null;
                    /** @description Who takes payments in this mode; stripe_account is set by the operator only (rentline tenant update) */
                    payments?: {
                        /**
                         * @description manual: payments are recorded (POST /v1/bookings/{id}/payments); test: the built-in simulated provider (test mode only); stripe: Stripe, on the connected account the operator set (the server's Stripe keys for the mode must be set)
                         * @enum {string}
                         */
                        provider: "manual" | "test" | "stripe";
                    };
                };
            };
        };
        responses: {
            /** @description Update this mode's settings (subscription_tier is read-only) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    calculatePrice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fleet_item_id": "fi_demo_kayak",
                 *       "pickup_date": "2026-07-01T09:00",
                 *       "return_date": "2026-07-04T09:00",
                 *       "addons": [
                 *         {
                 *           "addon_id": "ao_demo_lifejacket",
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "coupon_code": "SUMMER10"
                 *     }
                 */
                "application/json": {
                    fleet_item_id: string;
                    /** @description ISO 8601 date or date-time; with Z or an offset that instant, without one the tenant's wall-clock time, a date alone its start. Resolved, it must lie between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the pattern keeps the years to 1970-9999, but on the first and the last day an offset or the tenant's time zone can carry it past either end. */
                    pickup_date: string;
                    /** @description ISO 8601 date or date-time; with Z or an offset that instant, without one the tenant's wall-clock time, a date alone its start. Resolved, it must lie between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the pattern keeps the years to 1970-9999, but on the first and the last day an offset or the tenant's time zone can carry it past either end. */
                    return_date: string;
                    /** @description Omitted: auto-detected (<= 5 h). true forces, false disables */
                    half_day?: boolean;
                    addons?: {
                        addon_id: string;
                        /** @default 1 */
                        quantity?: number;
                    }[];
                    coupon_code?: string | null;
                    /** @description true: the answer has `ledger`, what each rental date costs and why */
                    explain?: boolean;
                };
            };
        };
        responses: {
            /** @description Price a rental through the eight-stage pipeline; writes nothing */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "price_calculation",
                     *       "livemode": false,
                     *       "currency": "usd",
                     *       "base_price": 12000,
                     *       "discount_amount": 3021,
                     *       "seasonal_adjustment": 2400,
                     *       "addon_total": 1500,
                     *       "package_savings": 1590,
                     *       "coupon_discount": 1431,
                     *       "subtotal": 12879,
                     *       "tax": 1063,
                     *       "total": 14360,
                     *       "deposit_hold_amount": 20000,
                     *       "service_fee_amount": 418,
                     *       "breakdown": {
                     *         "days": 3,
                     *         "half_day": false,
                     *         "rate_basis": "daily",
                     *         "hourly_units": null,
                     *         "rental_days": 3,
                     *         "closed_dates_skipped": [],
                     *         "rate_per_day": 4000,
                     *         "multi_day_discount": 0,
                     *         "seasonal_rules_applied": [
                     *           {
                     *             "rule_id": "pr_demo_summer",
                     *             "type": "seasonal",
                     *             "adjustment_type": "percent",
                     *             "adjustment_value": 20
                     *           }
                     *         ],
                     *         "coupon": {
                     *           "code": "SUMMER10",
                     *           "discount_type": "percent",
                     *           "discount_value": 10
                     *         },
                     *         "package": {
                     *           "package_id": "pkg_demo_paddle",
                     *           "name": "Paddle bundle",
                     *           "savings": 1590
                     *         },
                     *         "addons": [
                     *           {
                     *             "addon_id": "ao_demo_lifejacket",
                     *             "name": "Life jacket",
                     *             "quantity": 1,
                     *             "unit_price": 500,
                     *             "total": 1500
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PriceCalculation"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFleetItemPriceCalendar: {
        parameters: {
            query: {
                /**
                 * @description The first pickup date, a local date of the tenant
                 * @example 2026-08-30
                 */
                from: string;
                /**
                 * @description The last pickup date, inclusive: 1..62 dates from from
                 * @example 2026-08-31
                 */
                to: string;
                /**
                 * @description Rental length: the return is the pickup's local wall-clock time + days × 24 h
                 * @example 3
                 */
                days?: number;
                /** @description Rental length in hours of real time (instead of days) */
                hours?: number;
                /** @description Local pickup time, HH:mm. Default: each date's first opening time under the schedule, else 09:00 */
                time?: string;
                /** @description As on Calculate: omitted, a rental of at most 5 hours is detected as a half-day; false never (as Create Booking), true forces it */
                half_day?: boolean;
                /** @description Units that must be free for a date to be available (the price is one unit) */
                quantity?: number;
            };
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price of every pickup date of a range for a rental of fixed length, each as Calculate answers it, with the units free and whether it can be booked */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "price_calendar",
                     *       "fleet_item_id": "fi_demo_kayak",
                     *       "time_zone": "America/New_York",
                     *       "data": [
                     *         {
                     *           "date": "2026-08-30",
                     *           "pickup_date": "2026-08-30T13:00:00.000Z",
                     *           "return_date": "2026-09-02T13:00:00.000Z",
                     *           "available": true,
                     *           "free_units": 6,
                     *           "bookable": true,
                     *           "reason": null,
                     *           "price": {
                     *             "object": "price_calculation",
                     *             "livemode": false,
                     *             "currency": "usd",
                     *             "base_price": 12000,
                     *             "discount_amount": 0,
                     *             "seasonal_adjustment": 1600,
                     *             "addon_total": 0,
                     *             "package_savings": 0,
                     *             "coupon_discount": 0,
                     *             "subtotal": 13600,
                     *             "tax": 1122,
                     *             "total": 15164,
                     *             "deposit_hold_amount": 20000,
                     *             "service_fee_amount": 442,
                     *             "breakdown": {
                     *               "days": 3,
                     *               "half_day": false,
                     *               "rate_basis": "daily",
                     *               "hourly_units": null,
                     *               "rental_days": 3,
                     *               "closed_dates_skipped": [],
                     *               "rate_per_day": 4000,
                     *               "multi_day_discount": 0,
                     *               "seasonal_rules_applied": [
                     *                 {
                     *                   "rule_id": "pr_demo_summer",
                     *                   "type": "seasonal",
                     *                   "adjustment_type": "percent",
                     *                   "adjustment_value": 20
                     *                 }
                     *               ],
                     *               "coupon": null,
                     *               "package": null,
                     *               "addons": []
                     *             }
                     *           }
                     *         },
                     *         {
                     *           "date": "2026-08-31",
                     *           "pickup_date": "2026-08-31T13:00:00.000Z",
                     *           "return_date": "2026-09-03T13:00:00.000Z",
                     *           "available": true,
                     *           "free_units": 6,
                     *           "bookable": true,
                     *           "reason": null,
                     *           "price": {
                     *             "object": "price_calculation",
                     *             "livemode": false,
                     *             "currency": "usd",
                     *             "base_price": 12000,
                     *             "discount_amount": 0,
                     *             "seasonal_adjustment": 800,
                     *             "addon_total": 0,
                     *             "package_savings": 0,
                     *             "coupon_discount": 0,
                     *             "subtotal": 12800,
                     *             "tax": 1056,
                     *             "total": 14272,
                     *             "deposit_hold_amount": 20000,
                     *             "service_fee_amount": 416,
                     *             "breakdown": {
                     *               "days": 3,
                     *               "half_day": false,
                     *               "rate_basis": "daily",
                     *               "hourly_units": null,
                     *               "rental_days": 3,
                     *               "closed_dates_skipped": [],
                     *               "rate_per_day": 4000,
                     *               "multi_day_discount": 0,
                     *               "seasonal_rules_applied": [
                     *                 {
                     *                   "rule_id": "pr_demo_summer",
                     *                   "type": "seasonal",
                     *                   "adjustment_type": "percent",
                     *                   "adjustment_value": 20
                     *                 }
                     *               ],
                     *               "coupon": null,
                     *               "package": null,
                     *               "addons": []
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "cheapest": [
                     *         "2026-08-31"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PriceCalendar"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPricingRules: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20) */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                /** @description That item's rules only (global rules are not included) */
                fleet_item_id?: string;
                /** @description Only active (true) or inactive (false) records */
                active?: boolean;
                type?: "seasonal" | "multi_day" | "weekday";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List pricing rules, newest first */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["PricingRule"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPricingRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "seasonal",
                 *       "fleet_item_id": "fi_demo_kayak",
                 *       "start_date": "2026-06-01",
                 *       "end_date": "2026-08-31",
                 *       "adjustment_type": "percent",
                 *       "adjustment_value": 20
                 *     }
                 */
                "application/json": components["schemas"]["SeasonalPricingRuleCreate"] | components["schemas"]["MultiDayPricingRuleCreate"] | components["schemas"]["WeekdayPricingRuleCreate"];
            };
        };
        responses: {
            /** @description Create a pricing rule */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingRule"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPricingRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a pricing rule */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingRule"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePricingRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a pricing rule */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        object: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePricingRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type?: "seasonal" | "multi_day" | "weekday";
                    fleet_item_id?: string | null;
                    start_date?: string | null;
                    end_date?: string | null;
                    weekdays?: number[] | null;
                    days_threshold?: number | null;
                    /** @enum {string} */
                    adjustment_type?: "percent" | "dollar";
                    adjustment_value?: number;
                    priority?: number;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Update a pricing rule (only the fields sent) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingRule"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFleetItems: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20) */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                /** @description Only active (true) or inactive (false) records */
                active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List fleet items, newest first */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["FleetItem"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createFleetItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Touring kayak",
                 *       "price_full_day": 4500,
                 *       "price_half_day": 2800,
                 *       "deposit_amount": 20000,
                 *       "quantity": 4,
                 *       "late_fee": {
                 *         "grace_minutes": 30,
                 *         "per_hour": 500,
                 *         "per_day": 3000
                 *       }
                 *     }
                 */
                "application/json": {
                    name: string;
                    description?: string | null;
                    price_full_day: number;
                    /** @default null */
                    price_half_day?: number | null;
                    /** @default null */
                    price_multi_day?: number | null;
                    /** @default null */
                    price_weekly?: number | null;
                    /** @default 0 */
                    deposit_amount?: number;
                    /**
                     * @description Units in stock (default 1); not with tracking "units", whose quantity counts its units
                     * @default 1
                     */
                    quantity?: number;
                    /** @default 0 */
                    turnaround_minutes?: number;
                    /** @default true */
                    active?: boolean;
                    /**
                     * @description `units`: numbered units (`/v1/units`), and `quantity` is then read-only, the count of units not retired. Changes only while no pending, confirmed or active booking holds the item (else 409 `item_in_use`)
                     * @default quantity
                     * @enum {string}
                     */
                    tracking?: "quantity" | "units";
                    /**
                     * @description Every occupancy of the item starts this many minutes before its pickup
                     * @default 0
                     */
                    buffer_before_minutes?: number;
                    /**
                     * @description Cents per started increment for a rental of one rental date and at most 24 h, used when cheaper than the half-day or 1-day price; null: no hourly rate
                     * @default null
                     * @example 900
                     */
                    price_hourly?: number | null;
                    /**
                     * @description Minutes price_hourly is charged in: 15, 30 or 60
                     * @default 60
                     * @example 30
                     * @enum {number}
                     */
                    hourly_increment_minutes?: 15 | 30 | 60;
                    /** @description Replaces the 1-day, multi-day and weekly rates (not half-day or hourly): 1..20 tiers {days, price}, days strictly increasing in 1..730. round_up: the first tier covering the rental, past the last one extra_day_price a day; best: the cheapest mix of tiers and single days at extra_day_price. extra_day_price defaults to price_full_day. null: none */
                    rate_table?: {
                        tiers: {
                            days: number;
                            price: number;
                        }[];
                        /** @enum {string} */
                        strategy: "round_up" | "best";
                        extra_day_price?: number | null;
                    } | null;
                    /**
                     * @description Shortest rental in real elapsed minutes, else rental_too_short; null: none
                     * @default null
                     * @example 60
                     */
                    min_rental_minutes?: number | null;
                    /**
                     * @description Longest rental in rental days (before closed days are removed), else rental_too_long; null: none
                     * @default null
                     * @example 14
                     */
                    max_rental_days?: number | null;
                    /**
                     * @description This item's late-return fee policy; null (default): the tenant's
                     * @default null
                     */
                    late_fee?: {
                        /** @default 0 */
                        grace_minutes?: number;
                        /** @default null */
                        per_hour?: number | null;
                        /** @default null */
                        per_day?: number | null;
                        /** @default null */
                        cap?: number | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Create a fleet item */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetItem"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFleetItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a fleet item */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetItem"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteFleetItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a fleet item */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        object: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateFleetItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                    price_full_day?: number;
                    price_half_day?: number | null;
                    price_multi_day?: number | null;
                    price_weekly?: number | null;
                    deposit_amount?: number;
                    quantity?: number;
                    turnaround_minutes?: number;
                    active?: boolean;
                    /** @enum {string} */
                    tracking?: "quantity" | "units";
                    buffer_before_minutes?: number;
                    price_hourly?: number | null;
                    /** @enum {number} */
                    hourly_increment_minutes?: 15 | 30 | 60;
                    rate_table?: {
                        tiers: {
                            days: number;
                            price: number;
                        }[];
                        /** @enum {string} */
                        strategy: "round_up" | "best";
                        extra_day_price?: number | null;
                    } | null;
                    min_rental_minutes?: number | null;
                    max_rental_days?: number | null;
                    late_fee?: {
                        /** @default 0 */
                        grace_minutes?: number;
                        /** @default null */
                        per_hour?: number | null;
                        /** @default null */
                        per_day?: number | null;
                        /** @default null */
                        cap?: number | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Update a fleet item (only the fields sent) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetItem"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAddons: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20) */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                /** @description Only active (true) or inactive (false) records */
                active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List add-ons, newest first */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["Addon"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAddon: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Life jacket",
                 *       "price": 500,
                 *       "pricing": "per_day"
                 *     }
                 */
                "application/json": {
                    name: string;
                    description?: string | null;
                    price: number;
                    /**
                     * @default per_item
                     * @enum {string}
                     */
                    pricing?: "per_item" | "per_day";
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Create a add-on */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Addon"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAddon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a add-on */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Addon"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAddon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a add-on */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        object: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAddon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                    price?: number;
                    /** @enum {string} */
                    pricing?: "per_item" | "per_day";
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Update a add-on (only the fields sent) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Addon"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPackages: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20) */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                /** @description Only active (true) or inactive (false) records */
                active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List packages, newest first */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["Package"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPackage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Paddle bundle",
                 *       "fleet_item_ids": [
                 *         "fi_demo_kayak"
                 *       ],
                 *       "addon_ids": [
                 *         "ao_demo_lifejacket"
                 *       ],
                 *       "discount_type": "percent",
                 *       "discount_value": 10
                 *     }
                 */
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @default [] */
                    fleet_item_ids?: string[];
                    /** @default [] */
                    addon_ids?: string[];
                    /** @enum {string} */
                    discount_type: "percent" | "dollar";
                    /** @description Whole percent (0..100) or cents */
                    discount_value: number;
                    /** @default true */
                    active?: boolean;
                } & (({
                    fleet_item_ids: unknown;
                } | {
                    addon_ids: unknown;
                }) & ({
                    /** @constant */
                    discount_type: "percent";
                    discount_value?: unknown;
                } | {
                    /** @constant */
                    discount_type: "dollar";
                    discount_value?: unknown;
                }));
            };
        };
        responses: {
            /** @description Create a package */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Package"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a package */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Package"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a package */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        object: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                    fleet_item_ids?: string[];
                    addon_ids?: string[];
                    /** @enum {string} */
                    discount_type?: "percent" | "dollar";
                    /** @description Whole percent (0..100) or cents */
                    discount_value?: number;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Update a package (only the fields sent) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Package"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCoupons: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20) */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                /** @description Only active (true) or inactive (false) records */
                active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List coupons, newest first */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["Coupon"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCoupon: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "SUMMER10",
                 *       "discount_type": "percent",
                 *       "discount_value": 10,
                 *       "valid_until": "2026-08-31"
                 *     }
                 */
                "application/json": {
                    /** @description Unique per tenant and mode, matched case-insensitively */
                    code: string;
                    /** @enum {string} */
                    discount_type: "percent" | "dollar";
                    /** @description Whole percent (0..100) or cents */
                    discount_value: number;
                    /** @default true */
                    active?: boolean;
                    /** @default null */
                    valid_from?: string | null;
                    /** @default null */
                    valid_until?: string | null;
                    /** @default null */
                    max_redemptions?: number | null;
                    /** @default null */
                    min_subtotal?: number | null;
                    /** @default null */
                    fleet_item_ids?: string[] | null;
                } & ({
                    /** @constant */
                    discount_type: "percent";
                    discount_value?: unknown;
                } | {
                    /** @constant */
                    discount_type: "dollar";
                    discount_value?: unknown;
                });
            };
        };
        responses: {
            /** @description Create a coupon */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Coupon"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a coupon */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Coupon"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a coupon */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        object: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Unique per tenant and mode, matched case-insensitively */
                    code?: string;
                    /** @enum {string} */
                    discount_type?: "percent" | "dollar";
                    /** @description Whole percent (0..100) or cents */
                    discount_value?: number;
                    active?: boolean;
                    valid_from?: string | null;
                    valid_until?: string | null;
                    max_redemptions?: number | null;
                    min_subtotal?: number | null;
                    fleet_item_ids?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Update a coupon (only the fields sent) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Coupon"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20) */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                /** @description Find: any part of the customer's name, email or phone; case and accents ignored; digits find them in a phone however it is written */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List customers, newest first */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["Customer"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada Lovelace",
                 *       "email": "ada@example.com",
                 *       "phone": "+1 555 0100"
                 *     }
                 */
                "application/json": {
                    name: string;
                    email?: string | null;
                    phone?: string | null;
                };
            };
        };
        responses: {
            /** @description Create a customer */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a customer */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a customer */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        object: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    email?: string | null;
                    phone?: string | null;
                };
            };
        };
        responses: {
            /** @description Update a customer (only the fields sent) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLocations: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20) */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List locations, newest first */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["Location"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "North dock",
                 *       "address": "1 Harbor Way",
                 *       "timezone": "America/New_York"
                 *     }
                 */
                "application/json": {
                    name: string;
                    address?: string | null;
                    timezone?: string | null;
                };
            };
        };
        responses: {
            /** @description Create a location */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a location */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a location */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        object: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    address?: string | null;
                    timezone?: string | null;
                };
            };
        };
        responses: {
            /** @description Update a location (only the fields sent) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBookings: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20) */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                status?: "pending" | "confirmed" | "active" | "completed" | "cancelled";
                customer_id?: string;
                /** @description pickup_date >= this (a date alone: its start) */
                pickup_date_from?: string;
                /** @description pickup_date <= this (a date alone: the end of that day) */
                pickup_date_to?: string;
                /** @description return_date >= this (a date alone: its start) */
                return_date_from?: string;
                /** @description return_date <= this (a date alone: the end of that day) */
                return_date_to?: string;
                /** @description true: only bookings overdue now (active, past return_date plus the tenant's late-fee grace); false: the rest */
                overdue?: boolean;
                /** @description true: only bookings that owe money (not cancelled, amount_owed > 0); false: the rest */
                owes?: boolean;
                /** @description Find: any part of the customer's name, email or phone, of the booking id or of a unit's identifier picked up on it; case and accents ignored (garcia finds García); a query of digits finds them in a phone however it is written */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List bookings, newest first (filters: status, customer_id, overdue, pickup_date_from/to and return_date_from/to inclusive) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["Booking"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "cus_demo_ada",
                 *       "pickup_date": "2026-07-01T09:00",
                 *       "return_date": "2026-07-04T09:00",
                 *       "line_items": [
                 *         {
                 *           "fleet_item_id": "fi_demo_kayak",
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "addons": [
                 *         {
                 *           "addon_id": "ao_demo_lifejacket",
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "pickup_location_id": "loc_demo_harbor",
                 *       "notes": "Returns at the north dock"
                 *     }
                 */
                "application/json": {
                    customer_id: string;
                    /** @description ISO 8601 date or date-time; with Z or an offset that instant, without one the tenant's wall-clock time, a date alone its start. Resolved, it must lie between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the pattern keeps the years to 1970-9999, but on the first and the last day an offset or the tenant's time zone can carry it past either end. */
                    pickup_date: string;
                    /** @description ISO 8601 date or date-time; with Z or an offset that instant, without one the tenant's wall-clock time, a date alone its start. Resolved, it must lie between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the pattern keeps the years to 1970-9999, but on the first and the last day an offset or the tenant's time zone can carry it past either end. */
                    return_date: string;
                    line_items: {
                        fleet_item_id: string;
                        /** @default 1 */
                        quantity?: number;
                        /** @description A fixed unit price; the line then gets no multi-day discount or seasonal change */
                        override_price?: number | null;
                    }[];
                    addons?: {
                        addon_id: string;
                        /** @default 1 */
                        quantity?: number;
                    }[];
                    pickup_location_id?: string | null;
                    /**
                     * @description Default false: no half-day detection
                     * @default false
                     */
                    half_day?: boolean;
                    coupon_code?: string | null;
                    notes?: string | null;
                    /** @description Minutes the new pending booking holds its units (it then expires unless paid or confirmed); default the tenant's pending_expiry_minutes */
                    hold_minutes?: number;
                };
            };
        };
        responses: {
            /** @description Create a pending booking: priced, units held, coupon redeemed, in one transaction */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bk_0Vbey8Wb00004PlvNhKd",
                     *       "object": "booking",
                     *       "status": "pending",
                     *       "customer_id": "cus_demo_ada",
                     *       "customer": {
                     *         "id": "cus_demo_ada",
                     *         "name": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "phone": "+1 555 0100"
                     *       },
                     *       "overdue": false,
                     *       "pickup_date": "2026-07-01T13:00:00.000Z",
                     *       "return_date": "2026-07-04T13:00:00.000Z",
                     *       "pickup_location_id": "loc_demo_harbor",
                     *       "half_day": false,
                     *       "subtotal": 14310,
                     *       "tax_amount": 1181,
                     *       "discount_amount": 1590,
                     *       "service_fee_amount": 465,
                     *       "total": 15956,
                     *       "amount_paid": 0,
                     *       "amount_owed": 15956,
                     *       "deposit_hold_amount": 20000,
                     *       "deposit": {
                     *         "status": "none",
                     *         "amount_authorized": 0,
                     *         "amount_captured": 0,
                     *         "capture_before": null
                     *       },
                     *       "late_fee_amount": 0,
                     *       "coupon_id": null,
                     *       "notes": "Returns at the north dock",
                     *       "line_items": [
                     *         {
                     *           "id": "li_0Vbey8Wc0000oApL6zud",
                     *           "fleet_item_id": "fi_demo_kayak",
                     *           "fleet_item_name": "Touring kayak",
                     *           "quantity": 1,
                     *           "unit_price": 14400,
                     *           "override_price": null,
                     *           "line_total": 14400,
                     *           "unit_ids": [],
                     *           "rate_basis": "daily",
                     *           "hourly_units": null
                     *         }
                     *       ],
                     *       "addons": [
                     *         {
                     *           "id": "bao_0Vbey8Wc0001dVDzvutr",
                     *           "addon_id": "ao_demo_lifejacket",
                     *           "addon_name": "Life jacket",
                     *           "quantity": 1,
                     *           "unit_price": 500,
                     *           "line_total": 1500
                     *         }
                     *       ],
                     *       "cancellation_reason": null,
                     *       "cancelled_at": null,
                     *       "expires_at": null,
                     *       "picked_up_at": null,
                     *       "returned_at": null,
                     *       "livemode": false,
                     *       "created_at": "2026-06-15T12:00:00.000Z",
                     *       "updated_at": "2026-06-15T12:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a booking with its adjustments, change_log and payments */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingWithHistory"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "status": "confirmed",
                 *       "notes": "Paid at the desk"
                 *     }
                 */
                "application/json": {
                    notes?: string | null;
                    /**
                     * @description A validated transition; the current status again is a no-op
                     * @enum {string}
                     */
                    status?: "pending" | "confirmed" | "active" | "completed" | "cancelled";
                    pickup_location_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Update notes, pickup location or status (a validated transition) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Customer changed plans"
                 *     }
                 */
                "application/json": {
                    /** @description Stored as cancellation_reason */
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Cancel a pending or confirmed booking: frees its units and its coupon redemption */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    extendBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "new_return_date": "2026-07-06T09:00"
                 *     }
                 */
                "application/json": {
                    /** @description ISO 8601; must be after the current return date */
                    new_return_date: string;
                };
            };
        };
        responses: {
            /** @description Move the return date later; re-prices and records an extension adjustment */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    swapBookingItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "line_item_id": "li_0Vbey8Wc0000oApL6zud",
                 *       "new_fleet_item_id": "fi_demo_bike"
                 *     }
                 */
                "application/json": {
                    /** @description The line item to replace */
                    line_item_id: string;
                    /** @description The replacement fleet item */
                    new_fleet_item_id: string;
                };
            };
        };
        responses: {
            /** @description Replace a line item's fleet item; re-prices, records an item_swap adjustment and the change_log */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    pickupBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "picked_up_at": "2026-06-15T07:30",
                 *       "units": [
                 *         {
                 *           "line_item_id": "li_0Vbey8Wc0000oApL6zud",
                 *           "unit_ids": [
                 *             "unit_0Vbey8Wc0000oApL6zuf"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Default now; not in the future */
                    picked_up_at?: string;
                    /** @description The units of each line of a fleet item tracked by units (every such line is named) */
                    units?: {
                        line_item_id: string;
                        /** @description Exactly the line's quantity of distinct units */
                        unit_ids: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Pick up a confirmed booking: it becomes active, and the units named for each line of a numbered item go out on it */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    returnBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "returned_at": "2026-06-15T07:55",
                 *       "units": [
                 *         {
                 *           "unit_id": "unit_0Vbey8Wc0000oApL6zuf",
                 *           "condition": "damaged",
                 *           "notes": "Rear wheel bent"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Default now; not before picked_up_at nor in the future */
                    returned_at?: string;
                    /** @description The condition of units out on the booking, each listed once (at most 1000); a unit not listed comes back ok */
                    units?: {
                        unit_id: string;
                        /**
                         * @default ok
                         * @enum {string}
                         */
                        condition?: "ok" | "damaged" | "needs_inspection";
                        /** @description Stored as the unit's notes */
                        notes?: string | null;
                    }[];
                    /** @description Stored as the booking's notes */
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Return an active booking: it becomes completed, its units come back (a damaged one into maintenance), a late fee if late */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewBookingReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "returned_at": "2026-06-15T07:55",
                 *       "units": [
                 *         {
                 *           "unit_id": "unit_0Vbey8Wc0000oApL6zuf",
                 *           "condition": "damaged",
                 *           "notes": "Rear wheel bent"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Default now; not before picked_up_at nor in the future */
                    returned_at?: string;
                    /** @description The condition of units out on the booking, each listed once (at most 1000); a unit not listed comes back ok */
                    units?: {
                        unit_id: string;
                        /**
                         * @default ok
                         * @enum {string}
                         */
                        condition?: "ok" | "damaged" | "needs_inspection";
                        /** @description Stored as the unit's notes */
                        notes?: string | null;
                    }[];
                    /** @description Stored as the booking's notes */
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Preview a return: the booking as the return with this body would leave it (late fee, totals, units), with the same errors; writes nothing */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingReturnPreview"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBookingPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 5000,
                 *       "method": "card",
                 *       "reference": "pi_3PqR"
                 *     }
                 */
                "application/json": {
                    /** @description Cents, > 0 and at most amount_owed */
                    amount: number;
                    /** @description Free text, e.g. card or cash */
                    method?: string | null;
                    /** @description Your reference, e.g. a processor id */
                    reference?: string | null;
                };
            };
        };
        responses: {
            /** @description Record a payment; the first payment confirms a pending booking */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBookingPaymentIntent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "purpose": "rental"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description rental: the booking owes it, captured when confirmed; deposit: the booking’s deposit_hold_amount, authorised only
                     * @enum {string}
                     */
                    purpose: "rental" | "deposit";
                    /** @description A rental’s cents, at most amount_owed (default amount_owed); a deposit takes none */
                    amount?: number;
                };
            };
        };
        responses: {
            /** @description Start a card payment of the booking through the mode's payments provider: rental (default amount_owed) or its deposit hold */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentIntent"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider failed or refused (not the card): provider_error; nothing was recorded, retrying may work */
            502: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmPaymentIntent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment_method": "pm_card_visa"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description A payment method id: with the test provider one of pm_card_visa, pm_card_chargeDeclined, pm_card_chargeDeclinedInsufficientFunds, pm_card_visa_renewal_declined; with Stripe a pm_… collected by Stripe.js
                     * @example pm_card_visa
                     */
                    payment_method: string;
                };
            };
        };
        responses: {
            /** @description Confirm an intent with a payment method: a rental is captured and recorded as a payment, a deposit authorised (402 when the card is declined) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentIntent"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The card was declined (type card_error): card_declined, insufficient_funds; the intent needs another payment method */
            402: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider failed or refused (not the card): provider_error; nothing was recorded, retrying may work */
            502: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a payment intent, with its client secret */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentIntent"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    captureBookingDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 4500,
                 *       "reason": "Cracked paddle blade"
                 *     }
                 */
                "application/json": {
                    /** @description Cents, at most amount_authorized; the rest is released */
                    amount: number;
                    /** @description Why: stored as the deposit_capture adjustment’s description */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Capture part or all of a returned booking's deposit (the rest is released): a deposit_capture adjustment paid by a deposit payment */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider failed or refused (not the card): provider_error; nothing was recorded, retrying may work */
            502: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    releaseBookingDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Release the booking's deposit hold */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider failed or refused (not the card): provider_error; nothing was recorded, retrying may work */
            502: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBookingRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment_id": "pay_0Vbey8Wb00004PlvNhKd",
                 *       "amount": 2000,
                 *       "reason": "Returned a day early"
                 *     }
                 */
                "application/json": {
                    /** @description A payment of this booking (pay_…) */
                    payment_id: string;
                    /** @description Cents, at most what the payment has left (pending refunds count) */
                    amount: number;
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Refund part or all of a booking's payment through the provider that took it (a manual payment's refund is recorded at once) */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider failed or refused (not the card): provider_error; nothing was recorded, retrying may work */
            502: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a refund (a pending one settles when the provider says so) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    receiveStripeEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256>: at most 300 seconds old or ahead */
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StripeEvent"];
            };
        };
        responses: {
            /** @description Stripe's events (its Connect webhook endpoint): verified with the mode's signing secret, each acted on once; unused types are acknowledged */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderEventReceipt"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider failed or refused (not the card): provider_error; nothing was recorded, retrying may work */
            502: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFleetItemAvailability: {
        parameters: {
            query?: {
                /** @description ISO 8601; a date alone is 00:00 in the tenant's time zone. Default: the start of today (day) or of this hour (hour) */
                from?: string;
                /** @description ISO 8601, exclusive; a date alone means the end of that local day. Default: 30 days (day) or 24 hours (hour) after from */
                to?: string;
                /** @description day: the tenant's local calendar days (default); hour: UTC hours */
                interval?: "day" | "hour";
                /** @description true: also list what occupies the item in the range (`occupancy`: each booking and downtime) */
                occupancy?: boolean;
            };
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Units in use, in downtime and free per slot: the tenant's local days or UTC hours (at most 400) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetItemAvailability"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "line_items": [
                 *         {
                 *           "fleet_item_id": "fi_demo_kayak",
                 *           "quantity": 2
                 *         }
                 *       ],
                 *       "pickup_date": "2026-07-01T09:00",
                 *       "return_date": "2026-07-04T09:00"
                 *     }
                 */
                "application/json": {
                    line_items: {
                        fleet_item_id: string;
                        /** @default 1 */
                        quantity?: number;
                    }[];
                    /** @description ISO 8601 date or date-time; with Z or an offset that instant, without one the tenant's wall-clock time, a date alone its start. Resolved, it must lie between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the pattern keeps the years to 1970-9999, but on the first and the last day an offset or the tenant's time zone can carry it past either end. */
                    pickup_date: string;
                    /** @description ISO 8601 date or date-time; with Z or an offset that instant, without one the tenant's wall-clock time, a date alone its start. Resolved, it must lie between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the pattern keeps the years to 1970-9999, but on the first and the last day an offset or the tenant's time zone can carry it past either end. */
                    return_date: string;
                };
            };
        };
        responses: {
            /** @description Whether a cart's units are free over a rental window, and how many; writes nothing */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "availability_check",
                     *       "available": true,
                     *       "line_items": [
                     *         {
                     *           "fleet_item_id": "fi_demo_kayak",
                     *           "requested": 2,
                     *           "free": 6,
                     *           "available": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AvailabilityCheck"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDowntimes: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20) */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                fleet_item_id?: string;
                /** @description Downtimes ending after this */
                from?: string;
                /** @description Downtimes starting before this (a date alone: the end of that day) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List downtimes, newest first (filters: fleet_item_id; from/to keep those overlapping [from, to)) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["Downtime"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDowntime: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fleet_item_id": "fi_demo_kayak",
                 *       "quantity": 1,
                 *       "start": "2026-07-06",
                 *       "end": "2026-07-08",
                 *       "reason": "Hull repair"
                 *     }
                 */
                "application/json": {
                    fleet_item_id: string;
                    /**
                     * @description Units out of service, at most the fleet item's quantity
                     * @default 1
                     */
                    quantity?: number;
                    /** @description ISO 8601 date or date-time; with Z or an offset that instant, without one the tenant's wall-clock time, a date alone its start. Resolved, it must lie between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the pattern keeps the years to 1970-9999, but on the first and the last day an offset or the tenant's time zone can carry it past either end. */
                    start: string;
                    /** @description ISO 8601, exclusive, after start; a date alone is 00:00 of that day; null: open until ended */
                    end: string | null;
                    reason?: string | null;
                    /** @description A unit of the fleet item this downtime names */
                    unit_id?: string | null;
                    /**
                     * @description Store it even if it leaves holding bookings without units (they are then listed)
                     * @default false
                     */
                    force?: boolean;
                };
            };
        };
        responses: {
            /** @description Take units out of service; 409 if that leaves holding bookings without units, unless force */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DowntimeWrite"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDowntime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a downtime */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Downtime"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDowntime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a downtime: its units are bookable again */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        object: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateDowntime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    quantity?: number;
                    /** @description ISO 8601 date or date-time; with Z or an offset that instant, without one the tenant's wall-clock time, a date alone its start. Resolved, it must lie between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the pattern keeps the years to 1970-9999, but on the first and the last day an offset or the tenant's time zone can carry it past either end. */
                    start?: string;
                    end?: string | null;
                    reason?: string | null;
                    unit_id?: string | null;
                    /** @description Store it even if it leaves holding bookings without units (they are then listed) */
                    force?: boolean;
                };
            };
        };
        responses: {
            /** @description Change a downtime (not its fleet item); a new window or quantity is checked again */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DowntimeWrite"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUnits: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20) */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                fleet_item_id?: string;
                status?: "available" | "out" | "in_maintenance" | "retired";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List units, newest first (filters: fleet_item_id, status) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["Unit"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createUnit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fleet_item_id": "fi_demo_ebike",
                 *       "identifier": "EB-04",
                 *       "serial_number": "WTU0071234"
                 *     }
                 */
                "application/json": {
                    /** @description A fleet item with `tracking: "units"` */
                    fleet_item_id: string;
                    /** @description Unique per tenant and mode among units not retired, compared case-insensitively */
                    identifier: string;
                    serial_number?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Create a numbered unit of a fleet item tracked by units (its quantity grows by one) */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a unit */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a unit never picked up (one that was is retired instead) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        object: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Unique per tenant and mode among units not retired, compared case-insensitively */
                    identifier?: string;
                    serial_number?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Change a unit's identifier, serial number or notes */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retireUnit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Frame cracked beyond repair"
                 *     }
                 */
                "application/json": {
                    reason?: string | null;
                    /**
                     * @description Retire it even if holding bookings are left without units (they are then listed)
                     * @default false
                     */
                    force?: boolean;
                };
            };
        };
        responses: {
            /** @description Retire a unit for good (its item's quantity falls by one); 409 if that leaves bookings short, unless force */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetiredUnit"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    releaseUnit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description End a unit's maintenance: available, condition ok, its downtime ended now */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20) */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List webhook endpoints, newest first (secrets are never listed) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["WebhookEndpoint"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://example.com/hooks/rentline",
                 *       "events": [
                 *         "booking.created",
                 *         "payment.received"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description Absolute http or https URL without credentials (user:password@) that receives the POSTs
                     */
                    url: string;
                    /** @description Event kinds to receive (no duplicates), or ["*"] for all */
                    events: ("booking.created" | "booking.updated" | "booking.confirmed" | "booking.activated" | "booking.completed" | "booking.cancelled" | "booking.extended" | "booking.item_swapped" | "booking.expired" | "booking.overdue" | "payment.received" | "webhook_endpoint.disabled" | "deposit.authorized" | "deposit.captured" | "deposit.released" | "deposit.renewal_failed" | "payment.refunded" | "*")[] | ("booking.created" | "booking.updated" | "booking.confirmed" | "booking.activated" | "booking.completed" | "booking.cancelled" | "booking.extended" | "booking.item_swapped" | "booking.expired" | "booking.overdue" | "payment.received" | "webhook_endpoint.disabled" | "deposit.authorized" | "deposit.captured" | "deposit.released" | "deposit.renewal_failed" | "payment.refunded")[] | [
                        "*"
                    ];
                    description?: string | null;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Create a webhook endpoint; the response carries its signing secret (shown only here) */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a webhook endpoint (without its secret) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a webhook endpoint; its pending deliveries are marked failed */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        object: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description Absolute http or https URL without credentials (user:password@) that receives the POSTs
                     */
                    url?: string;
                    /** @description Event kinds to receive (no duplicates), or ["*"] for all */
                    events?: ("booking.created" | "booking.updated" | "booking.confirmed" | "booking.activated" | "booking.completed" | "booking.cancelled" | "booking.extended" | "booking.item_swapped" | "booking.expired" | "booking.overdue" | "payment.received" | "webhook_endpoint.disabled" | "deposit.authorized" | "deposit.captured" | "deposit.released" | "deposit.renewal_failed" | "payment.refunded" | "*")[] | ("booking.created" | "booking.updated" | "booking.confirmed" | "booking.activated" | "booking.completed" | "booking.cancelled" | "booking.extended" | "booking.item_swapped" | "booking.expired" | "booking.overdue" | "payment.received" | "webhook_endpoint.disabled" | "deposit.authorized" | "deposit.captured" | "deposit.released" | "deposit.renewal_failed" | "payment.refunded")[] | [
                        "*"
                    ];
                    description?: string | null;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Update a webhook endpoint (url, events, description, active) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "expire_previous_in_seconds": 3600
                 *     }
                 */
                "application/json": {
                    /** @description Seconds the replaced secret keeps signing next to the new one (two v1 signatures), 0 to 86400; default 0: the new secret only, at once */
                    expire_previous_in_seconds?: number;
                };
            };
        };
        responses: {
            /** @description Replace the signing secret; with expire_previous_in_seconds the old one keeps signing next to it until then */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recoverWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "since": "2026-07-01T00:00:00Z"
                 *     }
                 */
                "application/json": {
                    /** @description Re-send every event created at or after this instant whose latest delivery to the endpoint failed (ISO 8601; without an offset, the tenant's wall-clock time) */
                    since: string;
                };
            };
        };
        responses: {
            /** @description Send again every event since an instant whose latest delivery to this endpoint failed */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRecovery"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20) */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                status?: "pending" | "succeeded" | "failed";
                event_id?: string;
                /** @description Only deliveries of events of this kind */
                event_type?: "booking.created" | "booking.updated" | "booking.confirmed" | "booking.activated" | "booking.completed" | "booking.cancelled" | "booking.extended" | "booking.item_swapped" | "booking.expired" | "booking.overdue" | "payment.received" | "webhook_endpoint.disabled" | "deposit.authorized" | "deposit.captured" | "deposit.released" | "deposit.renewal_failed" | "payment.refunded";
            };
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List an endpoint's deliveries with their attempts, newest first (filters: status, event_id, event_type) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["WebhookDelivery"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeliverWebhookEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event_id: string;
                };
            };
        };
        responses: {
            /** @description Send an event to this endpoint again: a new delivery with its own attempts */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20) */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                type?: "booking.created" | "booking.updated" | "booking.confirmed" | "booking.activated" | "booking.completed" | "booking.cancelled" | "booking.extended" | "booking.item_swapped" | "booking.expired" | "booking.overdue" | "payment.received" | "webhook_endpoint.disabled" | "deposit.authorized" | "deposit.captured" | "deposit.released" | "deposit.renewal_failed" | "payment.refunded";
                /** @description Only the events of this actor: a staff member's, an API key's or a system actor's id */
                actor_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List events, newest first (filters: type, actor_id) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["Event"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve an event (the envelope webhook deliveries carry) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEventTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the event kinds, each with a description and the JSON Schema of its data (one page, all kinds) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["EventType"][];
                        /** @constant */
                        has_more: false;
                        next_cursor: null;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPublishableKeys: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20) */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List publishable keys, newest first */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["PublishableKey"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPublishableKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "allowed_origins": [
                 *         "https://harbor-rentals.example",
                 *         "http://localhost:8080"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description The origins pages using this key are served from (1 to 20), exactly as browsers send them in `Origin`: `https://shop.example.com`, `http://localhost:8080`. No paths or wildcards; a test key may hold `"*"` (any origin); a live key's origins must be https. A request whose Origin is not listed is 403 origin_not_allowed. */
                    allowed_origins: string[];
                    /**
                     * @description An inactive key is refused (401 api_key_invalid)
                     * @default true
                     */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Create a publishable key of this key's mode, for pages served from allowed_origins */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishableKey"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublishableKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a publishable key */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishableKey"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePublishableKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a publishable key: pages using it are refused (401) from the commit on */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        object: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePublishableKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The origins pages using this key are served from (1 to 20), exactly as browsers send them in `Origin`: `https://shop.example.com`, `http://localhost:8080`. No paths or wildcards; a test key may hold `"*"` (any origin); a live key's origins must be https. A request whose Origin is not listed is 403 origin_not_allowed. */
                    allowed_origins?: string[];
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Change allowed_origins or active (an inactive key is refused from the commit on) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishableKey"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStorefrontCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shop as its customers see it: active items and add-ons, the shop's name, zone, currency and schedule */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorefrontCatalog"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStorefrontPriceSheet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Everything the pricing engine needs to price any cart of the shop in the browser, exactly */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceSheet"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createStorefrontCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "line_items": [
                 *         {
                 *           "fleet_item_id": "fi_demo_kayak",
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "addons": [
                 *         {
                 *           "addon_id": "ao_demo_lifejacket",
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "pickup_date": "2026-07-01T09:00",
                 *       "return_date": "2026-07-04T09:00",
                 *       "customer": {
                 *         "name": "Grace Hopper",
                 *         "email": "grace@example.com",
                 *         "phone": "+1 555 0199"
                 *       },
                 *       "expected_total": 15956
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 10 lines of 1 to 10 units */
                    line_items: {
                        fleet_item_id: string;
                        /** @default 1 */
                        quantity?: number;
                    }[];
                    addons?: {
                        addon_id: string;
                        /** @default 1 */
                        quantity?: number;
                    }[];
                    coupon_code?: string | null;
                    /** @description ISO 8601 date or date-time; with Z or an offset that instant, without one the tenant's wall-clock time, a date alone its start. Resolved, it must lie between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the pattern keeps the years to 1970-9999, but on the first and the last day an offset or the tenant's time zone can carry it past either end. */
                    pickup_date: string;
                    /** @description ISO 8601 date or date-time; with Z or an offset that instant, without one the tenant's wall-clock time, a date alone its start. Resolved, it must lie between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the pattern keeps the years to 1970-9999, but on the first and the last day an offset or the tenant's time zone can carry it past either end. */
                    return_date: string;
                    /** @description Omitted: auto-detected (<= 5 h), as calculate and the engine do. true forces, false disables */
                    half_day?: boolean;
                    /** @description Always stored as a new customer: a storefront never finds an existing one */
                    customer: {
                        name: string;
                        email: string;
                        phone?: string | null;
                    };
                    /** @description The total the shopper was shown (cents); another total is 409 price_changed with the new one in error.total */
                    expected_total?: number;
                };
            };
        };
        responses: {
            /** @description Book as a shopper: a new customer and a pending booking holding its units until the checkout expires, in one transaction */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutCreated"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStorefrontCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A checkout and its booking's totals (a publishable key sends the checkout's Rentline-Client-Secret) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Checkout"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "access-control-allow-origin": components["headers"]["AccessControlAllowOrigin"];
                    vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStaff: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20) */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List staff members, newest first */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["StaffMember"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createStaffMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "sam@harbor-rentals.example",
                 *       "name": "Sam Rivera",
                 *       "role": "staff"
                 *     }
                 */
                "application/json": {
                    /** @description The sign-in name; unique per tenant, compared case-insensitively (stored lowercased) */
                    email: string;
                    name: string;
                    /**
                     * @description staff: the day at the counter (bookings, payments, pick-up, return; reading all but staff, keys and webhook endpoints); manager: also the catalog, pricing rules, the schedule, units and downtimes; owner: also staff, webhook endpoints and tenant settings
                     * @enum {string}
                     */
                    role: "owner" | "manager" | "staff";
                    /**
                     * @description An inactive member cannot sign in; deactivating one ends their sessions
                     * @default true
                     */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Add a staff member and answer their invitation link (once) */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitedStaffMember"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a staff member */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMember"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a staff member: their sessions end; what they did keeps their id as its actor */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        object: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The sign-in name; unique per tenant, compared case-insensitively (stored lowercased) */
                    email?: string;
                    name?: string;
                    /**
                     * @description staff: the day at the counter (bookings, payments, pick-up, return; reading all but staff, keys and webhook endpoints); manager: also the catalog, pricing rules, the schedule, units and downtimes; owner: also staff, webhook endpoints and tenant settings
                     * @enum {string}
                     */
                    role?: "owner" | "manager" | "staff";
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Update a staff member (a new role or deactivating ends the member's sessions) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMember"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inviteStaffMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description A new invitation link for a member (the previous one stops working), e.g. for a lost password */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitedStaffMember"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unlockStaffMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. Printable ASCII without leading or trailing spaces, which HTTP drops. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id; an unknown or malformed id is 404 resource_missing */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description End the lock failed sign-ins put on a member's email (and forget those failures) */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMember"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (another tenant or mode, or a malformed id): resource_missing */
            404: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state) */
            409: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConsoleSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session this request is signed in with: the member (and so their role), and when it ends */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleSession"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "www-authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createConsoleSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The shop's tenant id (the invitation link names it) */
                    tenant_id: string;
                    /** @description The email the member was invited with (any case) */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Sign in as a staff member: sets the session cookie (same-origin only). A wrong email or password is 401 sign_in_failed; ten failures for an email, or fifty from an address, within 15 minutes lock it for 15 minutes (429 sign_in_locked) */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleSession"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password) */
            401: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed sign-ins for the email or from the address); retry after retry-after seconds */
            429: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteConsoleSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sign out: ends the session of the cookie (if it has not ended already) and removes the cookie */
            200: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleSessionDeleted"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setConsolePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The invitation's token: the part of the invitation link after # */
                    token: string;
                    /** @description 12 to 200 characters; stored only as a scrypt hash */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Set a password with an invitation's token (72 hours, once) and sign in; every other session of the member ends (same-origin only) */
            201: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleSession"];
                };
            };
            /** @description Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon code, an engine code (param names the field) */
            400: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), role_not_allowed (the staff member's role lacks the right; a test key managing staff), origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session cookie on a write not sent by the server's own pages) */
            403: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1,048,576 bytes: body_too_large (the connection is closed) */
            413: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Non-empty body that is not application/json, or content-encoded: unsupported_media_type */
            415: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error: internal_error (no details) */
            500: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is busy (another process holds the write lock): database_busy; nothing was written */
            503: {
                headers: {
                    "request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
