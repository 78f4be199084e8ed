import type { ComponentType, ReactNode } from "react";
import { formatUsd } from "@/data/money";

/** A service as a booking stores it: its title and the price it was booked at. */
export type ServiceLine = { readonly title: string; readonly price: number };

/** The lines, or (a row of the desk's lists) their titles already joined by the server. */
type Services = string | readonly ServiceLine[];

type Props =
  | {
      /** A row per service with its price, then the total: what the visitor is shown. */
      readonly layout: "list";
      readonly services: readonly ServiceLine[];
      readonly total: number;
      /** The total's name, in the page's language. */
      readonly totalLabel: string;
      /** The list's spacing and divider colour, to suit the box around it. */
      readonly className: string;
    }
  | {
      /** One line of a card, "Printer Setup, Computer Tune-Up · $114"; the total alone where the services are not at hand. */
      readonly layout: "line";
      readonly services?: Services;
      readonly total: number;
    }
  | {
      /**
       * Services and Total as two of the desk's fields, each in `Field` (a
       * table cell, a row of the detail). Lines name their prices as booked
       * (docs/product.md §15.7).
       */
      readonly layout: "fields";
      readonly services: Services;
      readonly total: number;
      readonly Field: ComponentType<{ label: string; children: ReactNode }>;
    };

function titles(services: Services): string {
  return typeof services === "string"
    ? services
    : services.map((line) => line.title).join(", ");
}

function priced(services: Services): string {
  return typeof services === "string"
    ? services
    : services
        .map((line) => `${line.title} (${formatUsd(line.price)})`)
        .join(", ");
}

/**
 * A booking's services and total, the one way every view writes them: the
 * visitor's summary and confirmation, /user, a Tech's bookings and the desk.
 */
export function BookingServices(props: Props) {
  const total = formatUsd(props.total);
  if (props.layout === "list") {
    return (
      <ul className={`divide-y ${props.className}`}>
        {props.services.map((line, index) => (
          <li key={index} className="flex justify-between py-1">
            <span>{line.title}</span>
            <span>{formatUsd(line.price)}</span>
          </li>
        ))}
        <li className="flex justify-between py-1 font-bold">
          <span>{props.totalLabel}</span>
          <span>{total}</span>
        </li>
      </ul>
    );
  }
  if (props.layout === "line") {
    return props.services === undefined ? (
      total
    ) : (
      <>
        {titles(props.services)} · {total}
      </>
    );
  }
  const { Field } = props;
  return (
    <>
      {/* A string, not an element, so an empty list still reads "(none)". */}
      <Field label="Services">{priced(props.services)}</Field>
      <Field label="Total">{total}</Field>
    </>
  );
}
