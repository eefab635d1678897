// pdf.js (inside unpdf) calls ArrayBuffer.prototype.transferToFixedLength, which Node 20 lacks: without it every page
// renders BLANK, with only a warning in the log. Importing this module first defines it (and `transfer`) as a copy into
// a new ArrayBuffer of the asked length; importUnpdf() is the one way the server loads unpdf, after the polyfill.
type TransferableArrayBuffer = ArrayBuffer & {
  transfer?: (newLength?: number) => ArrayBuffer;
  transferToFixedLength?: (newLength?: number) => ArrayBuffer;
};

function copyToLength(this: ArrayBuffer, newLength?: number): ArrayBuffer {
  const length = newLength ?? this.byteLength;
  const copy = new ArrayBuffer(length);
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
  return copy;
}

const prototype = ArrayBuffer.prototype as TransferableArrayBuffer;
if (typeof prototype.transferToFixedLength !== 'function') {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', { value: copyToLength, writable: true, configurable: true });
}
if (typeof prototype.transfer !== 'function') {
  Object.defineProperty(ArrayBuffer.prototype, 'transfer', { value: copyToLength, writable: true, configurable: true });
}

export function importUnpdf() {
  return import('unpdf');
}

export function importCanvas() {
  return import('@napi-rs/canvas');
}
