// Draws the landing page's stand-in imagery as SVG illustrations (no stock photos are available):
// homes, interiors, tools, and before/during/after scenes for the three case studies.
// Writes src/features/landing/photos/<name>.svg; `npm run images` then turns them into the
// responsive AVIF/WebP/JPEG set. The company replaces any of them by dropping a photo with the
// same name into that folder (docs/landing-page.md), so this script is only needed to redraw the stand-ins.
//
//   node scripts/draw-landing-illustrations.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../src/features/landing/photos/', import.meta.url));
const W = 1600;
const H = 1000;

// ---------- primitives ----------

const rect = (x, y, w, h, fill, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const poly = (points, fill, extra = '') => `<polygon points="${points.map((p) => p.join(',')).join(' ')}" fill="${fill}" ${extra}/>`;
const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (x1, y1, x2, y2, stroke, width, extra = '') =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" ${extra}/>`;
const group = (content, extra = '') => `<g ${extra}>${content}</g>`;

function svg(defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${defs}</defs>${body}</svg>\n`;
}

function linear(id, stops, vertical = true) {
  const [x2, y2] = vertical ? [0, 1] : [1, 0];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;
}

const radial = (id, inner, outer) =>
  `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;

const shadow = (cx, cy, rx, ry, opacity = 0.18) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#10212c" opacity="${opacity}"/>`;

// ---------- outdoor pieces ----------

function cloud(x, y, s, opacity = 0.9) {
  return group(
    [circle(0, 0, 40, '#fff'), circle(45, -18, 52, '#fff'), circle(100, 0, 42, '#fff'), rect(-40, 0, 182, 40, '#fff')].join(''),
    `transform="translate(${x} ${y}) scale(${s})" opacity="${opacity}"`,
  );
}

function tree(x, y, s, leaf = '#3f7d4e', dark = '#2f6140') {
  return group(
    [
      shadow(0, 0, 60, 12),
      rect(-9, -90, 18, 90, '#6b4a2f'),
      circle(0, -150, 70, leaf),
      circle(-45, -120, 45, dark),
      circle(40, -115, 50, leaf),
      circle(10, -190, 45, dark, 'opacity="0.6"'),
    ].join(''),
    `transform="translate(${x} ${y}) scale(${s})"`,
  );
}

function cabbageTree(x, y, s) {
  const leaves = [-70, -45, -20, 0, 20, 45, 70]
    .map(
      (a) =>
        `<path d="M0 -200 q ${a * 1.2} -40 ${a * 1.8} ${-10 + Math.abs(a) * 0.6}" stroke="#3d7a45" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return group([rect(-6, -200, 12, 200, '#7a5b3a'), leaves].join(''), `transform="translate(${x} ${y}) scale(${s})"`);
}

function bush(x, y, s, color = '#4d8a57') {
  return group(
    [circle(-30, 0, 34, color), circle(10, -14, 40, color), circle(48, 0, 30, color)].join(''),
    `transform="translate(${x} ${y}) scale(${s})"`,
  );
}

function fence(x, y, width, color = '#f4efe6') {
  let pickets = '';
  for (let px = x; px < x + width; px += 28)
    pickets += poly(
      [
        [px, y],
        [px + 9, y - 14],
        [px + 18, y],
        [px + 18, y + 70],
        [px, y + 70],
      ],
      color,
    );
  return pickets + rect(x - 6, y + 14, width + 6, 10, color) + rect(x - 6, y + 46, width + 6, 10, color);
}

function windowPane(x, y, w, h, { frame = '#ffffff', glass = '#9fd0e6', mullions = 1, sill = true, glow = false } = {}) {
  let out = rect(x - 8, y - 8, w + 16, h + 16, frame, 'rx="3"');
  out += rect(x, y, w, h, glow ? '#ffd98a' : glass);
  out += poly(
    [
      [x, y + h * 0.75],
      [x + w * 0.55, y],
      [x + w * 0.8, y],
      [x, y + h],
    ],
    '#ffffff',
    'opacity="0.22"',
  );
  for (let i = 1; i <= mullions; i++) out += rect(x + (w * i) / (mullions + 1) - 3, y, 6, h, frame);
  out += rect(x, y + h / 2 - 3, w, 6, frame);
  if (sill) out += rect(x - 16, y + h + 6, w + 32, 12, frame, 'rx="3"');
  return out;
}

/** A weatherboard house: the NZ villa (gable front, bay window and veranda) or a modern box. */
function house({
  x,
  y,
  w = 560,
  h = 300,
  wall = '#f5f1e8',
  roof = '#46525c',
  trim = '#ffffff',
  door = '#1f5f7a',
  style = 'villa',
  weathered = false,
  deck = false,
  scaffold = false,
  glow = false,
}) {
  let out = shadow(x + w / 2, y + h + 8, w * 0.62, 26, 0.2);
  const boards = (bx, by, bw, bh) => {
    let lines = '';
    for (let ly = by + 18; ly < by + bh; ly += 18) lines += rect(bx, ly, bw, 2, '#000', `opacity="${weathered ? 0.12 : 0.06}"`);
    return lines;
  };
  if (style === 'villa') {
    const gableW = w * 0.42;
    // main body and hipped roof behind the gable
    out += rect(x, y, w, h, wall) + boards(x, y, w, h);
    out += poly(
      [
        [x - 24, y + 4],
        [x + w * 0.2, y - 140],
        [x + w * 0.85, y - 140],
        [x + w + 24, y + 4],
      ],
      roof,
    );
    // front gable with bay window
    out += rect(x - 10, y - 20, gableW, h + 20, wall) + boards(x - 10, y - 20, gableW, h + 20);
    out += poly(
      [
        [x - 36, y - 14],
        [x - 10 + gableW / 2, y - 190],
        [x + 16 + gableW, y - 14],
      ],
      roof,
    );
    out += poly(
      [
        [x - 4, y - 26],
        [x - 10 + gableW / 2, y - 168],
        [x - 16 + gableW, y - 26],
      ],
      wall,
    );
    out += circle(x - 10 + gableW / 2, y - 80, 22, trim) + circle(x - 10 + gableW / 2, y - 80, 15, '#3c4a55');
    out += windowPane(x + 30, y + 50, gableW - 80, 150, { frame: trim, mullions: 2, glow });
    // veranda with posts and lace brackets
    const vx = x + gableW - 10;
    out += poly(
      [
        [vx, y + 40],
        [x + w + 20, y + 40],
        [x + w + 20, y + 62],
        [vx, y + 62],
      ],
      roof,
    );
    for (let px = vx + 20; px <= x + w; px += (x + w - vx - 20) / 3) out += rect(px, y + 62, 10, h - 62, trim);
    out += windowPane(vx + 40, y + 100, 110, 130, { frame: trim, mullions: 1, glow });
    out += rect(vx + 190, y + 110, 78, h - 110, door, 'rx="4"') + circle(vx + 256, y + 110 + (h - 110) / 2, 5, '#e8c25a');
    out += rect(vx + 196, y + 118, 66, 40, '#ffffff', 'opacity="0.25"');
    out += rect(x - 20, y + h - 6, w + 44, 14, '#d9d2c4');
  } else {
    // modern: mono-pitch roof, big glazing, cedar cladding panel
    out += rect(x, y, w, h, wall);
    out += poly(
      [
        [x - 30, y + 10],
        [x + w + 30, y - 70],
        [x + w + 30, y - 40],
        [x - 30, y + 30],
      ],
      roof,
    );
    out += rect(x, y + 20, w * 0.34, h - 20, '#b77f4f');
    for (let lx = x + 12; lx < x + w * 0.34; lx += 16) out += rect(lx, y + 20, 3, h - 20, '#8f5f36', 'opacity="0.5"');
    out += windowPane(x + w * 0.42, y + 40, w * 0.5, h - 100, { frame: '#2b3339', mullions: 2, sill: false, glow });
    out += rect(x + w * 0.1, y + h - 150, 70, 150, door, 'rx="3"');
  }
  if (weathered) {
    out += rect(x, y, w, h, '#7a6a55', 'opacity="0.16"');
    for (let i = 0; i < 14; i++) {
      const px = x + ((i * 97) % w);
      const py = y + ((i * 53) % h);
      out += rect(px, py, 26 + (i % 3) * 14, 8, '#d6cbb4', 'opacity="0.9"');
    }
  }
  if (deck) {
    const dy = y + h - 6;
    out += poly(
      [
        [x - 60, dy],
        [x + w + 80, dy],
        [x + w + 130, dy + 46],
        [x - 110, dy + 46],
      ],
      '#a86f3f',
    );
    for (let i = 0; i < 5; i++) out += rect(x - 100 + i * 4, dy + 8 + i * 8, w + 220 - i * 8, 2, '#7d4f2a', 'opacity="0.6"');
    out += rect(x - 110, dy + 46, w + 240, 16, '#8a5a31');
    // outdoor furniture
    out +=
      rect(x + w * 0.55, dy - 44, 110, 10, '#4a3a2c') +
      rect(x + w * 0.55 + 8, dy - 34, 8, 40, '#4a3a2c') +
      rect(x + w * 0.55 + 94, dy - 34, 8, 40, '#4a3a2c');
    out += circle(x + w * 0.55 + 55, dy - 62, 16, '#d9534f') + rect(x + w * 0.55 + 52, dy - 52, 6, 10, '#2f6140');
  }
  if (scaffold) {
    const sx = x - 40;
    const sw = w + 80;
    for (let px = sx; px <= sx + sw; px += sw / 5) out += rect(px, y - 120, 8, h + 126, '#9aa4ad');
    for (let py = y - 110; py < y + h; py += 110) {
      out += rect(sx, py, sw + 8, 8, '#9aa4ad');
      out += rect(sx, py + 8, sw + 8, 10, '#c98a3b');
    }
    out += poly(
      [
        [sx, y - 110],
        [sx + sw / 5, y],
        [sx + sw / 5 + 6, y - 6],
        [sx + 6, y - 116],
      ],
      '#9aa4ad',
    );
  }
  return out;
}

function outdoor({
  sky = ['#8fc5e8', '#e8f4fb'],
  sun = null,
  hillColors = ['#9cc7a4', '#7bb186'],
  ground = '#8cc08f',
  harbour = false,
  clouds = true,
} = {}) {
  let defs = linear('sky', [
    [0, sky[0]],
    [1, sky[1]],
  ]);
  let body = rect(0, 0, W, H, 'url(#sky)');
  if (sun) {
    defs += radial('sun', sun.inner, sun.outer);
    body += circle(sun.x, sun.y, sun.r * 2.4, 'url(#sun)', 'opacity="0.55"') + circle(sun.x, sun.y, sun.r, sun.inner);
  }
  if (clouds) body += cloud(220, 170, 1.1) + cloud(1120, 120, 0.8, 0.8) + cloud(1380, 240, 0.6, 0.7);
  body += path(`M0 560 C 260 430 420 470 640 520 S 1080 420 1320 470 S 1560 500 1600 480 V ${H} H 0 Z`, hillColors[0]);
  if (harbour) {
    body += rect(0, 600, W, 90, '#4f93b8');
    body +=
      rect(0, 612, W, 4, '#ffffff', 'opacity="0.35"') +
      rect(200, 640, 380, 3, '#ffffff', 'opacity="0.3"') +
      rect(900, 660, 420, 3, '#ffffff', 'opacity="0.3"');
    body +=
      poly(
        [
          [1180, 630],
          [1240, 630],
          [1230, 645],
          [1190, 645],
        ],
        '#ffffff',
      ) +
      poly(
        [
          [1210, 560],
          [1210, 628],
          [1250, 628],
        ],
        '#ffffff',
      );
  }
  body += path(`M0 640 C 300 580 520 620 800 650 S 1300 600 1600 630 V ${H} H 0 Z`, hillColors[1]);
  body += rect(0, 760, W, 240, ground);
  return { defs, body };
}

// ---------- indoor pieces ----------

function room({ wall = '#efe9df', floor = '#c89f72', floorLines = '#a57d53', skirting = '#ffffff' } = {}) {
  const defs = linear('wall', [
    [0, wall],
    [1, shade(wall, -0.06)],
  ]);
  let body = rect(0, 0, W, 780, 'url(#wall)') + rect(0, 780, W, 220, floor);
  for (let i = 0; i < 12; i++) body += line(i * 150 - 40, 1000, i * 150 + 60, 780, floorLines, 3, 'opacity="0.5"');
  body += rect(0, 770, W, 16, skirting);
  return { defs, body };
}

function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.max(0, Math.min(255, Math.round(v + v * amount))));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function viewWindow(x, y, w, h) {
  let out = rect(x - 14, y - 14, w + 28, h + 28, '#ffffff', 'rx="4"');
  out += rect(x, y, w, h, '#a9d6ec');
  out += path(
    `M${x} ${y + h * 0.7} C ${x + w * 0.3} ${y + h * 0.55} ${x + w * 0.6} ${y + h * 0.68} ${x + w} ${y + h * 0.6} V ${y + h} H ${x} Z`,
    '#86bb8d',
  );
  out += rect(x, y + h * 0.85, w, h * 0.15, '#6aa574');
  out += rect(x + w / 2 - 5, y, 10, h, '#ffffff');
  return out;
}

function pendant(x, y, drop, color = '#1f2a33') {
  return (
    line(x, 0, x, y + drop, '#2b3339', 3) +
    path(`M${x - 46} ${y + drop + 44} Q ${x} ${y + drop - 16} ${x + 46} ${y + drop + 44} Z`, color) +
    circle(x, y + drop + 46, 10, '#ffe6a6')
  );
}

function plant(x, y, s = 1) {
  return group(
    [
      path('M-34 0 h68 l-10 70 h-48 z', '#d0d7dc'),
      path('M0 0 C -60 -60 -70 -120 -40 -160 C -20 -100 -10 -60 0 0 Z', '#3f7d4e'),
      path('M0 0 C 50 -50 80 -120 50 -170 C 30 -110 10 -60 0 0 Z', '#4d8a57'),
      path('M0 0 C -10 -70 0 -150 10 -190 C 20 -130 12 -60 0 0 Z', '#2f6140'),
    ].join(''),
    `transform="translate(${x} ${y}) scale(${s})"`,
  );
}

function kitchen(stage, palette = {}) {
  const isBefore = stage === 'before';
  const isDuring = stage === 'during';
  const { defs, body: base } = room(
    isBefore
      ? { wall: '#e3d9b8', floor: '#a3866a', floorLines: '#7f6550' }
      : isDuring
        ? { wall: '#d9d4cc', floor: '#b9b1a5', floorLines: '#9b9387' }
        : {},
  );
  let body = base;
  body += viewWindow(620, 150, 360, 240);
  if (isDuring) {
    // stripped back to the framing, with a dust sheet and tools
    for (let x = 80; x < 1560; x += 120) body += rect(x, 120, 22, 650, '#d7b27a');
    body += rect(60, 110, 1480, 24, '#d7b27a') + rect(60, 450, 1480, 18, '#d7b27a');
    body += viewWindow(620, 150, 360, 240);
    body += path('M100 780 C 300 700 600 760 820 730 C 1000 710 1200 760 1400 730 L 1440 960 L 80 960 Z', '#eef1f3', 'opacity="0.92"');
    body += ladder(1160, 300, 470);
    body += toolbox(300, 800);
    body += line(560, 890, 760, 870, '#2b3339', 10) + rect(740, 850, 60, 40, '#f2b134', 'rx="6"');
    return svg(defs, body);
  }
  const cabinet = palette.cabinet ?? (isBefore ? '#b9905a' : '#ffffff');
  const bench = palette.bench ?? (isBefore ? '#d8c9a8' : '#2f3a42');
  const handle = isBefore ? '#6a4a2a' : '#c9a227';
  const island = palette.island ?? '#2f3a42';
  // wall cabinets either side of the window
  body += rect(160, 140, 400, 190, cabinet, 'rx="4"') + rect(1040, 140, 400, 190, cabinet, 'rx="4"');
  for (const cx of [160, 360, 1040, 1240])
    body += rect(cx + 6, 146, 188, 178, '#000', 'opacity="0.04"') + rect(cx + 180, 220, 6, 40, handle);
  // splashback
  body += rect(160, 420, 1280, 140, isBefore ? '#e9e2c8' : '#dfe8ea');
  if (!isBefore)
    for (let tx = 160; tx < 1440; tx += 64)
      for (let ty = 420; ty < 560; ty += 35) body += rect(tx + 2, ty + 2, 60, 31, '#ffffff', 'opacity="0.55"');
  // bench and base cabinets
  body += rect(140, 560, 1320, 34, bench) + rect(160, 594, 1280, 186, cabinet);
  for (let cx = 160; cx < 1440; cx += 213)
    body += rect(cx + 6, 604, 201, 166, '#000', 'opacity="0.05"') + rect(cx + 90, 616, 40, 6, handle);
  // sink, tap, oven
  body += rect(700, 556, 200, 10, '#9aa4ad') + path('M800 560 v -70 q 0 -26 30 -26 h 16', 'none', 'stroke="#9aa4ad" stroke-width="10"');
  body +=
    rect(1080, 610, 180, 150, isBefore ? '#ece6d6' : '#1f2a33', 'rx="6"') +
    rect(1100, 650, 140, 80, isBefore ? '#3a3a3a' : '#41505b', 'rx="4"');
  if (isBefore) {
    body += rect(0, 0, W, H, '#6b5a3a', 'opacity="0.12"');
    body += circle(800, 60, 34, '#f3eed8') + line(800, 0, 800, 30, '#8a8a8a', 3);
  } else {
    body += pendant(520, 0, 250) + pendant(800, 0, 250) + pendant(1080, 0, 250);
    // island with stools
    body += shadow(800, 975, 520, 24, 0.22) + rect(320, 800, 960, 30, '#e9eef0') + rect(340, 830, 920, 140, island);
    for (const sx of [430, 650, 870, 1090])
      body += rect(sx, 860, 80, 14, '#c48a52', 'rx="6"') + rect(sx + 12, 874, 8, 100, '#2b3339') + rect(sx + 60, 874, 8, 100, '#2b3339');
    body += plant(300, 490, 0.45) + circle(1320, 540, 22, '#e8a33d') + circle(1350, 546, 18, '#d9534f');
  }
  return svg(defs, body);
}

function bathroom(stage) {
  const isBefore = stage === 'before';
  const isDuring = stage === 'during';
  const { defs, body: base } = room(
    isBefore
      ? { wall: '#d9e6c9', floor: '#8b8f7e', floorLines: '#6d7163' }
      : isDuring
        ? { wall: '#cfd4d8', floor: '#a7acb0', floorLines: '#8a8f93' }
        : { wall: '#eef2f4', floor: '#8d969d', floorLines: '#737c83' },
  );
  let body = base;
  if (isDuring) {
    // waterproofing membrane, half-laid tiles, pipes and tools
    body += rect(140, 120, 700, 650, '#6aa9c9', 'opacity="0.75"');
    for (let tx = 140; tx < 840; tx += 70) for (let ty = 560; ty < 770; ty += 70) body += rect(tx + 3, ty + 3, 64, 64, '#f4f6f7');
    body += path('M1000 770 V 420 H 1120 V 300', 'none', 'stroke="#c0703a" stroke-width="16" stroke-linecap="round"');
    body += path('M1060 770 V 500 H 1200', 'none', 'stroke="#4a90c2" stroke-width="16" stroke-linecap="round"');
    body += ladder(1240, 330, 440) + toolbox(360, 820) + bucket(900, 860);
    return svg(defs, body);
  }
  // tiled shower wall
  const tile = isBefore ? '#b9d2a6' : '#ffffff';
  const grout = isBefore ? '#9db38b' : '#d4dade';
  body += rect(120, 100, 620, 680, grout);
  for (let tx = 120; tx < 740; tx += isBefore ? 62 : 124)
    for (let ty = 100; ty < 780; ty += 62) body += rect(tx + 2, ty + 2, isBefore ? 58 : 120, 58, tile);
  if (isBefore) {
    // tired bath with a curtain
    body += rect(110, 600, 660, 180, '#f1eee3', 'rx="30"') + rect(110, 96, 660, 10, '#a8a8a8');
    body += path('M120 106 q 30 40 0 80 q 30 40 0 80 q 30 40 0 80 q 30 40 0 80 V 600 H 300 V 106 Z', '#e6c9d8', 'opacity="0.9"');
    body += rect(900, 420, 300, 60, '#f1eee3') + rect(960, 480, 180, 300, '#e4dfcf') + rect(920, 160, 260, 220, '#cfd8dc', 'rx="4"');
    body += rect(0, 0, W, H, '#5c5a3a', 'opacity="0.12"');
    body += rect(420, 200, 60, 24, '#8a8f6a', 'opacity="0.5"') + rect(600, 380, 40, 18, '#8a8f6a', 'opacity="0.5"');
  } else {
    // frameless glass, rain shower, floating vanity with round mirror
    body += rect(730, 100, 10, 680, '#b8c4cc') + rect(500, 100, 240, 680, '#cfe6f0', 'opacity="0.35"');
    body += line(430, 90, 430, 150, '#9aa4ad', 10) + rect(370, 150, 120, 14, '#9aa4ad', 'rx="7"');
    for (let i = 0; i < 9; i++) body += line(380 + i * 13, 180, 376 + i * 13, 230 + (i % 3) * 30, '#7fb3d0', 3, 'opacity="0.7"');
    body +=
      circle(1100, 290, 150, '#c9a227') +
      circle(1100, 290, 138, '#dbe9ef') +
      path('M1010 220 q 60 -60 140 -40', 'none', 'stroke="#ffffff" stroke-width="12" opacity="0.6"');
    body += rect(900, 520, 400, 26, '#f4f6f7') + rect(910, 546, 380, 150, '#b77f4f', 'rx="4"') + rect(1070, 600, 60, 6, '#2b3339');
    body += rect(1060, 490, 80, 30, '#ffffff', 'rx="14"') + path('M1100 492 v -40 h 30', 'none', 'stroke="#2b3339" stroke-width="8"');
    body += plant(1390, 700, 0.6) + rect(1320, 380, 14, 200, '#c9a227') + rect(1300, 380, 90, 14, '#c9a227');
    body += rect(1340, 394, 40, 120, '#f2f0ea');
  }
  return svg(defs, body);
}

function livingRoom() {
  const { defs, body: base } = room({ wall: '#e7ecea', floor: '#c9a27a', floorLines: '#a9825b' });
  let body = base;
  body += viewWindow(260, 110, 1080, 480);
  body += rect(250, 100, 18, 500, '#ffffff') + rect(1332, 100, 18, 500, '#ffffff');
  // curtains
  body += path('M180 90 h 90 v 610 q -45 20 -90 0 z', '#7fa39a') + path('M1330 90 h 90 v 610 q -45 20 -90 0 z', '#7fa39a');
  // rug, sofa, coffee table, lamp, plant
  body +=
    path('M300 880 L 1300 880 L 1420 990 L 180 990 Z', '#d9b48f') +
    path('M360 900 L 1240 900 L 1330 975 L 270 975 Z', '#c79a6e', 'opacity="0.6"');
  body += shadow(800, 860, 470, 22, 0.22);
  body += rect(360, 600, 880, 170, '#2f6f7e', 'rx="40"') + rect(330, 680, 940, 160, '#2a6371', 'rx="36"');
  body +=
    rect(420, 620, 240, 120, '#3c8193', 'rx="26"') +
    rect(680, 620, 240, 120, '#3c8193', 'rx="26"') +
    rect(940, 620, 240, 120, '#3c8193', 'rx="26"');
  body += rect(450, 650, 110, 90, '#e8a33d', 'rx="18"') + rect(1060, 650, 100, 86, '#f0ebe1', 'rx="18"');
  body += rect(360, 836, 14, 40, '#3a2b1f') + rect(1226, 836, 14, 40, '#3a2b1f');
  body += rect(620, 900, 360, 24, '#7a5234', 'rx="12"') + rect(650, 924, 12, 50, '#5c3d26') + rect(938, 924, 12, 50, '#5c3d26');
  body += circle(720, 888, 18, '#f0ebe1') + rect(820, 880, 90, 16, '#d9534f', 'rx="4"');
  body += line(1440, 860, 1440, 420, '#2b3339', 8) + path('M1380 430 h 120 l -30 -90 h -60 z', '#f2d8a6');
  body += plant(140, 860, 1.1);
  // framed art
  body += rect(560, 30, 0, 0, 'none');
  return svg(defs, body);
}

function paintingRoom() {
  // A wall half-way through a repaint: drop sheet, roller on a pole, tray and colour swatches.
  const { defs, body: base } = room({ wall: '#e9e4da', floor: '#c59a6d', floorLines: '#a37b52' });
  let body = base;
  body += rect(0, 0, 860, 780, '#5f8f86');
  body += path('M860 0 h 40 q -20 60 0 120 q 20 70 -10 140 q -20 80 10 160 q 20 90 -10 180 q -10 90 10 180 H 860 Z', '#5f8f86');
  body += windowPane(1040, 170, 360, 300, { mullions: 1 });
  for (let i = 0; i < 4; i++) body += rect(1060 + i * 90, 560, 70, 110, ['#5f8f86', '#8fb3a9', '#d9c7a3', '#3c5a66'][i], 'rx="6"');
  body += path('M40 790 C 300 760 600 800 900 770 C 1100 760 1300 800 1560 780 L 1600 1000 L 0 1000 Z', '#f4f1ea', 'opacity="0.95"');
  body += group(
    rect(0, 0, 220, 74, '#7fa99f', 'rx="36"') +
      rect(10, 8, 200, 20, '#ffffff', 'rx="10" opacity="0.3"') +
      path('M220 37 h 44 v 130 h -12', 'none', 'stroke="#9aa4ad" stroke-width="12"') +
      rect(242, 160, 20, 520, '#c98a3b', 'rx="10"'),
    'transform="translate(880 150) rotate(10)"',
  );
  body += ladder(260, 330, 450);
  body +=
    shadow(420, 930, 180, 16, 0.25) +
    poly(
      [
        [250, 920],
        [590, 920],
        [550, 850],
        [290, 850],
      ],
      '#d6dde1',
    ) +
    rect(300, 858, 240, 34, '#5f8f86');
  body += bucket(1240, 860) + plant(1480, 860, 0.8);
  return svg(defs, body);
}

function ladder(x, y, h) {
  let out = line(x, y + h, x + 40, y, '#c98a3b', 14) + line(x + 120, y + h, x + 100, y, '#c98a3b', 14);
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    out += line(x + 40 * (1 - t) + 6, y + h * (1 - t), x + 100 + 20 * (1 - t) - 6, y + h * (1 - t), '#c98a3b', 10);
  }
  return out;
}

function toolbox(x, y) {
  return (
    shadow(x + 110, y + 120, 140, 14, 0.25) +
    rect(x, y + 30, 220, 90, '#c0392b', 'rx="8"') +
    rect(x, y + 30, 220, 26, '#a93226', 'rx="8"') +
    path(`M${x + 70} ${y + 30} v -24 h 80 v 24`, 'none', 'stroke="#2b3339" stroke-width="10"') +
    rect(x + 96, y + 60, 28, 14, '#e0e0e0', 'rx="3"')
  );
}

function bucket(x, y) {
  return (
    shadow(x, y + 90, 70, 10, 0.25) +
    path(`M${x - 60} ${y} h 120 l -12 90 h -96 z`, '#f2f2f2') +
    rect(x - 64, y - 8, 128, 14, '#d6d6d6', 'rx="6"') +
    rect(x - 40, y + 30, 80, 30, '#1f5f7a')
  );
}

function tools() {
  const defs = linear('board', [
    [0, '#2f4654'],
    [1, '#233640'],
  ]);
  let body = rect(0, 0, W, H, 'url(#board)');
  // pegboard
  for (let px = 60; px < W; px += 60) for (let py = 60; py < 640; py += 60) body += circle(px, py, 5, '#1a2a33');
  // workbench
  body += rect(0, 660, W, 60, '#b07a45') + rect(0, 720, W, 280, '#8a5a31');
  for (let i = 0; i < 8; i++) body += rect(0, 670 + i * 6, W, 2, '#7d4f2a', 'opacity="0.35"');
  // hammer
  body += group(
    rect(-14, -10, 28, 330, '#c98a3b', 'rx="10"') + rect(-80, -50, 160, 60, '#5c6b75', 'rx="8"') + rect(-90, -40, 30, 40, '#7b8a94'),
    'transform="translate(260 220) rotate(-8)"',
  );
  // saw
  body += group(
    path('M0 0 L 420 40 L 420 110 L 0 110 Z', '#c9d2d8') +
      path('M0 110 ' + Array.from({ length: 21 }, (_, i) => `L ${i * 20 + 10} 124 L ${i * 20 + 20} 110`).join(' ') + ' Z', '#9aa4ad') +
      rect(-120, 0, 130, 110, '#d35400', 'rx="30"') +
      rect(-90, 30, 70, 50, '#2f4654', 'rx="18"'),
    'transform="translate(560 150)"',
  );
  // spirit level
  body +=
    rect(560, 420, 560, 56, '#f2b134', 'rx="8"') +
    rect(800, 432, 80, 32, '#b8e07a', 'rx="14"') +
    circle(840, 448, 9, '#ffffff', 'opacity="0.8"');
  // tape measure on the bench
  body +=
    shadow(340, 700, 120, 16, 0.3) +
    rect(230, 540, 200, 150, '#f2b134', 'rx="40"') +
    circle(330, 615, 44, '#2b3339') +
    rect(430, 660, 280, 26, '#f7e27a');
  for (let i = 0; i < 14; i++) body += rect(440 + i * 19, 660, 3, i % 2 ? 10 : 16, '#2b3339');
  // paint roller and tray
  body +=
    shadow(1260, 705, 170, 14, 0.3) +
    poly(
      [
        [1100, 690],
        [1420, 690],
        [1380, 620],
        [1140, 620],
      ],
      '#d6dde1',
    ) +
    rect(1150, 630, 220, 30, '#4f93b8');
  body += group(
    rect(0, 0, 200, 70, '#4f93b8', 'rx="34"') +
      path('M200 35 h 40 v 120 h -10', 'none', 'stroke="#9aa4ad" stroke-width="10"') +
      rect(222, 150, 26, 130, '#2b3339', 'rx="12"'),
    'transform="translate(1220 200) rotate(12)"',
  );
  // screwdrivers
  body += group(rect(0, 0, 34, 140, '#c0392b', 'rx="14"') + rect(12, 140, 10, 170, '#9aa4ad'), 'transform="translate(1500 120) rotate(6)"');
  body += group(rect(0, 0, 34, 140, '#1f5f7a', 'rx="14"') + rect(12, 140, 10, 150, '#9aa4ad'), 'transform="translate(140 110) rotate(-4)"');
  // pencil and screws
  body += group(
    rect(0, 0, 220, 18, '#f2b134') +
      poly(
        [
          [220, 0],
          [250, 9],
          [220, 18],
        ],
        '#e8cfa0',
      ),
    'transform="translate(760 760) rotate(-6)"',
  );
  for (let i = 0; i < 6; i++) body += circle(1000 + i * 34, 780 + (i % 2) * 14, 9, '#c9d2d8');
  return svg(defs, body);
}

function keysAndChecklist() {
  const { defs, body: wallBody } = room({ wall: '#dfe9ee', floor: '#b98e63', floorLines: '#9c744d' });
  let body = wallBody;
  body += viewWindow(980, 120, 460, 360);
  // table top
  body += rect(0, 600, W, 400, '#c8925e') + rect(0, 600, W, 18, '#d9a472');
  for (let i = 0; i < 6; i++) body += rect(0, 660 + i * 55, W, 3, '#a8743f', 'opacity="0.45"');
  // clipboard with an inspection checklist
  body += group(
    [
      shadow(230, 470, 260, 26, 0.25),
      rect(0, 0, 460, 560, '#7a5234', 'rx="18"'),
      rect(30, 40, 400, 490, '#ffffff', 'rx="6"'),
      rect(150, -20, 160, 60, '#9aa4ad', 'rx="12"'),
      ...[0, 1, 2, 3, 4].map(
        (i) =>
          rect(70, 110 + i * 80, 40, 40, '#ffffff', 'stroke="#1f5f7a" stroke-width="5" rx="6"') +
          (i < 4 ? path(`M78 ${130 + i * 80} l 12 12 l 22 -26`, 'none', 'stroke="#1b6e3a" stroke-width="8" stroke-linecap="round"') : '') +
          rect(130, 120 + i * 80, 240 - (i % 2) * 60, 18, '#c9d1d9', 'rx="9"'),
      ),
    ].join(''),
    'transform="translate(220 300) rotate(-6)"',
  );
  // keys on a ring with a house-shaped tag
  body += group(
    [
      shadow(120, 190, 200, 20, 0.25),
      circle(0, 0, 50, 'none', 'stroke="#c9a227" stroke-width="12"'),
      group(
        rect(0, -16, 200, 32, '#c9a227', 'rx="8"') +
          rect(160, 16, 16, 30, '#c9a227') +
          rect(120, 16, 16, 22, '#c9a227') +
          circle(-10, 0, 40, '#d8b43a'),
        'transform="translate(40 30) rotate(20)"',
      ),
      group(
        rect(0, -14, 170, 28, '#aab4bb', 'rx="8"') + rect(130, 14, 14, 26, '#aab4bb') + circle(-8, 0, 34, '#bcc5cb'),
        'transform="translate(30 -20) rotate(-25)"',
      ),
      group(
        poly(
          [
            [0, 60],
            [70, 0],
            [140, 60],
            [140, 170],
            [0, 170],
          ],
          '#1f5f7a',
        ) +
          rect(55, 100, 30, 70, '#ffffff') +
          circle(70, 40, 10, '#ffffff'),
        'transform="translate(-180 -40) rotate(-12)"',
      ),
    ].join(''),
    'transform="translate(1000 700)"',
  );
  body += plant(1460, 620, 0.7);
  // a mug
  body +=
    shadow(820, 690, 70, 10, 0.25) +
    rect(760, 600, 110, 90, '#f0ebe1', 'rx="10"') +
    path('M870 620 q 44 0 44 30 q 0 30 -44 30', 'none', 'stroke="#f0ebe1" stroke-width="14"');
  return svg(defs, body);
}

// ---------- scenes ----------

const scenes = {
  'hero-1': () => {
    // A restored villa at golden hour above the harbour.
    const { defs, body } = outdoor({
      sky: ['#f4b27a', '#fde7c8'],
      sun: { x: 1280, y: 330, r: 70, inner: '#fff2c4', outer: '#f4b27a' },
      hillColors: ['#c7b07a', '#8fae72'],
      ground: '#7ea266',
      harbour: true,
    });
    return svg(
      defs,
      body +
        fence(80, 790, 1460) +
        house({ x: 500, y: 470, w: 640, h: 320, wall: '#f7f2e6', roof: '#3c4a55', door: '#8a2f2f', glow: true }) +
        tree(240, 800, 1.3) +
        cabbageTree(1330, 790, 1.2) +
        bush(420, 860, 1.2) +
        bush(1220, 870, 1),
    );
  },
  'hero-2': () => kitchen('after', { cabinet: '#8fb3a0', bench: '#e9e4da', island: '#5e7f6e' }),
  'hero-3': () => {
    // A street of well-kept rental homes.
    const { defs, body } = outdoor({ sky: ['#7fbde3', '#e4f2fa'], hillColors: ['#a5cfa9', '#88bb8f'], ground: '#94c795' });
    let scene = body + rect(0, 900, W, 100, '#9aa1a7') + rect(0, 890, W, 14, '#c9ced2');
    scene += house({ x: 60, y: 560, w: 420, h: 260, wall: '#f4e3c3', roof: '#8a3b32', door: '#1f5f7a' });
    scene += house({ x: 600, y: 520, w: 440, h: 300, wall: '#ffffff', roof: '#2b3339', style: 'modern', door: '#c9a227' });
    scene += house({ x: 1150, y: 560, w: 400, h: 260, wall: '#d9ebe5', roof: '#46525c', door: '#8a2f2f' });
    scene += tree(540, 880, 0.9) + tree(1090, 880, 0.8, '#5c9a5f') + bush(200, 880, 0.8) + bush(1380, 880, 0.8);
    return svg(defs, scene);
  },
  'hero-4': () => tools(),
  'hero-5': () => livingRoom(),
  'property-management': () => keysAndChecklist(),
  renovations: () => paintingRoom(),
  'project-kitchen-before': () => kitchen('before'),
  'project-kitchen-during': () => kitchen('during'),
  'project-kitchen-after': () => kitchen('after'),
  'project-bathroom-before': () => bathroom('before'),
  'project-bathroom-during': () => bathroom('during'),
  'project-bathroom-after': () => bathroom('after'),
  'project-exterior-before': () => {
    const { defs, body } = outdoor({ sky: ['#a9bccb', '#e2e8ec'], hillColors: ['#a9b99a', '#93a883'], ground: '#9bab7f' });
    return svg(
      defs,
      body +
        house({ x: 480, y: 470, w: 640, h: 320, wall: '#e6dcc6', roof: '#6b6258', door: '#5a5248', weathered: true }) +
        bush(380, 860, 1.3, '#6f8a55') +
        bush(1240, 870, 1.1, '#6f8a55'),
    );
  },
  'project-exterior-during': () => {
    const { defs, body } = outdoor({ sky: ['#8fc5e8', '#e8f4fb'] });
    return svg(
      defs,
      body +
        house({ x: 480, y: 470, w: 640, h: 320, wall: '#f1ece0', roof: '#46525c', door: '#5a5248', scaffold: true }) +
        bucket(360, 880) +
        ladder(1180, 560, 300),
    );
  },
  'project-exterior-after': () => {
    const { defs, body } = outdoor({ sky: ['#6fb4e0', '#e6f3fb'], sun: { x: 260, y: 200, r: 60, inner: '#fff6d0', outer: '#9fd0ee' } });
    return svg(
      defs,
      body +
        house({ x: 480, y: 440, w: 640, h: 320, wall: '#fbf8f1', roof: '#2b3339', door: '#1f5f7a', deck: true }) +
        tree(260, 860, 1.1) +
        cabbageTree(1380, 850, 1.1) +
        bush(1250, 900, 1),
    );
  },
};

mkdirSync(OUT, { recursive: true });
for (const [name, draw] of Object.entries(scenes)) {
  writeFileSync(`${OUT}${name}.svg`, draw());
  console.log(`drew ${name}.svg`);
}
