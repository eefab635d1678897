// Issue 31, image occlusion as Anki shows it: a note of Anki's stock Image Occlusion type (fields Occlusion, Image,
// Header, Back Extra, Comments; masks as `{{cN::image-occlusion:…}}` with fractions of the image, as Anki's mask editor
// writes them) becomes one card per mask group, its images the picture with the masks drawn as Anki's reviewer draws
// them — read back pixel by pixel.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { occlusionSvg, parseOcclusions } from '../anki/image-occlusion';
import { readApkg } from '../anki/read-apkg';
import { currentApkg, legacyApkg, type FixturePackage } from './fixtures/anki-packages';

const [WIDTH, HEIGHT] = [200, 100];
/** A plain blue picture, so that what is drawn on it shows. */
const picture = async () => new Uint8Array(await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#2050c0' } }).png().toBuffer());

/** As Anki writes an occlusion note: three masks — a rectangle and an ellipse hiding all, guessing one (oi=1), and a
 *  polygon of its own group, with an escaped colon in a property Anki does not draw. */
const OCCLUSION =
  '{{c1::image-occlusion:rect:left=.05:top=.1:width=.2:height=.3:oi=1}}<br>' +
  '{{c2::image-occlusion:ellipse:left=.4:top=.1:rx=.1:ry=.2:oi=1}}<br>' +
  '{{c3::image-occlusion:polygon:left=.7:top=.5:points=.7,.5 .95,.5 .95,.9 .7,.9:oi=1:text=a\\:b}}';

const occlusionPackage = async (): Promise<FixturePackage> => ({
  noteTypes: [
    {
      id: 41, name: 'Image Occlusion', isCloze: true, fields: ['Occlusion', 'Image', 'Header', 'Back Extra', 'Comments'],
      templates: [{ name: 'Image Occlusion', qfmt: '{{#Header}}<div>{{Header}}</div>{{/Header}}<div style="display: none">{{cloze:Occlusion}}</div><div id="image-occlusion-container">{{Image}}<canvas id="image-occlusion-canvas"></canvas></div>', afmt: '{{cloze:Occlusion}}{{Image}}{{#Back Extra}}<div>{{Back Extra}}</div>{{/Back Extra}}' }],
    },
  ],
  notes: [
    { id: 6001, typeId: 41, cardOrdinals: [0, 1, 2], fields: [OCCLUSION, '<img src="herz.png">', 'Das Herz', 'Vorhöfe und Kammern', ''] },
    { id: 6002, typeId: 41, cardOrdinals: [0], fields: ['{{c1::image-occlusion:rect:left=.1:top=.1:width=.1:height=.1}}', '<img src="fehlt.png">', '', '', ''] },
  ],
  media: { 'herz.png': await picture() },
});

/** The colour of the pixel at a fraction of the image. */
async function colourAt(image: Uint8Array, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y * info.height) * info.width + Math.round(x * info.width)) * 3;
  return `#${[data[at]!, data[at + 1]!, data[at + 2]!].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** Whether two colours are within lossy-encoding distance. */
const near = (actual: string, expected: string) => [1, 3, 5].every((at) => Math.abs(Number.parseInt(actual.slice(at, at + 2), 16) - Number.parseInt(expected.slice(at, at + 2), 16)) <= 12);

describe('parseOcclusions', () => {
  it("reads the masks as Anki's parse_image_cloze does: shape, properties, escaped colons, the group's ordinals", () => {
    expect(parseOcclusions(OCCLUSION)).toEqual([
      { shape: 'rect', ordinals: [1], properties: { left: '.05', top: '.1', width: '.2', height: '.3', oi: '1' } },
      { shape: 'ellipse', ordinals: [2], properties: { left: '.4', top: '.1', rx: '.1', ry: '.2', oi: '1' } },
      { shape: 'polygon', ordinals: [3], properties: { left: '.7', top: '.5', points: '.7,.5 .95,.5 .95,.9 .7,.9', oi: '1', text: 'a:b' } },
    ]);
  });

  it('draws only hex fills of the note, never markup', () => {
    const [mask] = parseOcclusions('{{c1::image-occlusion:rect:left=.1:top=.1:width=.1:height=.1:oi=1:fill="/><script>}}');
    expect(occlusionSvg([{ ...mask!, ordinals: [2] }], 1, true, { width: 10, height: 10 })).not.toContain('script');
  });
});

describe.each([
  ['legacy collection.anki21', async () => legacyApkg(await occlusionPackage())],
  ['current zstd collection.anki21b', async () => currentApkg(await occlusionPackage())],
])('an Image Occlusion note (%s)', { timeout: 30_000 }, (_, build) => {
  it('makes one card per mask group, its question and answer images drawn as Anki draws them', async () => {
    const { cards, images = [], problems } = await readApkg(await build());
    expect(cards.map(({ kind, front, back }) => ({ kind, front, back }))).toEqual(Array.from({ length: 3 }, () => ({ kind: 'basic', front: 'Das Herz', back: 'Vorhöfe und Kammern' })));
    const bytes = (name: string | null) => images.find((image) => image.name === name)!.data;
    expect(images.every((image) => image.mediaType === 'image/webp')).toBe(true);
    const [rect, ellipse, polygon] = [
      [0.15, 0.25],
      [0.5, 0.3],
      [0.82, 0.7],
    ] as const;
    // Card 1's question: its own mask red, the others (hide all, guess one) yellow; the picture elsewhere.
    const question = bytes(cards[0]!.frontImage);
    expect(near(await colourAt(question, ...rect), '#ff8e8e')).toBe(true);
    expect(near(await colourAt(question, ...ellipse), '#ffeba2')).toBe(true);
    expect(near(await colourAt(question, ...polygon), '#ffeba2')).toBe(true);
    expect(near(await colourAt(question, 0.3, 0.9), '#2050c0')).toBe(true);
    // Its answer: its own mask open (the picture shows), the others still yellow.
    const answer = bytes(cards[0]!.backImage);
    expect(near(await colourAt(answer, ...rect), '#2050c0')).toBe(true);
    expect(near(await colourAt(answer, ...ellipse), '#ffeba2')).toBe(true);
    // Card 3 asks the polygon, moved to its left/top as review.ts draws it.
    expect(near(await colourAt(bytes(cards[2]!.frontImage), ...polygon), '#ff8e8e')).toBe(true);
    expect(near(await colourAt(bytes(cards[2]!.frontImage), ...rect), '#ffeba2')).toBe(true);
    // A note whose picture is not in the package is named, not dropped.
    expect(problems).toEqual([{ reason: 'MISSING_IMAGE', count: 1, examples: [{ note: 2, noteType: 'Image Occlusion' }] }]);
  });
});
