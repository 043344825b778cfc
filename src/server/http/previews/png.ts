// A minimal PNG encoder for our own preview images: 8-bit RGB, no interlace, every row unfiltered, one
// IDAT chunk compressed by node:zlib. Enough for flat shapes, which deflate to a few kilobytes.
import { crc32, deflateSync } from 'node:zlib'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** `rgb` holds width × height × 3 bytes, rows top to bottom. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * 3) throw new Error('encodePng: pixel buffer size mismatch')
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per channel
  header[9] = 2 // colour type: truecolour
  // compression, filter and interlace methods stay 0
  const stride = width * 3
  const rows = Buffer.alloc((stride + 1) * height)
  for (let y = 0; y < height; y++)
    rows.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1)
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Width and height from a PNG's IHDR, or undefined when the bytes are not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | undefined {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength)
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(SIGNATURE)) return undefined
  if (bytes.toString('ascii', 12, 16) !== 'IHDR') return undefined
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}
