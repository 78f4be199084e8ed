// Draws the site's own artwork (docs/product.md §3): service covers, the hero and the
// content banner as SVG, and /images/payments.jpg for /checkout, rendered with
// sharp from the drawing /cart shows in the page (components/cart/payment-cards.tsx).
// Run with `npm run artwork`; the output is committed, so builds never need this script.
// A cover is drawn for every service in data/services.ts: a service without a
// motif of its own below gets its group's, so adding a service needs no entry here.
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";

// The catalogue is TypeScript; jiti reads it with the project's "@/" alias.
const root = fileURLToPath(new URL("..", import.meta.url));
const jiti = createJiti(import.meta.url, {
  alias: { "@": root },
  jsx: { runtime: "automatic" },
});
const { services } = await jiti.import("../data/services.ts");
const { coverPath } = await jiti.import("../lib/service-path.ts");
const { PaymentCards } = await jiti.import(
  "../components/cart/payment-cards.tsx",
);

const navy = "#172554";
const blue = "#1d4ed8";
const sky = "#bfdbfe";
const pale = "#eff6ff";
const amber = "#fbbf24";
const stroke = (color) =>
  `fill="none" stroke="${color}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"`;
const line = stroke(navy);

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;

// Shared pieces, drawn in a 400×400 box that the cover centres.
const printer = `<rect x="90" y="70" width="220" height="80" rx="10" fill="#fff" stroke="${navy}" stroke-width="12"/>
<rect x="40" y="150" width="320" height="140" rx="24" fill="${blue}" stroke="${navy}" stroke-width="12"/>
<rect x="100" y="250" width="200" height="110" rx="6" fill="#fff" stroke="${navy}" stroke-width="12"/>
<path d="M130 290h140M130 325h100" ${line}/><circle cx="315" cy="190" r="13" fill="${amber}"/>`;
const router = `<rect x="50" y="220" width="300" height="100" rx="24" fill="${blue}" stroke="${navy}" stroke-width="12"/>
<path d="M110 220v-90M290 220v-90" ${line}/>
<circle cx="110" cy="270" r="11" fill="${amber}"/><circle cx="150" cy="270" r="11" fill="${sky}"/><circle cx="190" cy="270" r="11" fill="${sky}"/>`;
const waves = (cx, cy, s = 1) =>
  [60, 100, 140]
    .map((r) => {
      const a = r * s * 0.7071;
      return `<path d="M${cx - a} ${cy - a}A${r * s} ${r * s} 0 0 1 ${cx + a} ${cy - a}" ${line}/>`;
    })
    .join("");
const monitor = (
  screen,
) => `<rect x="30" y="50" width="340" height="230" rx="18" fill="#fff" stroke="${navy}" stroke-width="12"/>
<path d="M200 280v50M130 340h140" ${line}/>${screen}`;
const laptop = (
  screen,
) => `<rect x="70" y="80" width="260" height="180" rx="14" fill="#fff" stroke="${navy}" stroke-width="12"/>
<path d="M30 290h340l-24 30H54z" fill="${blue}" stroke="${navy}" stroke-width="12" stroke-linejoin="round"/>${screen}`;
const badge = (icon, cx = 320, cy = 320) =>
  `<circle cx="${cx}" cy="${cy}" r="62" fill="${amber}" stroke="${navy}" stroke-width="12"/><g transform="translate(${cx - 40} ${cy - 40})">${icon}</g>`;
const check = `<path d="M14 42l18 18 34-38" ${line}/>`;
const wrench = `<path d="M58 10a22 22 0 0 0-26 30L8 64l8 8 24-24a22 22 0 0 0 30-26l-14 14-10-2-2-10z" fill="#fff" stroke="${navy}" stroke-width="8" stroke-linejoin="round"/>`;
const lock = `<rect x="12" y="36" width="56" height="40" rx="6" fill="#fff" stroke="${navy}" stroke-width="8"/><path d="M24 36V24a16 16 0 0 1 32 0v12" fill="none" stroke="${navy}" stroke-width="8"/>`;
const bolt = `<path d="M46 4L16 46h22l-6 30 32-44H42z" fill="#fff" stroke="${navy}" stroke-width="7" stroke-linejoin="round"/>`;

