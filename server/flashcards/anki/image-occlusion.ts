// Anki's Image Occlusion notes (issue 31) as Anki shows them, drawn into the card's images: the note keeps its masks
// in its Occlusion field as cloze deletions, `{{c2::image-occlusion:rect:left=.1:top=.2:width=.3:height=.1:oi=1}}`
// (rslib image_occlusion/imageocclusion.rs parse_image_cloze: `shape:name=value:…`, `\:` and `\\` escaped), with
// positions and sizes as fractions of the image (ts/routes/image-occlusion/shapes/position.ts). Card n's question
// shows its own masks (and every mask of ordinal 0) filled #ff8e8e, and — "hide all, guess one" (oi=1) — the other
// masks #ffeba2 (or their own fill); its answer outlines its masks in #ff8e8e and keeps the others as on the question
// (rslib cloze.rs render_image_occlusion; ts/routes/image-occlusion/review.ts drawShapes and its default colours, 1 px
// #212121 borders). Rectangles and ellipses turn by `angle` (in ten-thousandths of a turn) about their top left corner,
// polygons are moved so their points' top left is at left/top, as review.ts draws them. Text labels are not drawn.
// The image is drawn with sharp in the import's sandbox and answered as WebP.

export type OcclusionShape = { shape: 'rect' | 'ellipse' | 'polygon'; ordinals: number[]; properties: Record<string, string> };

const OCCLUSION = /\{\{c([\d,]+)::image-occlusion:((?:[^}\\]|\\.|\}(?!\}))*)\}\}/g;
const ANGLE_STEPS = 10_000;
const COLOURS = { active: '#ff8e8e', inactive: '#ffeba2', border: '#212121', highlight: '#ff8e8e' };

/** The masks of an Occlusion field, with the card ordinals (cloze numbers) each belongs to. */
export function parseOcclusions(field: string): OcclusionShape[] {
  const shapes: OcclusionShape[] = [];
  for (const match of field.matchAll(OCCLUSION)) {
    const ordinals = match[1]!.split(',').map(Number);
    const text = match[2]!;
    const colon = text.indexOf(':');
    const shape = colon < 0 ? text : text.slice(0, colon);
    if (shape !== 'rect' && shape !== 'ellipse' && shape !== 'polygon') continue;
    const properties: Record<string, string> = {};
    for (const property of text.slice(shape.length).matchAll(/:([^=:]+)=((?:[^\\:]|\\[\\:])*)/g)) properties[property[1]!] = property[2]!.replace(/\\([\\:])/g, '$1');
    shapes.push({ shape, ordinals, properties });
  }
  return shapes;
}

/** Anki's parse of a number property: a missing or malformed one is 0. */
const numberOf = (value: string | undefined) => {
  const parsed = Number(value ?? '');
  return value === undefined || value.trim() === '' || Number.isNaN(parsed) ? 0 : parsed;
};

function shapeSvg(mask: OcclusionShape, size: { width: number; height: number }, fill: string, stroke: string): string {
  const { properties: p } = mask;
  const x = (value: string | undefined) => Math.round(numberOf(value) * size.width);
  const y = (value: string | undefined) => Math.round(numberOf(value) * size.height);
  const [left, top] = [x(p.left), y(p.top)];
  const angle = ((numberOf(p.angle) % ANGLE_STEPS) / ANGLE_STEPS) * 360;
  const turn = angle ? ` transform="rotate(${angle} ${left} ${top})"` : '';
  const paint = `fill="${fill}" stroke="${stroke}" stroke-width="1"`;
  if (mask.shape === 'rect') return `<rect x="${left}" y="${top}" width="${x(p.width)}" height="${y(p.height)}" ${paint}${turn}/>`;
  if (mask.shape === 'ellipse') {
    const [rx, ry] = [x(p.rx), y(p.ry)];
    return `<ellipse cx="${left + rx}" cy="${top + ry}" rx="${rx}" ry="${ry}" ${paint}${turn}/>`;
  }
  const points = (p.points ?? '')
    .split(' ')
    .map((pair) => pair.split(','))
    .filter((pair) => pair.length === 2)
    .map(([px, py]) => ({ x: x(px), y: y(py) }));
  if (points.length === 0) return '';
  const offset = { x: left - Math.min(...points.map((point) => point.x)), y: top - Math.min(...points.map((point) => point.y)) };
  return `<polygon points="${points.map((point) => `${point.x + offset.x},${point.y + offset.y}`).join(' ')}" ${paint}/>`;
}

/** The SVG of card `ordinal`'s masks over an image of `size`, on its question or its answer. */
export function occlusionSvg(masks: OcclusionShape[], ordinal: number, question: boolean, size: { width: number; height: number }): string {
  const drawn = masks.flatMap((mask) => {
    const active = mask.ordinals.includes(ordinal);
    const fillOf = () => (mask.properties.fill && /^#[0-9a-f]{3,8}$/i.test(mask.properties.fill) && mask.properties.fill.toLowerCase() !== COLOURS.inactive ? mask.properties.fill : COLOURS.inactive);
    if ((question && active) || mask.ordinals.includes(0)) return [shapeSvg(mask, size, COLOURS.active, COLOURS.border)];
    if (!active) return mask.properties.oi === '1' ? [shapeSvg(mask, size, fillOf(), COLOURS.border)] : [];
    return [shapeSvg(mask, size, 'none', COLOURS.highlight)];
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">${drawn.join('')}</svg>`;
}

/** Card `ordinal`'s question and answer images: the image with its masks drawn, as WebP; null when the bytes are not
 *  an image sharp reads. */
export async function occludedImages(image: Uint8Array, masks: OcclusionShape[], ordinal: number): Promise<{ question: Uint8Array; answer: Uint8Array } | null> {
  const { default: sharp } = await import('sharp');
  let size: { width: number; height: number };
  try {
    const metadata = await sharp(image, { limitInputPixels: 40_000_000 }).metadata();
    if (!metadata.width || !metadata.height) return null;
    size = { width: metadata.width, height: metadata.height };
  } catch {
    return null;
  }
  const draw = async (question: boolean) =>
    new Uint8Array(
      await sharp(image, { limitInputPixels: 40_000_000 })
        .composite([{ input: Buffer.from(occlusionSvg(masks, ordinal, question, size)), top: 0, left: 0 }])
        .webp({ quality: 82 })
        .toBuffer(),
    );
  try {
    return { question: await draw(true), answer: await draw(false) };
  } catch {
    return null;
  }
}
