// Renders the app's icons (PNG and favicon.ico) from the logo of src/components/logo.tsx, drawn as SVG
// here. Run once after changing the logo: `node frontend/tools/render-icons.mjs`; the output is committed.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const out = (name) => fileURLToPath(new URL(`../public/${name}`, import.meta.url));
const GRADIENT = '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient>';
const GLYPH = 'M9 20.5 16 24l7-3.5M9 15.5 16 19l7-3.5M16 8l-7 3.5 7 3.5 7-3.5z';

/** The rounded tile of favicon.svg; `maskable`: a full square with the glyph inside the 80 % safe zone. */
function logoSvg({ maskable }) {
  const tile = maskable ? '<rect width="32" height="32" fill="url(#g)"/>' : '<rect width="32" height="32" rx="8" fill="url(#g)"/>';
  const glyph = maskable ? `<g transform="translate(16 16) scale(0.72) translate(-16 -16)">${path()}</g>` : path();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs>${GRADIENT}</defs>${tile}${glyph}</svg>`;
}

function path() {
  return `<path d="${GLYPH}" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
}

async function png(size, options) {
  const svg = logoSvg(options).replace('viewBox="0 0 32 32"', `viewBox="0 0 32 32" width="${size}" height="${size}"`);
  const image = await loadImage(Buffer.from(svg));
  const canvas = createCanvas(size, size);
  canvas.getContext('2d').drawImage(image, 0, 0, size, size);
  return canvas.toBuffer('image/png');
}

/** An .ico holding PNG images (supported by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

writeFileSync(out('icon-192.png'), await png(192, { maskable: false }));
writeFileSync(out('icon-512.png'), await png(512, { maskable: false }));
writeFileSync(out('icon-maskable-512.png'), await png(512, { maskable: true }));
writeFileSync(out('apple-touch-icon.png'), await png(180, { maskable: true }));
writeFileSync(out('favicon.ico'), ico([{ size: 16, data: await png(16, { maskable: false }) }, { size: 32, data: await png(32, { maskable: false }) }, { size: 48, data: await png(48, { maskable: false }) }]));
