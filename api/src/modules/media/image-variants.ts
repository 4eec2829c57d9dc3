import sharp, { type Sharp } from 'sharp';
import { CARD_FRAME } from '../../../../common/media';

/**
 * Widths of the WebP copies (never wider than the original). A browser takes the narrowest copy
 * at least as wide as the image is drawn (CSS width x device pixel ratio), so the steps are
 * close where phones draw (a card or a post is 360-1100 device pixels wide there): a copy is
 * rarely more than ~15 % wider than needed.
 */
export const WEBP_WIDTHS = [320, 400, 480, 560, 640, 720, 800, 960, 1120, 1280, 1600, 1920];
/** The fallback for browsers without WebP (a few old ones) needs fewer steps. */
export const FALLBACK_WIDTHS = [480, 960, 1920];
export const MAX_VARIANT_WIDTH = 1920;
/** Copies cropped to CARD_FRAME: a card is at most ~375 CSS pixels wide, 1125 at 3x. */
export const CARD_WIDTHS = [320, 400, 480, 560, 640, 720, 800, 960, 1120];
export const CARD_FALLBACK_WIDTHS = [480, 960];

/** Images larger than this are refused: decoding one would take too much memory. */
export const IMAGE_MAX_PIXELS = 60_000_000;

/**
 * WebP is what browsers get (all current ones read it); JPEG or PNG (or the original file, when
 * it is a JPEG, PNG or GIF) is the fallback an old browser reads. AVIF is left out: on two cores
 * a 4000 px photo took 15-30 s to encode at five widths, against about a second for WebP.
 */
export type VariantFormat = 'webp' | 'jpeg' | 'png' | 'gif';

export const VARIANT_MIME: Record<VariantFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/**
 * WebP at 70: detailed photos at card sizes stay near 1.3 bits per pixel, where Lighthouse stops
 * asking for more compression, and look the same as at 75-80 at these sizes.
 */
const WEBP_QUALITY = 70;
const JPEG_QUALITY = 75;

/** One candidate a browser may pick, before it is stored. */
export interface PlannedVariant {
  width: number;
  height: number;
  format: VariantFormat;
  /** Cropped to CARD_FRAME; absent for the whole image. */
  frame?: 'card';
  /** Encoded bytes; absent when the original file itself is this candidate. */
  bytes?: Buffer;
}

export interface RenderedImage {
  /** Width and height as displayed: EXIF orientation applied. */
  width: number;
  height: number;
  variants: PlannedVariant[];
}

/** The bytes are not an image libvips can decode, or one too large to decode safely. */
export class UnreadableImageError extends Error {}

interface SourceFacts {
  width: number;
  height: number;
  animated: boolean;
  /** Resized fallbacks: JPEG for photographs, PNG for graphics (PNG, GIF, transparent WebP). */
  fallback: 'jpeg' | 'png';
  /** The original's own format when every browser reads it (it can be the widest fallback). */
  universalOriginal: VariantFormat | undefined;
}

/** Opens the image afresh for each copy (each sharp pipeline is used once). */
type Pixels = () => Sharp;

/**
 * Resized copies of an image for srcset: WebP at each of WEBP_WIDTHS below the original's width
 * plus the original's own (at most MAX_VARIANT_WIDTH, never enlarged), and FALLBACK_WIDTHS in a
 * widely supported format, where the original itself stands in at its own width when it can;
 * then the same for the card frame, cropped (centred) to CARD_FRAME at CARD_WIDTHS. Orientation
 * is applied and metadata (EXIF, GPS) dropped. Animated images keep their frames in WebP; their
 * fallback is the original alone.
 */
export async function renderImageVariants(original: Buffer): Promise<RenderedImage> {
  const facts = await sourceFacts(original);
  const webpWidths = widthsFor(WEBP_WIDTHS, facts.width);
  const fallbackWidths = facts.animated
    ? []
    : widthsFor(FALLBACK_WIDTHS, facts.width).filter(
        (width) => !(facts.universalOriginal && width === facts.width),
      );
  const cards = cardWidths(facts);
  const tallestCrop = cardSize(cards.webp.at(-1) ?? 0).height;
  const pixels = await decodeOnce(original, facts, tallestCrop);
  const variants = await Promise.all([
    ...webpWidths.map((width) => encode(pixels, facts, { width }, 'webp')),
    ...fallbackWidths.map((width) => encode(pixels, facts, { width }, facts.fallback)),
    ...cards.webp.map((width) => encode(pixels, facts, cardSize(width), 'webp')),
    ...cards.fallback.map((width) => encode(pixels, facts, cardSize(width), facts.fallback)),
  ]);
  const { universalOriginal } = facts;
  if (universalOriginal && (facts.width <= MAX_VARIANT_WIDTH || facts.animated)) {
    variants.push({ width: facts.width, height: facts.height, format: universalOriginal });
  }
  return { width: facts.width, height: facts.height, variants };
}

