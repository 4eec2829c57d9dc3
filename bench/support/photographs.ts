import sharp from 'sharp';

/**
 * Stand-ins for phone photographs: a landscape (sky gradient, sun, hills, buildings) overlaid with
 * natural-looking texture (noise at every scale, finer scales weaker, as in real scenes) and
 * sensor grain. Like a real photo, it has smooth areas, edges and detail, and a 4000 x 3000
 * JPEG at quality 92 weighs a few megabytes.
 */
export async function photograph(width: number, height: number, seed: number): Promise<Buffer> {
  const random = mulberry32(seed);
  const scene = await sharp(Buffer.from(sceneSvg(width, height, random)))
    .removeAlpha()
    .raw()
    .toBuffer();
  const texture = await textureOf(width, height, random);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) {
    pixels[i] = clamp((scene[i] ?? 0) + (texture[i] ?? 128) - 128);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

type Random = () => number;

function sceneSvg(width: number, height: number, random: Random): string {
  const between = (low: number, high: number) => low + random() * (high - low);
  const hue = between(0, 360);
  const hills = [0, 1, 2, 3].map((layer) => {
    const top = height * (0.5 + layer * 0.12);
    let path = `M0 ${top}`;
    for (let x = 0; x <= width; x += width / 16) {
      path += ` L${x.toFixed(0)} ${(top + between(-0.08, 0.08) * height).toFixed(0)}`;
    }
    const colour = `hsl(${(hue + 90 + layer * 25) % 360},${35 + layer * 10}%,${45 - layer * 8}%)`;
    return `<path d="${path} L${width} ${height} L0 ${height} Z" fill="${colour}"/>`;
  });
  const buildings = Array.from({ length: 24 }, () => {
    const w = between(0.02, 0.1) * width;
    const h = between(0.05, 0.3) * height;
    const colour = `hsl(${between(0, 360).toFixed(0)},${between(10, 50).toFixed(0)}%,${between(20, 80).toFixed(0)}%)`;
    const x = between(0, width - w).toFixed(0);
    const y = (height * between(0.45, 0.95) - h).toFixed(0);
    return `<rect x="${x}" y="${y}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${colour}"/>`;
  });
  const sun = `<circle cx="${between(0.1, 0.9) * width}" cy="${between(0.08, 0.25) * height}" r="${between(0.04, 0.08) * width}" fill="#fff4cc"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue.toFixed(0)},55%,40%)"/>` +
    `<stop offset="1" stop-color="hsl(${((hue + 30) % 360).toFixed(0)},65%,85%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#sky)"/>` +
    `${sun}${hills.join('')}${buildings.join('')}</svg>`
  );
}

/**
 * Noise added at every scale from 8 px across to full size, each finer scale weaker, plus a
 * little grain: the texture of foliage, walls and skin rather than flat colour.
 */
async function textureOf(width: number, height: number, random: Random): Promise<Buffer> {
  const gaussian = gaussianSource(random);
  let size = { width: 8, height: Math.max(1, Math.round((8 * height) / width)) };
  let pixels = Buffer.alloc(size.width * size.height * 3, 128);
  let amplitude = 24;
  for (;;) {
    const next =
      size.width * 2 >= width
        ? { width, height }
        : { width: size.width * 2, height: size.height * 2 };
    pixels = await sharp(pixels, { raw: { ...size, channels: 3 } })
      .resize(next.width, next.height, { fit: 'fill', kernel: 'cubic' })
      .raw()
      .toBuffer();
    size = next;
    amplitude *= 0.8;
    const last = size.width === width;
    // Mostly light and shade, with a little colour; the finest scale is sensor grain.
    const light = last ? 3 : amplitude;
    const colour = last ? 0 : amplitude * 0.3;
    for (let i = 0; i < pixels.length; i += 3) {
      const shade = gaussian() * light;
      for (let c = 0; c < 3; c++) {
        pixels[i + c] = clamp((pixels[i + c] ?? 128) + shade + gaussian() * colour);
      }
    }
    if (last) return pixels;
  }
}

/** Normal samples drawn from a precomputed table: the full-size layers need tens of millions. */
function gaussianSource(random: Random): () => number {
  const table = Float32Array.from(
    { length: 1 << 16 },
    () => Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random()),
  );
  let state = Math.floor(random() * 0xffffffff) | 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return table[state & 0xffff] ?? 0;
  };
}

function clamp(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
}

/** A small seeded generator: the same seed gives the same photograph. */
function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