const motifs = {
  "printer-setup": printer + badge(check, 330, 110),
  "printer-installation":
    `<rect x="40" y="300" width="320" height="70" rx="8" fill="${sky}" stroke="${navy}" stroke-width="12"/>` +
    printer
      .replaceAll(
        'y="250" width="200" height="110"',
        'y="250" width="200" height="40"',
      )
      .replace(/<path d="M130 290h140M130 325h100"[^>]*\/>/, "") +
    badge(`<path d="M40 8v52M18 40l22 22 22-22" ${line}/>`, 330, 100),
  "printer-troubleshooting": printer + badge(wrench, 330, 110),
  "wifi-and-network-connectivity": router + waves(200, 190, 1),
  "set-up-a-new-wifi-connection":
    router + waves(200, 190, 0.8) + badge(lock, 330, 100),
  "extend-a-wifi-signal":
    `<g transform="translate(-10 110) scale(.6)">${router}</g>` +
    waves(110, 210, 0.55) +
    `<rect x="262" y="200" width="96" height="130" rx="22" fill="${blue}" stroke="${navy}" stroke-width="12"/><path d="M290 330v30M330 330v30" ${line}/><circle cx="310" cy="240" r="11" fill="${amber}"/>` +
    waves(310, 180, 0.8) +
    `<path d="M216 262h30" ${line} stroke-dasharray="1 22"/>`,
  "pc-optimization": monitor(
    `<path d="M110 230a90 90 0 0 1 180 0" ${line}/><path d="M200 230l50-60" ${line}/><circle cx="200" cy="230" r="14" fill="${amber}" stroke="${navy}" stroke-width="8"/>`,
  ),
  "virus-removal-cleanup":
    `<path d="M200 30l150 55v95c0 100-70 165-150 200C120 345 50 280 50 180V85z" fill="${blue}" stroke="${navy}" stroke-width="12" stroke-linejoin="round"/>
<path d="M130 190l50 50 95-100" fill="none" stroke="#fff" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>` +
    badge(
      `<ellipse cx="40" cy="44" rx="18" ry="24" fill="#fff" stroke="${navy}" stroke-width="7"/><path d="M10 10l60 60" ${line}/>`,
      330,
      320,
    ),
  "new-computer-setup":
    laptop(`<path d="M130 190l40 40 80-90" ${line}/>`) +
    `<path d="M330 40l8 22 22 8-22 8-8 22-8-22-22-8 22-8z" fill="${amber}" stroke="${navy}" stroke-width="6" stroke-linejoin="round"/>`,
  "computer-repair":
    laptop(`<path d="M120 130h160M120 170h110M120 210h140" ${stroke(sky)}/>`) +
    badge(wrench, 320, 90),
  "computer-tuneup": laptop(
    `<path d="M130 120v110M200 120v110M270 120v110" ${line}/><circle cx="130" cy="200" r="16" fill="${amber}" stroke="${navy}" stroke-width="8"/><circle cx="200" cy="145" r="16" fill="${amber}" stroke="${navy}" stroke-width="8"/><circle cx="270" cy="180" r="16" fill="${amber}" stroke="${navy}" stroke-width="8"/>`,
  ),
  "data-backup-or-transfer": `<circle cx="120" cy="250" r="95" fill="${sky}" stroke="${navy}" stroke-width="12"/><circle cx="120" cy="250" r="22" fill="#fff" stroke="${navy}" stroke-width="10"/>
<rect x="230" y="150" width="140" height="200" rx="18" fill="${blue}" stroke="${navy}" stroke-width="12"/><circle cx="300" cy="310" r="10" fill="${amber}"/>
<path d="M70 110c40-70 190-80 240 0M290 80l20 30-36 8" ${line}/>`,
  "operating-system-services": monitor(
    `<rect x="80" y="90" width="105" height="70" rx="6" fill="${blue}"/><rect x="215" y="90" width="105" height="70" rx="6" fill="${sky}"/><rect x="80" y="175" width="105" height="70" rx="6" fill="${sky}"/><rect x="215" y="175" width="105" height="70" rx="6" fill="${amber}"/>`,
  ),
  "browser-setup": `<rect x="30" y="60" width="340" height="270" rx="18" fill="#fff" stroke="${navy}" stroke-width="12"/><path d="M30 120h340" ${line}/>
<circle cx="70" cy="90" r="9" fill="${amber}"/><circle cx="100" cy="90" r="9" fill="${sky}"/><rect x="130" y="78" width="210" height="24" rx="12" fill="${pale}" stroke="${navy}" stroke-width="6"/>
<circle cx="200" cy="225" r="70" fill="${sky}" stroke="${navy}" stroke-width="12"/><path d="M130 225h140M200 155c-40 40-40 100 0 140M200 155c40 40 40 100 0 140" fill="none" stroke="${navy}" stroke-width="8"/>`,
  "application-software":
    [
      [40, 60, blue],
      [220, 60, amber],
      [40, 230, sky],
      [220, 230, "#fff"],
    ]
      .map(
        ([x, y, c]) =>
          `<rect x="${x}" y="${y}" width="140" height="120" rx="24" fill="${c}" stroke="${navy}" stroke-width="12"/>`,
      )
      .join("") +
    `<path d="M80 120h60M260 290h60M290 260v60" ${line}/>` +
    `<g transform="translate(262 82)">${bolt}</g>`,
};

