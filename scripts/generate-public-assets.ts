// Writes the site's static images into public/ (committed, so that a fresh clone serves them without a step): a flag
// per country of config/countries as /flags/{code}.svg, the icons (favicon.ico, apple-touch-icon.png, the web app
// manifest's PNGs) from the brand mark of favicon.svg, the manifest itself, the default share image /og-image.png, and
// the web fonts' files with the module of their @font-face rules (scripts/web-fonts.ts).
// Run `npx tsx scripts/generate-public-assets.ts` after changing a flag, the mark or the brand colours, or updating a font.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ALL_COUNTRY_CODES, type CountryCode } from '../config/countries/country-config';
import { PALETTE } from '../config/palette';
import { PRODUCT_NAME } from '../lib/seo/page-title';
import { writeWebFonts } from './web-fonts';

const PUBLIC = path.join(process.cwd(), 'public');

const round = (value: number) => Math.round(value * 1000) / 1000;

/** A five-pointed star as a polygon: centre, outer radius, and the direction of its first point in degrees (-90: up). */
function star(cx: number, cy: number, radius: number, fill: string, pointing = -90): string {
  const inner = radius * 0.381966;
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = ((pointing + index * 36) * Math.PI) / 180;
    const r = index % 2 === 0 ? radius : inner;
    return `${round(cx + r * Math.cos(angle))},${round(cy + r * Math.sin(angle))}`;
  });
  return `<polygon fill="${fill}" points="${points.join(' ')}"/>`;
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width * (60 / height)}" height="60">${body}</svg>\n`;

/** Equal horizontal bands, top to bottom, on a width × height flag. */
const horizontal = (width: number, height: number, colours: string[]) =>
  svg(width, height, colours.map((fill, index) => `<rect y="${round((index * height) / colours.length)}" width="${width}" height="${round(height / colours.length)}" fill="${fill}"/>`).join(''));

/** Equal vertical bands, hoist to fly, on a width × height flag. */
const vertical = (width: number, height: number, colours: string[], emblem = '') =>
  svg(width, height, colours.map((fill, index) => `<rect x="${round((index * width) / colours.length)}" width="${round(width / colours.length)}" height="${height}" fill="${fill}"/>`).join('') + emblem);

function unitedStates(): string {
  const [width, height] = [7410, 3900];
  const stripe = height / 13;
  const stripes = Array.from({ length: 7 }, (_, index) => `<rect y="${round(index * 2 * stripe)}" width="${width}" height="${round(stripe)}" fill="#B22234"/>`).join('');
  const stars: string[] = [];
  for (let row = 0; row < 9; row += 1) {
    const count = row % 2 === 0 ? 6 : 5;
    for (let column = 0; column < count; column += 1) stars.push(star(247 * (2 * column + (row % 2 === 0 ? 1 : 2)), 210 * (row + 1), 120, '#fff'));
  }
  return svg(width, height, `<rect width="${width}" height="${height}" fill="#fff"/>${stripes}<rect width="2964" height="${round(stripe * 7)}" fill="#3C3B6E"/>${stars.join('')}`);
}

function argentinaSun(cx: number, cy: number): string {
  const rays = Array.from({ length: 32 }, (_, index) => {
    const angle = (index * Math.PI) / 16;
    const length = index % 2 === 0 ? 2.3 : 1.9;
    const half = Math.PI / 64;
    const tip = `${round(cx + length * Math.cos(angle))},${round(cy + length * Math.sin(angle))}`;
    const left = `${round(cx + 1 * Math.cos(angle - half))},${round(cy + 1 * Math.sin(angle - half))}`;
    const right = `${round(cx + 1 * Math.cos(angle + half))},${round(cy + 1 * Math.sin(angle + half))}`;
    return `<polygon points="${left} ${tip} ${right}"/>`;
  });
  return `<g fill="#F6B40E" stroke="#85340A" stroke-width="0.06">${rays.join('')}<circle cx="${cx}" cy="${cy}" r="1.1"/></g>`;
}

