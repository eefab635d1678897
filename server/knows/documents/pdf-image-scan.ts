// Reads, without decoding any image, how large the images a PDF draws are: the largest one, and the pixels all pages
// draw together (an image drawn on 200 pages counts 200 times, since each page decodes it again). Decoding is what
// makes a small PDF expensive (a 19 KB file can hold a 2500 × 2500 image of zeros), so the upload check refuses a PDF
// whose numbers are past the limits in config/know-uploads.ts before anything renders it. Images reached through form
// XObjects count; inline images in content streams do not (pdf.js's maxImageSize catches those while rendering).
// Runs in the PDF sandbox process, like everything that parses a PDF.
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFStream, type PDFContext, type PDFObject } from 'pdf-lib';

export type PdfImageStats = { largestImagePixels: number; drawnPixels: number };

const NAME = { xObject: PDFName.of('XObject'), subtype: PDFName.of('Subtype'), image: PDFName.of('Image'), form: PDFName.of('Form'), resources: PDFName.of('Resources'), width: PDFName.of('Width'), height: PDFName.of('Height'), sMask: PDFName.of('SMask') };

function numberIn(context: PDFContext, dict: PDFDict, key: PDFName): number {
  const value = context.lookup(dict.get(key));
  return value instanceof PDFNumber && Number.isFinite(value.asNumber()) ? Math.max(0, value.asNumber()) : 0;
}

function streamOf(context: PDFContext, object: PDFObject | undefined): PDFStream | undefined {
  const value = object === undefined ? undefined : context.lookup(object);
  return value instanceof PDFStream ? value : undefined;
}

/** The pixels of an image XObject and of its soft mask (also decoded). */
function imagePixels(context: PDFContext, image: PDFStream): number {
  const own = numberIn(context, image.dict, NAME.width) * numberIn(context, image.dict, NAME.height);
  const mask = streamOf(context, image.dict.get(NAME.sMask));
  return own + (mask ? numberIn(context, mask.dict, NAME.width) * numberIn(context, mask.dict, NAME.height) : 0);
}

/** The figures of a PDF's images, or null when pdf-lib cannot parse the file (pdf.js then has the last word). */
export async function scanPdfImages(data: Uint8Array): Promise<PdfImageStats | null> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    return null;
  }
  const { context } = document;
  let largestImagePixels = 0;

  /** Pixels drawn through a resource dictionary; `open` guards against forms that contain themselves. */
  const pixelsOf = (resources: PDFObject | undefined, open: Set<PDFObject>): number => {
    const dict = resources === undefined ? undefined : context.lookup(resources);
    if (!(dict instanceof PDFDict) || open.has(dict)) return 0;
    const xObjects = context.lookup(dict.get(NAME.xObject));
    if (!(xObjects instanceof PDFDict)) return 0;
    open.add(dict);
    let sum = 0;
    for (const [, reference] of xObjects.entries()) {
      const stream = streamOf(context, reference);
      if (!stream) continue;
      const subtype = stream.dict.get(NAME.subtype);
      if (subtype === NAME.image) {
        const pixels = imagePixels(context, stream);
        largestImagePixels = Math.max(largestImagePixels, pixels);
        sum += pixels;
      } else if (subtype === NAME.form) {
        sum += pixelsOf(stream.dict.get(NAME.resources), open);
      }
    }
    open.delete(dict);
    return sum;
  };

  let drawnPixels = 0;
  try {
    for (const page of document.getPages()) drawnPixels += pixelsOf(page.node.Resources(), new Set());
  } catch {
    return null;
  }
  return { largestImagePixels, drawnPixels };
}
