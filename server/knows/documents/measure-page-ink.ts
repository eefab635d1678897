// Whether a rendered page shows anything worth a card picture (issue 33, decision 048: "a blank thumbnail is never
// shown"). Real uploads often start with a page that is white or nearly so — a cover left empty, the blank back of a
// scanned sheet, a page with only a faint header or a page number — and the card's picture is cut from the first page
// that is not. The page is measured in greyscale at MEASURE_WIDTH (a scan's specks fade there, a heading's strokes do
// not): its background is its most common shade, and a pixel is ink when it differs from that by more than
// INK_CONTRAST. A page is blank when less than MIN_INK_SHARE of its pixels are ink: measured on pages rendered by the
// pipeline (render-pages.ts), one short word at 18 pt ("Mitose") has 1.6 times that, a heading ("Zellbiologie", 18 pt,
// even in mid grey) about 3 times; a page number, a short 9 pt footer ("Seite 1 von 12") or a light grey header has
// less, and a scan of white paper with noise has none.
import sharp from 'sharp';

const MEASURE_WIDTH = 310;
/** Of 255: light grey print (a faint header, bleed-through from the other side, a scan's grey paper) is no ink. */
const INK_CONTRAST = 64;
/** 1 in 2,000 pixels (about 70 at MEASURE_WIDTH on A4). */
const MIN_INK_SHARE = 0.0005;

type PageInk = {
  blank: boolean;
  /** Where the page's ink begins, as a share of its height (0 at the top); null on a page without any. */
  top: number | null;
};

/** The ink of one page picture (any format sharp reads; transparency counts as white). */
export async function measurePageInk(image: Buffer): Promise<PageInk> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize({ width: MEASURE_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Uint32Array(256);
  for (const value of data) counts[value]! += 1;
  let background = 0;
  for (let shade = 1; shade < 256; shade += 1) if (counts[shade]! > counts[background]!) background = shade;

  let ink = 0;
  let firstRow: number | null = null;
  for (let index = 0; index < data.length; index += info.channels) {
    if (Math.abs(data[index]! - background) <= INK_CONTRAST) continue;
    ink += 1;
    firstRow ??= Math.floor(index / info.channels / info.width);
  }
  const blank = ink < MIN_INK_SHARE * info.width * info.height;
  return { blank, top: firstRow === null ? null : firstRow / info.height };
}
