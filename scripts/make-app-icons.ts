/*
 * The installed app's icons, drawn from the logo (public/favicon.svg, components/brand/logo.tsx) and
 * committed in public/icons/. Run again after the logo changes: `npx tsx scripts/make-app-icons.ts`.
 *
 * - « any »: the logo's rounded ocean tile on a transparent background, as the favicon;
 * - « maskable »: the ocean fills the whole square and the drawing shrinks into the centre, inside the circle of
 *   80 % that every launcher's mask keeps (https://web.dev/articles/maskable-icon);
 * - apple-touch-icon: iOS rounds the corners itself and shows transparency as black, so the full square too.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const OCEAN = "#0a6482";
const DRAWING = `
  <path d="M12.58 19.61C10.35 7.05 29.47 2.98 32.54 15.37C27.29 9.1 14.82 11.75 12.58 19.61Z" fill="#ffffff"/>
  <path d="M12.58 19.61L13 29L32.54 15.37" fill="none" stroke="#ffffff" stroke-opacity="0.75" stroke-width="1" stroke-linejoin="round"/>
  <path d="M5 31.5C9.5 28.5 13 34.5 20 30.5S30.5 28.5 35 31.5" fill="none" stroke="#f5b930" stroke-width="2.5" stroke-linecap="round"/>
  <path d="M4.5 11.5h5M3 16h4" stroke="#ffffff" stroke-opacity="0.45" stroke-width="1.5" stroke-linecap="round"/>`;

/** The favicon's tile, as drawn at 40 × 40. */
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${OCEAN}"/>${DRAWING}</svg>`;

/** Full-bleed ocean, the drawing scaled to 78 % around the centre: all of it stays in the safe circle. */
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${OCEAN}"/>` +
  `<g transform="translate(20 20) scale(${scale}) translate(-20 -20)">${DRAWING}</g></svg>`;

const OUT = path.resolve(import.meta.dirname, "../public/icons");

async function render(svg: string, size: number, name: string) {
  const file = path.join(OUT, name);
  await sharp(Buffer.from(svg), { density: (72 * size) / 40 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.log(`${name} ${size}×${size}, ${fs.statSync(file).size} octets`);
}

fs.mkdirSync(OUT, { recursive: true });
await render(tile, 192, "icon-192.png");
await render(tile, 512, "icon-512.png");
await render(fullBleed(0.78), 192, "icon-maskable-192.png");
await render(fullBleed(0.78), 512, "icon-maskable-512.png");
await render(fullBleed(0.86), 180, "apple-touch-icon.png");
