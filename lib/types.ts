/** A constant's shape with its literal values widened, for passing other values in tests. */
export type Widen<T> = T extends number
  ? number
  : T extends string
    ? string
    : T extends boolean
      ? boolean
      : { readonly [K in keyof T]: Widen<T[K]> };
