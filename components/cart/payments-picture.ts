// The cards we take, drawn as an SVG and sent inside the page as a data: URL: a
// picture file would be a request of its own, and on the empty cart it is the
// largest thing painted, so the page's largest paint would wait a round trip
// for it (docs/product.md §9.4). Generic cards (chip, contactless waves, a
// number line), no card network's mark.
const navy = "#172554";
const amber = "#fbbf24";

const card = (x: number, fill: string, digits: number) =>
  `<g transform="translate(${x} 25)"><rect width="130" height="100" rx="12" fill="${fill}"/><rect x="14" y="22" width="26" height="20" rx="4" fill="${amber}"/>` +
  `<path d="M98 24a12 12 0 0 1 0 16M106 18a20 20 0 0 1 0 28" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".8"/>` +
  [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${14 + i * 27}" y="62" width="${i === 3 ? digits : 20}" height="7" rx="3.5" fill="#fff" opacity=".85"/>`,
    )
    .join("") +
  `<rect x="14" y="80" width="44" height="6" rx="3" fill="#fff" opacity=".5"/></g>`;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 150" width="600" height="150"><rect width="600" height="150" fill="#fff"/>${card(12, navy, 20)}${card(158, "#1d4ed8", 14)}${card(304, "#0f766e", 20)}${card(450, "#7c2d12", 14)}</svg>`;

export const paymentsPictureSrc = `data:image/svg+xml,${encodeURIComponent(svg)}`;