/** The ladder's widths below the original's, then the original's own if the ladder reaches it. */
function widthsFor(ladder: readonly number[], originalWidth: number): number[] {
  const smaller = ladder.filter((width) => width < originalWidth);
  return originalWidth <= MAX_VARIANT_WIDTH ? [...smaller, originalWidth] : smaller;
}

/**
 * Widths of the card crops: none for an animation, for an image already in the card's shape
 * (its whole copies fit) or for one too small to fill a card without enlarging.
 */
function cardWidths(facts: SourceFacts): { webp: number[]; fallback: number[] } {
  const aspect = facts.width / facts.height;
  const cardAspect = CARD_FRAME.width / CARD_FRAME.height;
  if (facts.animated || Math.abs(aspect / cardAspect - 1) < 0.02) return { webp: [], fallback: [] };
  const fits = (width: number) => width <= facts.width && cardSize(width).height <= facts.height;
  const webp = CARD_WIDTHS.filter(fits);
  const fallback = CARD_FALLBACK_WIDTHS.filter(fits);
  const widest = webp.at(-1);
  return { webp, fallback: fallback.length || widest === undefined ? fallback : [widest] };
}

function cardSize(width: number): { width: number; height: number; frame: 'card' } {
  return {
    width,
    height: Math.round((width * CARD_FRAME.height) / CARD_FRAME.width),
    frame: 'card',
  };
}

async function sourceFacts(original: Buffer): Promise<SourceFacts> {
  const meta = await open(original)
    .metadata()
    .catch((error: unknown) => {
      throw new UnreadableImageError(String(error));
    });
  const animated = (meta.pages ?? 1) > 1;
  // An animation's frames are stacked: its height is one frame's.
  const width = animated ? meta.width : meta.autoOrient.width;
  const height = animated ? (meta.pageHeight ?? meta.height) : meta.autoOrient.height;
  if (!width || !height) throw new UnreadableImageError('The image has no dimensions');
  if (width * height > IMAGE_MAX_PIXELS) throw new UnreadableImageError('The image is too large');
  const format = meta.format;
  return {
    width,
    height,
    animated,
    fallback: format === 'jpeg' || (format === 'webp' && !meta.hasAlpha) ? 'jpeg' : 'png',
    universalOriginal:
      format === 'jpeg' || format === 'png' || format === 'gif' ? format : undefined,
  };
}

function open(original: Buffer): Sharp {
  return sharp(original, {
    animated: true,
    autoOrient: true,
    limitInputPixels: IMAGE_MAX_PIXELS,
    failOn: 'error',
  });
}

/**
 * A still image is decoded once, upright and scaled down to what the largest copy needs (at
 * most MAX_VARIANT_WIDTH wide, unless a card crop of a wide panorama needs more height), and
 * every copy is made from those pixels: decoding a 4000 px photo costs more than encoding a
 * small copy.
 */
async function decodeOnce(
  original: Buffer,
  facts: SourceFacts,
  tallestCrop: number,
): Promise<Pixels> {
  if (facts.animated) return () => open(original);
  const widthForCrops = Math.ceil((tallestCrop * facts.width) / facts.height);
  const width = Math.min(facts.width, Math.max(MAX_VARIANT_WIDTH, widthForCrops));
  const { data, info } = await open(original)
    .resize({ width, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new UnreadableImageError(String(error));
    });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return () => sharp(data, { raw });
}

/** A copy `size.width` wide: the whole image, or cropped (centred) to the card's frame. */
async function encode(
  pixels: Pixels,
  facts: SourceFacts,
  size: { width: number; height?: number; frame?: 'card' },
  format: 'webp' | 'jpeg' | 'png',
): Promise<PlannedVariant> {
  const { frame, ...dimensions } = size;
  const resized = pixels().resize({ ...dimensions, fit: 'cover', withoutEnlargement: true });
  const output =
    format === 'webp'
      ? resized.webp({ quality: WEBP_QUALITY })
      : format === 'jpeg'
        ? resized.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
        : resized.png({ compressionLevel: 9 });
  const { data, info } = await output
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new UnreadableImageError(String(error));
    });
  const height = facts.animated ? (info.pageHeight ?? info.height) : info.height;
  return {
    width: info.width,
    height,
    format,
    bytes: data,
    ...(frame && { frame }),
  };
}
