// A QR code's drawn path (www/app/remote/qr.js qrPath) as pixels, for the jsqr decoder in the tests.

/** Paints a path of unit squares ("M x y h1v1h-1z" ...) into RGBA pixels, `scale` pixels a module. */
export function rasterize(d, modules, scale = 4) {
  const size = modules * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const at = (((Number(y) * scale + dy) * size) + Number(x) * scale + dx) * 4;
        pixels[at] = 0; pixels[at + 1] = 0; pixels[at + 2] = 0;
      }
    }
  }
  return { pixels, size };
}
