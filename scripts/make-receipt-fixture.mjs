// Makes the receipt photo the tests attach (src/features/billing/purchases/fixtures/receipt-photo-gps.jpg):
// a real JPEG (one of the landing page's photos, 8.5 KB) given the EXIF a phone writes: make, model, orientation (6: turned right),
// and a GPS position (Auckland). Run by hand: node scripts/make-receipt-fixture.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const out = 'src/features/billing/purchases/fixtures/receipt-photo-gps.jpg';
const jpeg = readFileSync('public/images/landing/project-bathroom-before-84d2e30e78-800.jpg');

// Big-endian TIFF. IFD0: Make, Model, Orientation, GPSInfo pointer. GPS IFD: latitude S 36°50'54.6", longitude E 174°45'48.6".
const bytes = [];
const u16 = (v) => bytes.push(v >> 8, v & 0xff);
const u32 = (v) => bytes.push((v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff);
const make = 'PhoneCo\0';
const model = 'Pocket 12 serial 4411\0';
const ifd0At = 8;
const ifd0Size = 2 + 4 * 12 + 4;
const makeAt = ifd0At + ifd0Size;
const modelAt = makeAt + make.length;
const gpsAt = modelAt + model.length;
const gpsSize = 2 + 4 * 12 + 4;
const latAt = gpsAt + gpsSize;
const lonAt = latAt + 24;
bytes.push(0x4d, 0x4d); u16(42); u32(ifd0At);
u16(4);
u16(0x010f); u16(2); u32(make.length); u32(makeAt);
u16(0x0110); u16(2); u32(model.length); u32(modelAt);
u16(0x0112); u16(3); u32(1); u16(6); u16(0);
u16(0x8825); u16(4); u32(1); u32(gpsAt);
u32(0);
for (const c of make + model) bytes.push(c.charCodeAt(0));
u16(4);
u16(0x0001); u16(2); u32(2); bytes.push(0x53, 0, 0, 0); // S
u16(0x0002); u16(5); u32(3); u32(latAt);
u16(0x0003); u16(2); u32(2); bytes.push(0x45, 0, 0, 0); // E
u16(0x0004); u16(5); u32(3); u32(lonAt);
u32(0);
for (const [n, d] of [[36, 1], [50, 1], [546, 10], [174, 1], [45, 1], [486, 10]]) { u32(n); u32(d); }
const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.from(bytes)]);
const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
writeFileSync(out, Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]));
console.log(`${out}: ${jpeg.length + app1.length} bytes`);