function philippines(): string {
  const [width, height] = [1200, 600];
  const tip = height * (Math.sqrt(3) / 2);
  const sunRays = Array.from({ length: 8 }, (_, index) => {
    const angle = (index * Math.PI) / 4;
    const ray = (offset: number, r: number) => `${round(173 + r * Math.cos(angle + offset))},${round(300 + r * Math.sin(angle + offset))}`;
    return `<polygon points="${ray(-0.2, 40)} ${ray(0, 95)} ${ray(0.2, 40)}"/>`;
  });
  return svg(
    width,
    height,
    `<rect width="${width}" height="300" fill="#0038A8"/><rect y="300" width="${width}" height="300" fill="#CE1126"/>` +
      `<polygon points="0,0 ${round(tip)},300 0,600" fill="#fff"/>` +
      `<g fill="#FCD116">${sunRays.join('')}<circle cx="173" cy="300" r="45"/></g>` +
      star(50, 55, 28, '#FCD116', 0) + star(50, 545, 28, '#FCD116', 0) + star(445, 300, 28, '#FCD116', 180),
  );
}

function brazil(): string {
  return svg(
    20,
    14,
    '<rect width="20" height="14" fill="#009C3B"/><polygon points="1.7,7 10,1.7 18.3,7 10,12.3" fill="#FFDF00"/>' +
      '<circle cx="10" cy="7" r="3.5" fill="#002776"/>' +
      '<path d="M6.6 6.2 A8.5 8.5 0 0 1 13.45 7.55 L13.35 8.15 A7.9 7.9 0 0 0 6.55 6.85 Z" fill="#fff"/>' +
      [star(8.6, 8.8, 0.22, '#fff'), star(10, 9.6, 0.22, '#fff'), star(11.4, 8.9, 0.22, '#fff'), star(9.6, 8.2, 0.16, '#fff'), star(11.9, 5.9, 0.16, '#fff'), star(10.8, 10.2, 0.16, '#fff'), star(8.1, 9.9, 0.16, '#fff')].join(''),
  );
}

function portugal(): string {
  const castles = [-1, 0, 1].map((offset) => `<circle cx="${round(2.4 + offset * 0.33)}" cy="2.55" r="0.06" fill="#FFFF00"/>`).join('');
  return svg(
    6,
    4,
    '<rect width="2.4" height="4" fill="#006600"/><rect x="2.4" width="3.6" height="4" fill="#FF0000"/>' +
      '<circle cx="2.4" cy="2" r="0.78" fill="none" stroke="#FFFF00" stroke-width="0.14"/>' +
      '<ellipse cx="2.4" cy="2" rx="0.78" ry="0.28" fill="none" stroke="#FFFF00" stroke-width="0.08"/>' +
      '<path d="M1.98 1.45 h0.84 v0.62 a0.42 0.42 0 0 1 -0.84 0 Z" fill="#FF0000"/>' +
      '<path d="M2.1 1.57 h0.6 v0.5 a0.3 0.3 0 0 1 -0.6 0 Z" fill="#fff"/>' +
      [[2.4, 1.72], [2.25, 1.92], [2.4, 1.92], [2.55, 1.92], [2.4, 2.12]].map(([x, y]) => `<rect x="${round(x! - 0.05)}" y="${round(y! - 0.07)}" width="0.1" height="0.14" fill="#003399"/>`).join('') +
      castles,
  );
}

function mexicoEmblem(): string {
  // A simplified coat of arms: the eagle on the cactus above the wreath, in the flag's centre.
  return (
    '<g transform="translate(14 12)">' +
    '<path d="M-2.6 0.8 A2.8 2.8 0 0 0 2.6 0.8" fill="none" stroke="#4C7A34" stroke-width="0.45"/>' +
    '<rect x="-0.35" y="0.1" width="0.7" height="1.6" rx="0.3" fill="#2E7D32"/><ellipse cx="-0.9" cy="0.5" rx="0.45" ry="0.35" fill="#2E7D32"/><ellipse cx="0.9" cy="0.5" rx="0.45" ry="0.35" fill="#2E7D32"/>' +
    '<path d="M-1.8 -1.9 Q-0.4 -2.9 0.4 -1.2 Q1.6 -2.2 1.9 -0.6 Q0.8 0.4 0 0.1 Q-1.2 0.2 -1.8 -1.9 Z" fill="#8B5A2B"/>' +
    '<circle cx="0.7" cy="-1.85" r="0.35" fill="#6B4423"/>' +
    '<path d="M-1.2 0 Q0 -0.6 1.2 0.1" fill="none" stroke="#3E7B27" stroke-width="0.18"/>' +
    '</g>'
  );
}