/** Each sidebar group's picture, for a service that has no motif of its own. */
const groupMotifs = {
  printer: motifs["printer-setup"],
  router: motifs["wifi-and-network-connectivity"],
  antivirus: motifs["virus-removal-cleanup"],
  computer: motifs["computer-repair"],
  os: motifs["operating-system-services"],
  browser: motifs["browser-setup"],
  software: motifs["application-software"],
};

const cover = (motif) =>
  svg(
    1200,
    630,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pale}"/><stop offset="1" stop-color="#dbeafe"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/><circle cx="1060" cy="80" r="220" fill="#fff" opacity=".55"/><circle cx="130" cy="600" r="180" fill="${sky}" opacity=".45"/>
<g fill="${sky}">${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => `<circle cx="${100 + (i % 4) * 30}" cy="${200 + Math.floor(i / 4) * 30}" r="6"/>`).join("")}</g>
<g transform="translate(440 155) scale(.8)">${motif}</g>`,
  );

// A dot grid as one tiled pattern keeps the hero and banner files small.
const dots = (w, h, step, color) =>
  `<defs><pattern id="d" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="1.5" fill="${color}"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#d)"/>`;

// White text sits on the left of the hero and across the banner: keep those dark.
const hero = svg(
  1440,
  560,
  `<defs><linearGradient id="h" x1="0" y1="0" x2="1" y2="0"><stop offset=".55" stop-color="${navy}"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
<rect width="1440" height="560" fill="url(#h)"/>${dots(1440, 560, 40, "#1e3a8a")}
<g fill="none" stroke="#3b5bdb" stroke-width="3" opacity=".7"><path d="M960 80h160v120h120M1000 480v-90h200v-110h200M900 300h140v-60"/></g>
<g fill="${amber}"><circle cx="1120" cy="80" r="8"/><circle cx="1240" cy="200" r="8"/><circle cx="1200" cy="390" r="8"/><circle cx="1040" cy="240" r="8"/></g>
<circle cx="1230" cy="290" r="150" fill="none" stroke="#60a5fa" stroke-width="3" opacity=".4"/>`,
);
const banner = svg(
  1440,
  320,
  `<rect width="1440" height="320" fill="${navy}"/>${dots(1440, 320, 36, "#1e3a8a")}
<g fill="none" stroke="#1e40af" stroke-width="3"><path d="M0 250h220v-90h160M1440 70h-200v90h-180"/><circle cx="1320" cy="250" r="110"/><circle cx="120" cy="60" r="80"/></g>`,
);

await mkdir("public/images/services", { recursive: true });
for (const { slug, category } of services) {
  const motif = motifs[slug] ?? groupMotifs[category];
  if (!motif) throw new Error(`No motif for ${slug} or its group ${category}.`);
  await writeFile(`public${coverPath(slug)}`, cover(motif));
}
await writeFile("public/images/hero.svg", hero);
await writeFile("public/images/banner.svg", banner);
// Twice the 300×75 it is shown at, for sharp screens.
const payments = renderToStaticMarkup(
  createElement(PaymentCards, { width: 600, height: 150 }),
);
await sharp(Buffer.from(payments))
  .jpeg({ quality: 60, progressive: true, mozjpeg: true })
  .toFile("public/images/payments.jpg");
