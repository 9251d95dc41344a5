/**
 * The `z` the pricing engine builds its input schemas with, for the browser script only (the build
 * puts it in place of `zod` for the engine): the same functions, without the parts of zod the engine
 * never calls (JSON Schema conversion, the schema compiler, every locale but English), which would
 * otherwise be most of the script. A test checks every `z.<name>(` the engine calls is here.
 */
import {
  array,
  boolean,
  date,
  enum as enumOf,
  int,
  literal,
  looseObject,
  record,
  strictObject,
  string,
  tuple,
  union,
} from 'zod';

export const z = {
  array,
  boolean,
  date,
  enum: enumOf,
  int,
  literal,
  looseObject,
  record,
  strictObject,
  string,
  tuple,
  union,
};