function unitedKingdom(): string {
  return svg(
    60,
    30,
    '<clipPath id="gb-t"><path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z"/></clipPath>' +
      '<rect width="60" height="30" fill="#012169"/>' +
      '<path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" stroke-width="6"/>' +
      '<path d="M0,0 L60,30 M60,0 L0,30" clip-path="url(#gb-t)" stroke="#C8102E" stroke-width="4"/>' +
      '<path d="M30,0 v30 M0,15 h60" stroke="#fff" stroke-width="10"/>' +
      '<path d="M30,0 v30 M0,15 h60" stroke="#C8102E" stroke-width="6"/>',
  );
}

function greece(): string {
  const stripes = Array.from({ length: 9 }, (_, index) => `<rect y="${index * 2}" width="27" height="2" fill="${index % 2 === 0 ? '#0D5EAF' : '#fff'}"/>`).join('');
  return svg(27, 18, `${stripes}<rect width="10" height="10" fill="#0D5EAF"/><rect x="4" width="2" height="10" fill="#fff"/><rect y="4" width="10" height="2" fill="#fff"/>`);
}

/** The flag of every country code in config/countries (spec §3 plus NL and HU), in its official proportions. */
const FLAGS: Readonly<Record<CountryCode, () => string>> = {
  DE: () => horizontal(5, 3, ['#000000', '#DD0000', '#FFCE00']),
  CH: () => svg(32, 32, '<rect width="32" height="32" fill="#DA291C"/><rect x="13" y="6" width="6" height="20" fill="#fff"/><rect x="6" y="13" width="20" height="6" fill="#fff"/>'),
  AT: () => horizontal(3, 2, ['#C8102E', '#FFFFFF', '#C8102E']),
  FR: () => vertical(3, 2, ['#002654', '#FFFFFF', '#ED2939']),
  PL: () => horizontal(8, 5, ['#FFFFFF', '#DC143C']),
  IT: () => vertical(3, 2, ['#009246', '#FFFFFF', '#CE2B37']),
  GB: unitedKingdom,
  US: unitedStates,
  ES: () => svg(3, 2, '<rect width="3" height="2" fill="#AA151B"/><rect y="0.5" width="3" height="1" fill="#F1BF00"/>'),
  CO: () => svg(3, 2, '<rect width="3" height="1" fill="#FCD116"/><rect y="1" width="3" height="0.5" fill="#003893"/><rect y="1.5" width="3" height="0.5" fill="#CE1126"/>'),
  TR: () => svg(1200, 800, `<rect width="1200" height="800" fill="#E30A17"/><circle cx="425" cy="400" r="200" fill="#fff"/><circle cx="475" cy="400" r="160" fill="#E30A17"/>${star(683.334, 400, 100, '#fff', 180)}`),
  MX: () => vertical(28, 16, ['#006847', '#FFFFFF', '#CE1126'], mexicoEmblem()),
  CL: () => svg(3, 2, `<rect width="3" height="2" fill="#D52B1E"/><rect width="3" height="1" fill="#fff"/><rect width="1" height="1" fill="#0039A6"/>${star(0.5, 0.5, 0.25, '#fff')}`),
  AR: () => svg(18, 11, `<rect width="18" height="11" fill="#74ACDF"/><rect y="3.667" width="18" height="3.667" fill="#fff"/>${argentinaSun(9, 5.5)}`),
  PE: () => vertical(3, 2, ['#D91023', '#FFFFFF', '#D91023']),
  RO: () => vertical(3, 2, ['#002B7F', '#FCD116', '#CE1126']),
  GR: greece,
  BR: brazil,
  CZ: () => svg(3, 2, '<rect width="3" height="2" fill="#D7141A"/><rect width="3" height="1" fill="#fff"/><polygon points="0,0 1.5,1 0,2" fill="#11457E"/>'),
  PT: portugal,
  PH: philippines,
  NL: () => horizontal(3, 2, ['#AE1C28', '#FFFFFF', '#21468B']),
  HU: () => horizontal(2, 1, ['#CE2939', '#FFFFFF', '#477050']),
};

