import sharp from 'sharp';

/**
 * A camera-sized JPEG for image tests: smooth colour noise (like out-of-focus detail), so it
 * stays a few hundred kilobytes yet every resized copy has real content. `orientation` stores it
 * sideways with an EXIF tag, as phones do.
 */
export async function samplePhoto({
  width,
  height,
  orientation,
}: {
  width: number;
  height: number;
  orientation?: number;
}): Promise<Buffer> {
  const coarse = await sharp({
    create: {
      width: Math.ceil(width / 50),
      height: Math.ceil(height / 50),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const photo = sharp(coarse).resize(width, height, { fit: 'fill' });
  if (orientation) photo.withMetadata({ orientation });
  return photo.jpeg({ quality: 85 }).toBuffer();
}
