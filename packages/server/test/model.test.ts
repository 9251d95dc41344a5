/**
 * `defineRecord` and its fields: what a declaration derives (the table map, the request and response
 * schemas, the record and row types), shown on a record made up for the test and on a real one.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { f } from '../src/model/field.js';
import {
  type CreateOf,
  createSchema,
  type DbBool,
  defineRecord,
  type RecordOf,
  type RowOf,
  type UpdateOf,
  updateSchema,
  updateSchemaWith,
} from '../src/model/record.js';

const Gadget = defineRecord({
  object: 'gadget',
  table: 'gadgets',
  prefix: 'gad',
  label: 'gadget',
  schemaId: 'Gadget',
  fields: {
    name: f.text(z.string().min(1).max(10)),
    price: f.amount(z.int().min(0)).meta({ examples: [500] }),
    note: f.text(z.string().max(20)).nullable().optional(),
    size: f.int(z.int().min(1).max(9)).default(3).inputMeta({ description: 'How big' }),
    kind: f.enum(['small', 'large']).default('small'),
    tags: f.json(z.array(z.string()), z.array(z.string())).nullable().default(null),
    active: f.bool().default(true),
    uses: f.int(z.int()).readOnly(0),
  },
});

describe('defineRecord', () => {
  it('derives the column map in declaration order, and each column SQL type per dialect', () => {
    expect(Gadget.table).toEqual({
      table: 'gadgets',
      object: 'gadget',
      columns: {
        name: 'text',
        price: 'int',
        note: 'text',
        size: 'int',
        kind: 'text',
        tags: 'json',
        active: 'bool',
        uses: 'int',
      },
    });
    expect(Object.fromEntries(Gadget.columns)).toMatchObject({
      price: { type: { sqlite: 'INTEGER', postgres: 'bigint' }, nullable: false },
      size: { type: { sqlite: 'INTEGER', postgres: 'integer' }, nullable: false },
      note: { type: { sqlite: 'TEXT', postgres: 'text' }, nullable: true },
      active: { type: { sqlite: 'INTEGER', postgres: 'boolean' }, nullable: false },
    });
  });

  it('Create takes the writable fields with their defaults, strictly; a read-only field is set on create', () => {
    expect(Gadget.create.parse({ name: 'Lamp', price: 100 })).toEqual({
      name: 'Lamp',
      price: 100,
      size: 3,
      kind: 'small',
      tags: null,
      active: true,
    });
    expect(Gadget.create.safeParse({ name: 'Lamp', price: 100, uses: 5 }).success).toBe(false);
    expect(Gadget.create.safeParse({ name: 'Lamp' }).success).toBe(false);
    expect(Gadget.create.safeParse({ name: 'Lamp', price: 1, note: null }).success).toBe(true);
    expect(Gadget.initial).toEqual({ uses: 0 });
  });

  it('Update takes any subset and fills in no default', () => {
    expect(Gadget.update.parse({})).toEqual({});
    expect(Gadget.update.parse({ size: 4 })).toEqual({ size: 4 });
    expect(Gadget.update.safeParse({ size: 10 }).success).toBe(false);
    expect(Gadget.update.safeParse({ uses: 1 }).success).toBe(false);
  });

  it('the response schema shows every field, the base fields and the object, with field metadata', () => {
    type Json = { properties: Record<string, Record<string, unknown>> };
    // The schema carries its document name, so it is written as a definition and a reference to it.
    const doc = z.toJSONSchema(Gadget.schema) as Json & { $defs?: Record<string, Json> };
    const json = doc.$defs?.Gadget ?? doc;
    expect(Object.keys(json.properties)).toEqual([
      'id',
      'livemode',
      'created_at',
      'updated_at',
      'object',
      'name',
      'price',
      'note',
      'size',
      'kind',
      'tags',
      'active',
      'uses',
    ]);
    expect(json.properties.price).toMatchObject({ type: 'integer', examples: [500] });
    expect(json.properties.size).not.toHaveProperty('description');
    const create = z.toJSONSchema(Gadget.create, { io: 'input' }) as Json;
    expect(create.properties.size).toMatchObject({ description: 'How big', default: 3 });
  });

  it('types the record as the API shows it, and the row as a driver returns it', () => {
    expectTypeOf<RecordOf<typeof Gadget>>().toEqualTypeOf<{
      id: string;
      object: 'gadget';
      name: string;
      price: number;
      note: string | null;
      size: number;
      kind: 'small' | 'large';
      tags: string[] | null;
      active: boolean;
      uses: number;
      livemode: boolean;
      created_at: string;
      updated_at: string;
    }>();
    expectTypeOf<RowOf<typeof Gadget>>().toEqualTypeOf<{
      tenant_id: string;
      livemode: DbBool;
      id: string;
      created_at: string;
      updated_at: string;
      name: string;
      price: number;
      note: string | null;
      size: number;
      kind: 'small' | 'large';
      tags: string | null;
      active: DbBool;
      uses: number;
    }>();
  });

  it('a hidden field is a column of the row, never taken by a request nor shown by the record', () => {
    const Ticket = defineRecord({
      object: 'ticket',
      table: 'tickets',
      prefix: 'tkt',
      label: 'ticket',
      schemaId: 'Ticket',
      fields: {
        seat: f.text(z.string().max(4)),
        account: f.text(z.string()).nullable().hidden(null),
      },
    });
    expect(Ticket.table.columns).toEqual({ seat: 'text' });
    expect(Ticket.hidden).toEqual({ account: 'text' });
    expect(Object.fromEntries(Ticket.columns)).toMatchObject({
      account: { type: { sqlite: 'TEXT', postgres: 'text' }, nullable: true },
    });
    expect(Ticket.initial).toEqual({ account: null });
    expect(Ticket.create.safeParse({ seat: 'A1', account: 'acct_1' }).success).toBe(false);
    expect(Ticket.update.safeParse({ account: 'acct_1' }).success).toBe(false);
    expect(Object.keys(Ticket.schema.shape)).not.toContain('account');
    expect(
      Ticket.schema.safeParse({
        id: 'tkt_1',
        object: 'ticket',
        seat: 'A1',
        account: 'acct_1',
        livemode: false,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      }).success,
    ).toBe(false);
    expectTypeOf<RecordOf<typeof Ticket>>().toEqualTypeOf<{
      id: string;
      object: 'ticket';
      seat: string;
      livemode: boolean;
      created_at: string;
      updated_at: string;
    }>();
    expectTypeOf<RowOf<typeof Ticket>>().toEqualTypeOf<{
      tenant_id: string;
      livemode: DbBool;
      id: string;
      created_at: string;
      updated_at: string;
      seat: string;
      account: string | null;
    }>();
  });

  it('types what Create and Update parse to: Create the writable fields (a default filled in), Update any of them', () => {
    expectTypeOf<CreateOf<typeof Gadget>>().toEqualTypeOf<{
      name: string;
      price: number;
      size: number;
      kind: 'small' | 'large';
      tags: string[] | null;
      active: boolean;
      note?: string | null | undefined;
    }>();
    expectTypeOf<UpdateOf<typeof Gadget>>().toEqualTypeOf<{
      name?: string | undefined;
      price?: number | undefined;
      note?: string | null | undefined;
      size?: number | undefined;
      kind?: 'small' | 'large' | undefined;
      tags?: string[] | null | undefined;
      active?: boolean | undefined;
    }>();
    // The typed schemas are the declaration's own, typed.
    const create = createSchema(Gadget);
    const update = updateSchema(Gadget);
    expect(create).toBe(Gadget.create);
    expect(update).toBe(Gadget.update);
    expectTypeOf<z.output<typeof create>>().toEqualTypeOf<CreateOf<typeof Gadget>>();
    expectTypeOf<z.output<typeof update>>().toEqualTypeOf<UpdateOf<typeof Gadget>>();
  });

  it('updateSchemaWith: the fields Update takes, each with its request metadata, then the feature own', () => {
    const update = updateSchemaWith(Gadget, { color: z.enum(['red', 'blue']).optional() });
    const json = z.toJSONSchema(update, { io: 'input' }) as { properties: Record<string, object>; required?: unknown };
    expect(Object.keys(json.properties)).toEqual([...Object.keys(Gadget.update.shape), 'color']);
    expect(json.required).toBeUndefined();
    // The metadata stays (outermost, as a hand-written `.optional().meta()` puts it); no default.
    expect(Object.keys(json.properties.size ?? {})[0]).toBe('description');
    expect(json.properties.size).toMatchObject({ description: 'How big' });
    expect(json.properties.size).not.toHaveProperty('default');
    expect(update.parse({ color: 'red', note: null })).toEqual({ color: 'red', note: null });
    expect(update.safeParse({ uses: 1 }).success).toBe(false);
    expect(update.safeParse({ size: 10 }).success).toBe(false);
    expectTypeOf<z.output<typeof update>['size']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<z.output<typeof update>['color']>().toEqualTypeOf<'red' | 'blue' | undefined>();
  });

  it('a field fixed after create is taken by Create, never by Update, stored and shown as any other', () => {
    const Leaf = defineRecord({
      object: 'leaf',
      table: 'leaves',
      prefix: 'lf',
      label: 'leaf',
      schemaId: 'Leaf',
      fields: {
        tree_id: f.text(z.string().min(1)).fixed().inputMeta({ description: 'The tree it grows on' }),
        branch: f.int(z.int().min(1)).default(1).fixed(),
        color: f.text(z.string()).nullable().optional(),
      },
    });
    expect(Leaf.create.parse({ tree_id: 'tr_1' })).toEqual({ tree_id: 'tr_1', branch: 1 });
    expect(Leaf.create.safeParse({ color: 'red' }).success).toBe(false);
    expect(Leaf.update.parse({ color: 'red' })).toEqual({ color: 'red' });
    expect(Leaf.update.safeParse({ tree_id: 'tr_2' }).success).toBe(false);
    expect(Leaf.update.safeParse({ branch: 2 }).success).toBe(false);
    expect(Object.keys(Leaf.update.shape)).toEqual(['color']);
    expect(Leaf.table.columns).toEqual({ tree_id: 'text', branch: 'int', color: 'text' });
    expect(Object.keys(Leaf.schema.shape)).toContain('tree_id');
    expectTypeOf<CreateOf<typeof Leaf>>().toEqualTypeOf<{
      tree_id: string;
      branch: number;
      color?: string | null | undefined;
    }>();
    expectTypeOf<UpdateOf<typeof Leaf>>().toEqualTypeOf<{ color?: string | null | undefined }>();
    expectTypeOf<RecordOf<typeof Leaf>>().toEqualTypeOf<{
      id: string;
      object: 'leaf';
      tree_id: string;
      branch: number;
      color: string | null;
      livemode: boolean;
      created_at: string;
      updated_at: string;
    }>();
  });

  it('a field shown only when set: a nullable column, optional and never null in the record, shown last', () => {
    const Badge = defineRecord({
      object: 'badge',
      table: 'badges',
      prefix: 'bdg',
      label: 'badge',
      schemaId: 'Badge',
      fields: {
        label: f.text(z.string().max(10)),
        colors: f
          .json(z.array(z.string()), z.array(z.string()))
          .nullable()
          .optional()
          .outputMeta({ description: 'Only on a colored badge' }),
        size: f.int(z.int()).default(1),
      },
      shownWhenSet: ['colors'],
    });
    // The response schema keeps the declaration's order; the column map (the order a response's
    // keys come in) puts the field shown when set after the others.
    expect(Object.keys(Badge.schema.shape).slice(5)).toEqual(['label', 'colors', 'size']);
    expect(Badge.table).toEqual({
      table: 'badges',
      object: 'badge',
      columns: { label: 'text', size: 'int', colors: 'json' },
      shownWhenSet: ['colors'],
    });
    expect(Object.fromEntries(Badge.columns)).toMatchObject({
      colors: { type: { sqlite: 'TEXT', postgres: 'text' }, nullable: true },
    });
    const base = {
      id: 'bdg_1',
      object: 'badge',
      label: 'A',
      size: 1,
      livemode: false,
      created_at: 't',
      updated_at: 't',
    };
    expect(Badge.schema.safeParse(base).success).toBe(true);
    expect(Badge.schema.safeParse({ ...base, colors: ['red'] }).success).toBe(true);
    expect(Badge.schema.safeParse({ ...base, colors: null }).success).toBe(false);
    const json = z.toJSONSchema(Badge.schema) as { $defs?: Record<string, { required: string[]; properties: object }> };
    expect(json.$defs?.Badge?.required).not.toContain('colors');
    expect(json.$defs?.Badge?.properties).toMatchObject({
      colors: { type: 'array', description: 'Only on a colored badge' },
    });
    // A request may still send null (the field is nullable), or leave it out.
    expect(Badge.create.parse({ label: 'A', colors: null })).toEqual({ label: 'A', colors: null, size: 1 });
    expect(Badge.create.parse({ label: 'A' })).toEqual({ label: 'A', size: 1 });
    expectTypeOf<RecordOf<typeof Badge>>().toEqualTypeOf<{
      id: string;
      object: 'badge';
      label: string;
      colors?: string[];
      size: number;
      livemode: boolean;
      created_at: string;
      updated_at: string;
    }>();
    expectTypeOf<RowOf<typeof Badge>['colors']>().toEqualTypeOf<string | null>();
  });

  it('a table without a base column: an entry never changed has no updated_at, one per mode no id', () => {
    const entrySpec = {
      table: 'entries',
      prefix: 'ent',
      label: 'entry',
      fields: { text: f.text(z.string()), who: f.text(z.string()).hidden('unknown') },
    };
    const Entry = defineRecord({ ...entrySpec, object: 'entry', schemaId: 'Entry', without: ['updated_at'] });
    expect(Entry.without).toEqual(['updated_at']);
    expect(Gadget.without).toEqual([]);
    expect(Object.keys(Entry.schema.shape)).toEqual(['id', 'livemode', 'created_at', 'object', 'text']);
    expect(Object.keys(Gadget.schema.shape)).toContain('updated_at');
    expect(Entry.table.columns).toEqual({ text: 'text' });
    const at = '2026-11-29T00:00:00.000Z';
    const entry = { id: 'ent_1', object: 'entry', text: 'hi', livemode: false, created_at: at };
    expect(Entry.schema.parse(entry)).toEqual(entry);
    expect(Entry.schema.safeParse({ ...entry, updated_at: at }).success).toBe(false);
    expectTypeOf<RecordOf<typeof Entry>>().toEqualTypeOf<{
      id: string;
      object: 'entry';
      text: string;
      livemode: boolean;
      created_at: string;
    }>();
    expectTypeOf<RowOf<typeof Entry>>().toEqualTypeOf<{
      tenant_id: string;
      livemode: DbBool;
      id: string;
      created_at: string;
      text: string;
      who: string;
    }>();
    // One kept per tenant and mode has no id of its own.
    const Prefs = defineRecord({ ...entrySpec, object: 'prefs', schemaId: 'Prefs', without: ['id'] });
    expect(Object.keys(Prefs.schema.shape)).toEqual(['livemode', 'created_at', 'updated_at', 'object', 'text']);
    expectTypeOf<keyof RowOf<typeof Prefs>>().toEqualTypeOf<
      'tenant_id' | 'livemode' | 'created_at' | 'updated_at' | 'text' | 'who'
    >();
    expectTypeOf<keyof RecordOf<typeof Prefs>>().toEqualTypeOf<
      'object' | 'text' | 'livemode' | 'created_at' | 'updated_at'
    >();
  });
});
