/**
 * The shop schedule of a mode on `GET|PATCH /v1/tenant`: the engine's own schema (so the API accepts
 * exactly what the engine prices with, and a PATCH fills every field it leaves out with its
 * default), described for the OpenAPI document.
 */
import { ScheduleSchema } from '@rentline/pricing-engine';
import { constraints } from '../core/constraints.js';

/** A bike shop: closed on Sundays (not charged), Saturday mornings only, shut on Christmas Day. */
export const SCHEDULE_EXAMPLE = {
  opening_hours: {
    '1': [['09:00', '18:00']],
    '2': [['09:00', '18:00']],
    '3': [['09:00', '18:00']],
    '4': [['09:00', '18:00']],
    '5': [['09:00', '18:00']],
    '6': [['09:00', '13:00']],
  },
  closed_dates: ['2026-12-25'],
  charge_closed_days: false,
  day_count: 'calendar',
  return_by: '10:00',
  leeway_minutes: 30,
  min_notice_minutes: 60,
};

const DESCRIPTION =
  'The shop schedule of this mode. opening_hours: null = always open, else ISO weekday "1" (Monday) .. "7" ' +
  '(Sunday) → sorted [open, close] local times (close may be 24:00, which includes 00:00 of the next date); ' +
  'a weekday left out is closed, and at least one weekday opens. ' +
  'closed_dates: YYYY-MM-DD, unique, at most 366. charge_closed_days: false = closed dates in a rental are ' +
  'not charged. day_count: elapsed (wall-clock time less leeway_minutes, rounded up to days) or calendar ' +
  '(the dates from pickup to return; a return by return_by + leeway_minutes on a later date is not ' +
  'counted). min_notice_minutes: a booking is made at least that long before its pickup. ' +
  'A PATCH replaces the whole object; a field it leaves out takes its default.';

/** What `PATCH /v1/tenant` takes: any subset of the fields, each validated, unknown ones refused. */
export const ScheduleUpdate = ScheduleSchema.meta({
  description: DESCRIPTION,
  examples: [SCHEDULE_EXAMPLE],
  // What JSON Schema does not say of the engine's checks (the times' patterns, the weekday keys and
  // the dates' format and uniqueness it says): an interval opens before it closes, a weekday's
  // intervals are in order and do not overlap (the later one is named), and some weekday opens.
  ...constraints(
    {
      code: 'parameter_invalid',
      param: 'opening_hours.*.*',
      rule: "a weekday's intervals: open < close, sorted, not overlapping",
    },
    {
      code: 'parameter_invalid',
      param: 'opening_hours',
      rule: 'at least one weekday has an interval (a holiday is a closed date)',
    },
  ),
});

/** What `GET /v1/tenant` shows: every field, defaults filled in. */
export const ScheduleView = ScheduleSchema.meta({
  id: 'Schedule',
  description: DESCRIPTION,
  examples: [SCHEDULE_EXAMPLE],
});
