import sharp from 'sharp';

/** A test photo made here with sharp: landscape, EXIF orientation 6 (rotate 90°) and a GPS position. */
export async function jpegWithGps(width = 300, height = 200): Promise<Buffer> {
  const raw = await sharp({ create: { width, height, channels: 3, background: '#b03060' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 0/1' },
    })
    .toBuffer();
  return sharp(raw).withMetadata({ orientation: 6 }).jpeg().toBuffer();
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipart(file: Buffer, { field = 'photo', filename = 'me.jpg', type = 'image/jpeg' } = {}) {
  const boundary = `----h3test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
