// A few page images shared by all generated knows (generate-knows.ts): an A4 notes page drawn as an SVG – a header
// band in a subject colour, headings and lines standing for text – as the page image (1240 px wide WebP) and its
// small blurred preview, the same sizes the document pipeline makes. Stored once under generated/; later runs reuse them.
import sharp from 'sharp';
import type { FileStorage } from '../../files/storage';
import { mulberry32 } from '../../../lib/seeded-random';

const WIDTH = 1240;
const HEIGHT = 1754;
const PREVIEW_WIDTH = 300;
const COLORS = ['#1fbf75', '#2b9bf4', '#f5b800'];
const LAYOUTS = 2;

/** `first`: drawn as a first page, with the title band. */
export type GeneratedPageImage = { imageKey: string; previewKey: string; width: number; height: number; first: boolean };

/** The SVG of one shared page: lines of varying length under headings, pseudo-random but the same for a variant. */
function pageSvg(color: string, variant: number): string {
  const next = mulberry32(variant + 1);
  const random = () => next() / 4294967296;
  const parts = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`, `<rect width="${WIDTH}" height="${variant % LAYOUTS === 0 ? 230 : 24}" fill="${color}"/>`];
  if (variant % LAYOUTS === 0) {
    parts.push(`<rect x="116" y="70" width="220" height="18" rx="9" fill="#ffffff" opacity="0.85"/>`, `<rect x="116" y="120" width="760" height="44" rx="12" fill="#ffffff"/>`);
  }
  let y = variant % LAYOUTS === 0 ? 320 : 130;
  let afterHeading = false;
  while (y < HEIGHT - 200) {
    const heading: boolean = !afterHeading && y < HEIGHT - 400 && random() < 0.18;
    afterHeading = heading;
    if (heading) {
      y += 30;
      parts.push(`<rect x="116" y="${y}" width="${260 + Math.round(random() * 300)}" height="30" rx="8" fill="${color}"/>`);
      y += 64;
      continue;
    }
    if (random() < 0.08) {
      parts.push(`<rect x="116" y="${y}" width="${WIDTH - 232}" height="96" rx="10" fill="#f4f6fd" stroke="#dfe3f2" stroke-width="2"/>`);
      parts.push(`<rect x="150" y="${y + 36}" width="${400 + Math.round(random() * 300)}" height="20" rx="10" fill="#4d5675"/>`);
      y += 130;
      continue;
    }
    const indent = random() < 0.25 ? 40 : 0;
    if (indent) parts.push(`<circle cx="${128}" cy="${y + 10}" r="6" fill="${color}"/>`);
    parts.push(`<rect x="${116 + indent}" y="${y}" width="${Math.round((WIDTH - 232 - indent) * (0.55 + random() * 0.45))}" height="18" rx="9" fill="#c5cbe0"/>`);
    y += 42;
  }
  parts.push(`<rect x="116" y="${HEIGHT - 110}" width="${WIDTH - 232}" height="2" fill="#dfe3f2"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${parts.join('')}</svg>`;
}

/** Makes (once) and returns the shared page images. */
export async function storeGeneratedPageImages(storage: FileStorage): Promise<GeneratedPageImage[]> {
  const images: GeneratedPageImage[] = [];
  for (const [colorIndex, color] of COLORS.entries()) {
    for (let layout = 0; layout < LAYOUTS; layout += 1) {
      const variant = colorIndex * LAYOUTS + layout;
      const name = String(variant + 1).padStart(2, '0');
      const image = { imageKey: `generated/pages/page-${name}.webp`, previewKey: `generated/previews/page-${name}.webp`, width: WIDTH, height: HEIGHT, first: layout === 0 };
      if (!(await storage.get(image.imageKey)) || !(await storage.get(image.previewKey))) {
        const svg = Buffer.from(pageSvg(color, variant));
        await storage.put(image.imageKey, await sharp(svg).webp({ quality: 80 }).toBuffer(), 'image/webp');
        await storage.put(image.previewKey, await sharp(svg).resize({ width: PREVIEW_WIDTH }).blur(6).webp({ quality: 40 }).toBuffer(), 'image/webp');
      }
      images.push(image);
    }
  }
  return images;
}
