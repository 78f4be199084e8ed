import type { SVGProps } from "react";

// The cards we take, one drawing in two forms. On /cart it is SVG elements in
// the page itself (`PaymentMethods`), not a picture: a picture, even a data:
// URL, is loaded and decoded on its own, and on the empty cart, where it is
// the largest thing painted, that paint came after the scripts' start-up work
// instead of with the text around it (docs/product.md §9.4). /checkout shows
// it as /images/payments.jpg (`PaymentsPicture`), which `npm run artwork`
// renders from this same drawing. Generic cards (chip, contactless waves, a
// number line), no card network's mark.
const navy = "#172554";
const amber = "#fbbf24";

const cards = [
  { x: 12, fill: navy, lastDigits: 20 },
  { x: 158, fill: "#1d4ed8", lastDigits: 14 },
  { x: 304, fill: "#0f766e", lastDigits: 20 },
  { x: 450, fill: "#7c2d12", lastDigits: 14 },
];

function Card({
  x,
  fill,
  lastDigits,
}: {
  x: number;
  fill: string;
  lastDigits: number;
}) {
  return (
    <g transform={`translate(${x} 25)`}>
      <rect width="130" height="100" rx="12" fill={fill} />
      <rect x="14" y="22" width="26" height="20" rx="4" fill={amber} />
      <path
        d="M98 24a12 12 0 0 1 0 16M106 18a20 20 0 0 1 0 28"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        opacity=".8"
      />
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x={14 + i * 27}
          y="62"
          width={i === 3 ? lastDigits : 20}
          height="7"
          rx="3.5"
          fill="#fff"
          opacity=".85"
        />
      ))}
      <rect
        x="14"
        y="80"
        width="44"
        height="6"
        rx="3"
        fill="#fff"
        opacity=".5"
      />
    </g>
  );
}

/** The drawing, 600×150; `props` size and label it where it is used. */
export function PaymentCards(props: SVGProps<SVGSVGElement>) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 150" {...props}>
      <rect width="600" height="150" fill="#fff" />
      {cards.map((card) => (
        <Card key={card.x} {...card} />
      ))}
    </svg>
  );
}