/** The brand mark of favicon.svg; `rounded` false for icons the platform rounds itself (Apple, maskable). */
function markSvg(size: number, { rounded, padding = 0 }: { rounded: boolean; padding?: number }): string {
  const scale = (1 - 2 * padding) * (size / 64);
  const offset = padding * size;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${rounded ? size / 4 : 0}" fill="${PALETTE.brandBlue}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})"><path d="M20 14h8v15l13-15h10L36 31l16 19H41L28 34v16h-8z" fill="#fff"/><circle cx="49" cy="15" r="5" fill="${PALETTE.plusPlanYellow}"/></g>` +
    '</svg>'
  );
}

const png = (svgText: string) => sharp(Buffer.from(svgText)).png({ compressionLevel: 9 }).toBuffer();

/** An .ico holding PNG images (supported by every browser since IE Vista): header, directory, then the images. */
function icoOf(images: { size: number; data: Buffer }[]): Buffer {
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
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

function ogImageSvg(): string {
  const [width, height] = [1200, 630];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="hero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${PALETTE.heroFrom}"/><stop offset="1" stop-color="${PALETTE.heroTo}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#hero)"/>` +
    `<circle cx="1080" cy="110" r="190" fill="${PALETTE.plusPlanYellow}" opacity="0.18"/><circle cx="140" cy="560" r="240" fill="#ffffff" opacity="0.06"/>` +
    `<g transform="translate(210 195)"><rect width="240" height="240" rx="60" fill="#fff"/><g transform="scale(3.75)"><path d="M20 14h8v15l13-15h10L36 31l16 19H41L28 34v16h-8z" fill="${PALETTE.brandBlue}"/><circle cx="49" cy="15" r="5" fill="${PALETTE.plusPlanYellow}"/></g></g>` +
    `<text x="500" y="355" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="150" fill="${PALETTE.onHero}">${PRODUCT_NAME}</text>` +
    '</svg>'
  );
}

/** The web app manifest (linked from pages/_document.tsx). */
function manifest(): string {
  return `${JSON.stringify(
    {
      name: PRODUCT_NAME,
      short_name: PRODUCT_NAME,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: PALETTE.surface,
      theme_color: PALETTE.brandBlue,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  )}\n`;
}

async function main() {
  fs.mkdirSync(path.join(PUBLIC, 'flags'), { recursive: true });
  for (const code of ALL_COUNTRY_CODES) fs.writeFileSync(path.join(PUBLIC, 'flags', `${code.toLowerCase()}.svg`), FLAGS[code]());
  const icons = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(markSvg(size, { rounded: true })) })));
  fs.writeFileSync(path.join(PUBLIC, 'favicon.ico'), icoOf(icons));
  fs.writeFileSync(path.join(PUBLIC, 'apple-touch-icon.png'), await png(markSvg(180, { rounded: false })));
  fs.writeFileSync(path.join(PUBLIC, 'icon-192.png'), await png(markSvg(192, { rounded: true })));
  fs.writeFileSync(path.join(PUBLIC, 'icon-512.png'), await png(markSvg(512, { rounded: true })));
  // A maskable icon keeps its mark inside the central 80 % safe zone.
  fs.writeFileSync(path.join(PUBLIC, 'icon-maskable-512.png'), await png(markSvg(512, { rounded: false, padding: 0.12 })));
  fs.writeFileSync(path.join(PUBLIC, 'og-image.png'), await png(ogImageSvg()));
  fs.writeFileSync(path.join(PUBLIC, 'manifest.webmanifest'), manifest());
  writeWebFonts();
  console.log(`public/: ${ALL_COUNTRY_CODES.length} flags, favicon.ico, apple-touch-icon.png, icon-192/512 PNGs, og-image.png, manifest.webmanifest, public/fonts and styles/web-font-faces.ts`);
}

void main();
