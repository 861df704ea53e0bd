import sharp from 'sharp';
import { Field, ObjectType } from 'type-graphql';
import { encode } from 'uqr';

@ObjectType({ description: 'A QR code: what it says and its picture' })
export class QrCode {
  @Field({ description: 'The text the code encodes (a card number, a link)' })
  text!: string;

  @Field({ description: 'data: URL of the PNG picture' })
  image!: string;
}

/** Pixels per module: a version-4 code (33 modules with the quiet zone) is about 264 px wide. */
const MODULE_PX = 8;
/** The quiet zone scanners need, in modules. */
const BORDER = 4;

/**
 * The QR code of `text` as a PNG data URL, drawn module by module (uqr, the library the posters
 * use, gives the matrix; sharp writes the PNG), so every module is a crisp square of MODULE_PX.
 */
export async function qrCode(text: string): Promise<QrCode> {
  const { data, size } = encode(text, { ecc: 'M', border: BORDER });
  const width = size * MODULE_PX;
  const pixels = Buffer.alloc(width * width, 255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!data[y][x]) continue;
      for (let dy = 0; dy < MODULE_PX; dy++)
        pixels.fill(0, (y * MODULE_PX + dy) * width + x * MODULE_PX, (y * MODULE_PX + dy) * width + (x + 1) * MODULE_PX);
    }
  }
  const png = await sharp(pixels, { raw: { width, height: width, channels: 1 } })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  return { text, image: `data:image/png;base64,${png.toString('base64')}` };
}

/** A link as a QR code carries it: marked `from=qr`, so the visit it brings counts as a QR-code arrival (访问方式). */
export function qrTarget(link: string): string {
  return `${link}${link.includes('?') ? '&' : '?'}from=qr`;
}
