// Writes the app icons (a start tile: field, walled city, road) as PNGs: node scripts/make_icons.mjs <dir>
// No dependencies: pixels are computed here and encoded with node's zlib.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CRC = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;  // filter: none
    for (let x = 0; x < size; x++) raw.set(pixel(x / size, y / size), y * (size * 4 + 1) + 1 + x * 4);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; ihdr[9] = 6;  // 8-bit RGBA
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr),
                        chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

// u, v in [0, 1) over the tile; `inset` leaves a margin (maskable icons keep a safe zone).
function tile(inset) {
  return (x, y) => {
    const u = (x - inset) / (1 - 2 * inset), v = (y - inset) / (1 - 2 * inset);
    if (u < 0 || u >= 1 || v < 0 || v >= 1) return [38, 52, 40, 255];
    const capDepth = 0.34 * (1 - ((u - 0.5) * 2) ** 2);        // the city's curved wall
    if (v < capDepth - 0.035) return [184, 152, 112, 255];       // city
    if (v < capDepth + 0.01) return [92, 78, 66, 255];           // wall
    if (Math.abs(v - 0.62) < 0.05) return [238, 228, 200, 255];  // road
    if (Math.abs(v - 0.62) < 0.07) return [128, 116, 92, 255];   // road edge
    return [104, 156, 68, 255];                                  // field
  };
}

const dir = process.argv[2] || 'icons';
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'icon-192.png'), png(192, tile(0.06)));
writeFileSync(join(dir, 'icon-512.png'), png(512, tile(0.06)));
writeFileSync(join(dir, 'maskable-512.png'), png(512, tile(0.16)));
