/**
 * `Agree<A, B>` is `true` when A and B are assignable both ways, else `never`: the features write
 * `const _check: Agree<z.output<typeof Schema>, SomeRecord> = true` so a response schema and the
 * record type it describes cannot drift apart without a compile error.
 */
export type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
