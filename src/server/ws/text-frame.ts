// RFC 6455 framing of one unmasked, unfragmented text message. Server frames are never masked, so the same
// framed bytes can be written to every client's socket: a broadcast is framed once, not once per client.

/** Header + payload of a final text frame (opcode 1). */
export function encodeTextFrame(payload: Buffer): Buffer {
  const length = payload.length
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10
  const frame = Buffer.allocUnsafe(headerLength + length)
  frame[0] = 0x81 // FIN + text opcode
  if (length < 126) frame[1] = length
  else if (length < 65_536) {
    frame[1] = 126
    frame.writeUInt16BE(length, 2)
  } else {
    frame[1] = 127
    frame.writeBigUInt64BE(BigInt(length), 2)
  }
  payload.copy(frame, headerLength)
  return frame
}

/** The payload of a frame made by encodeTextFrame (for transports that frame themselves). */
export function unframedPayload(frame: Buffer): Buffer {
  const marker = frame[1] ?? 0
  return frame.subarray(marker < 126 ? 2 : marker === 126 ? 4 : 10)
}
