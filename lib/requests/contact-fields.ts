/**
 * The personal fields a kept request holds (docs/product.md §12.6): how to
 * reach the visitor, and what they wrote. lib/server/db/schema.ts declares a
 * nullable text column for each from these lists; erasure empties them
 * (lib/server/erasure.ts); the desk's lists, details and export show them
 * (lib/desk/). A field added here reaches all of them. They live outside
 * lib/server/ because the pure desk code may not import from there.
 */

/** A booking's, each with the column that stores it. */
export const bookingContactColumns = {
  firstName: "first_name",
  lastName: "last_name",
  phone: "phone",
  email: "email",
  address1: "address1",
  address2: "address2",
  city: "city",
  state: "state",
  zip: "zip",
  notes: "notes",
} as const;

/** A contact message's, each with the column that stores it. */
export const messageContactColumns = {
  name: "name",
  phone: "phone",
  email: "email",
  message: "message",
} as const;

/** The fields as read: null once erased, or when the visitor left one out. */
type Contact<Columns> = { readonly [Field in keyof Columns]: string | null };

export type BookingContact = Contact<typeof bookingContactColumns>;
export type MessageContact = Contact<typeof messageContactColumns>;

/** The fields' names, in the table's order. */
export const bookingContactFields = Object.keys(
  bookingContactColumns,
) as (keyof BookingContact)[];
export const messageContactFields = Object.keys(
  messageContactColumns,
) as (keyof MessageContact)[];

function pick<Field extends string>(
  fields: readonly Field[],
  row: { readonly [F in Field]: string | null },
): { readonly [F in Field]: string | null } {
  return Object.fromEntries(fields.map((field) => [field, row[field]])) as {
    [F in Field]: string | null;
  };
}

/** A booking's contact fields, from a row that holds them among others. */
export const bookingContact = (row: BookingContact): BookingContact =>
  pick(bookingContactFields, row);

/** A message's contact fields, from a row that holds them among others. */
export const messageContact = (row: MessageContact): MessageContact =>
  pick(messageContactFields, row);
