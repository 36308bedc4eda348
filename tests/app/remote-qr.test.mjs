// The remote link's QR code (www/app/remote/qr.js): what it draws decodes back
// to the link with an independent decoder (jsqr), short and long links alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import { QR_MAX, qrMatrix, qrPath } from '../../www/app/remote/qr.js';
import { rasterize } from './qr-raster.mjs';

test('the drawn QR code decodes to the link it was made of', () => {
  for (const length of [40, 700, 1800, QR_MAX - 60]) {
    const link = `http://127.0.0.1:8080/#remote=${'aZ09_-'.repeat(length).slice(0, length)}`;
    const matrix = qrMatrix(link);
    const { pixels, size } = rasterize(qrPath(matrix), matrix.length);
    const found = jsQR(pixels, size, size);
    assert.ok(found, `a ${link.length}-character link decodes`);
    assert.equal(found.data, link);
  }
});

test('damaged modules break the code (the test can tell a bad drawing)', () => {
  const link = `http://127.0.0.1:8080/#remote=${'x'.repeat(300)}`;
  const matrix = qrMatrix(link);
  const damaged = matrix.map((row, y) => row.map((dark, x) => (y > 12 && y < 24 && x > 12 ? !dark : dark)));
  const { pixels, size } = rasterize(qrPath(damaged), damaged.length);
  assert.notEqual(jsQR(pixels, size, size)?.data, link);
});
