// `npm run images`: turns the photos in src/features/landing/photos/ into the landing page's
// responsive set in public/images/landing/: AVIF and WebP at several widths and a JPEG fallback,
// cropped to 16:10 around the most interesting part, with metadata such as GPS position removed.
// It also writes the manifest the page reads (src/features/landing/image-manifest.json, JSON so
// that formatting it never stops this script reading it back), the social preview image (from the
// first hero image) and the home-screen icon (from public/favicon.svg). The build preloads the
// first hero image on `/` (scripts/vite-landing-preload.ts).
//
// A photo (jpg, png, webp, avif, tiff) overrides the drawn stand-in (svg) of the same name.
// Unchanged images are not encoded again; files of removed or replaced images are deleted.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import sharp, { type Sharp } from 'sharp';
import { hero } from '../src/features/landing/content.ts';
import {
  fallbackWidth,
  IMAGE_BASE_PATH,
  imageUrl,
  MODERN_FORMATS,
  type ImageEntry,
  type ImageFormat,
} from '../src/features/landing/responsive-image.ts';

const ASPECT = 16 / 10;
const WIDTHS = [480, 800, 1200, 1600];
const QUALITY = { avif: 50, webp: 70, jpg: 72 } as const;
const SOCIAL_IMAGE = { file: 'og-image.jpg', width: 1200, height: 630 };

const RASTER = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff']);
const VECTOR = new Set(['.svg']);

export interface ImagePipelineOptions {
  /** The folder the company drops its photos into. */
  sourceDir: string;
  /** Where the responsive files go (served as IMAGE_BASE_PATH). */
  outDir: string;
  manifestPath: string;
  /** Widths to generate; never more than the photo has. */
  widths?: readonly number[];
  /** The image the social preview (og-image.jpg) is made from. */
  socialImageSource?: string;
  log?: (line: string) => void;
}

interface Source {
  name: string;
  file: string;
}

/** One source per image name; a photo wins over a drawn stand-in of the same name. */
function findSources(sourceDir: string, log: (line: string) => void): Source[] {
  const byName = new Map<string, { raster: string[]; vector: string[] }>();
  for (const file of readdirSync(sourceDir)) {
    const ext = extname(file).toLowerCase();
    if (!RASTER.has(ext) && !VECTOR.has(ext)) continue;
    const name = basename(file, extname(file));
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
      throw new Error(`"${file}": use lower-case letters, digits and dashes in file names (e.g. hero-1.jpg).`);
    }
    const entry = byName.get(name) ?? { raster: [], vector: [] };
    (RASTER.has(ext) ? entry.raster : entry.vector).push(file);
    byName.set(name, entry);
  }
  const sources: Source[] = [];
  for (const [name, { raster, vector }] of [...byName].sort(([a], [b]) => a.localeCompare(b))) {
    if (raster.length > 1) throw new Error(`${raster.join(' and ')} are both named "${name}": keep one.`);
    const file = raster[0] ?? vector[0];
    if (file === undefined) continue;
    if (raster.length === 1 && vector.length > 0) log(`${name}: using the photo ${file} instead of the drawing ${vector.join(', ')}`);
    sources.push({ name, file: join(sourceDir, file) });
  }
  return sources;
}

/** The source as a 16:10 image no wider than `maxWidth`, cropped around its most interesting part. */
async function master(
  file: string,
  maxWidth: number,
  log: (line: string) => void,
): Promise<{ image: Sharp; width: number; height: number }> {
  const isVector = VECTOR.has(extname(file).toLowerCase());
  const input = readFileSync(file);
  const { width: sourceWidth, height: sourceHeight } = (await sharp(input).metadata()).autoOrient;
  // Drawings are rendered at the size needed; photos are never enlarged.
  const scale = isVector ? maxWidth / Math.min(sourceWidth, sourceHeight * ASPECT) : 1;
  const width = Math.min(maxWidth, Math.floor(Math.min(sourceWidth * scale, sourceHeight * scale * ASPECT)));
  const height = Math.round(width / ASPECT);
  if (!isVector && width < maxWidth) {
    log(`${basename(file)}: ${sourceWidth}x${sourceHeight} is small; ${maxWidth} px wide or more looks sharper on large screens.`);
  }
  const rendered = await sharp(input, isVector ? { density: 72 * scale } : {})
    .autoOrient()
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .png()
    .toBuffer();
  return { image: sharp(rendered), width, height };
}

function encode(image: Sharp, target: ImageFormat): Sharp {
  if (target === 'avif') return image.avif({ quality: QUALITY.avif, effort: 4 });
  if (target === 'webp') return image.webp({ quality: QUALITY.webp, effort: 6 });
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: QUALITY.jpg, mozjpeg: true, progressive: true });
}

/** AVIF and WebP at every width; the JPEG fallback (for browsers without either) at one. */
function outputs(entry: ImageEntry): Array<{ width: number; format: ImageFormat }> {
  const modern = entry.widths.flatMap((width) => MODERN_FORMATS.map(({ format: f }) => ({ width, format: f })));
  return [...modern, { width: fallbackWidth(entry), format: 'jpg' }];
}

function fileNames(name: string, entry: ImageEntry): string[] {
  return outputs(entry).map(({ width, format: f }) => basename(imageUrl(name, entry, width, f)));
}

const hex = (channel: number) => channel.toString(16).padStart(2, '0');

function readManifest(path: string): Record<string, ImageEntry> {
  if (!existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, ImageEntry>;
  } catch {
    return {};
  }
}

/** Builds the responsive set and the manifest; returns the manifest. */
export async function buildLandingImages(options: ImagePipelineOptions): Promise<Record<string, ImageEntry>> {
  const { sourceDir, outDir, manifestPath, widths = WIDTHS, socialImageSource, log = console.log } = options;
  const maxWidth = Math.max(...widths);
  // Part of every hash: changing how files are encoded renames them, so caches never serve old ones.
  const settings = JSON.stringify({ ASPECT, WIDTHS: widths, QUALITY, v: 2 });

  mkdirSync(outDir, { recursive: true });
  const sources = findSources(sourceDir, log);
  if (sources.length === 0) throw new Error(`no images in ${sourceDir}`);
  const previous = readManifest(manifestPath);
  const entries: Record<string, ImageEntry> = {};

  for (const source of sources) {
    const hash = createHash('sha256').update(readFileSync(source.file)).update(settings).digest('hex').slice(0, 10);
    const known = previous[source.name];
    if (known?.hash === hash && fileNames(source.name, known).every((file) => existsSync(join(outDir, file)))) {
      log(`${source.name}: unchanged`);
      entries[source.name] = known;
      continue;
    }
    const { image, width, height } = await master(source.file, maxWidth, log);
    const { dominant } = await image.clone().stats();
    const entry: ImageEntry = {
      width,
      height,
      widths: [...widths.filter((w) => w < width), width],
      hash,
      color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    };
    for (const { width: w, format: f } of outputs(entry)) {
      await encode(image.clone().resize(w, Math.round(w / ASPECT)), f).toFile(join(outDir, basename(imageUrl(source.name, entry, w, f))));
    }
    log(`${source.name}: AVIF and WebP ${entry.widths.join(', ')} px wide, JPEG ${fallbackWidth(entry)} px`);
    entries[source.name] = entry;
  }

  if (socialImageSource !== undefined) {
    const source = sources.find((s) => s.name === socialImageSource);
    if (source === undefined) throw new Error(`the social preview's image "${socialImageSource}" has no source file.`);
    const { image } = await master(source.file, Math.max(maxWidth, SOCIAL_IMAGE.width), log);
    await image
      .resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(join(outDir, SOCIAL_IMAGE.file));
  }

  const keep = new Set([
    ...(socialImageSource === undefined ? [] : [SOCIAL_IMAGE.file]),
    ...Object.entries(entries).flatMap(([name, e]) => fileNames(name, e)),
  ]);
  for (const file of readdirSync(outDir)) {
    if (keep.has(file)) continue;
    rmSync(join(outDir, file));
    log(`removed ${file}`);
  }

  const prettierOptions = (await resolveConfig(manifestPath)) ?? {};
  writeFileSync(manifestPath, await format(JSON.stringify(entries), { ...prettierOptions, filepath: manifestPath }));
  return entries;
}

/** The home-screen icon for iOS, drawn from the favicon. */
async function writeTouchIcon(root: string): Promise<void> {
  await sharp(readFileSync(join(root, 'public/favicon.svg')), { density: 72 * 8 })
    .resize(180, 180)
    .flatten({ background: '#0b4f6c' })
    .png({ compressionLevel: 9 })
    .toFile(join(root, 'public/apple-touch-icon.png'));
}

async function main(): Promise<void> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const entries = await buildLandingImages({
    sourceDir: join(root, 'src/features/landing/photos'),
    outDir: join(root, 'public', IMAGE_BASE_PATH),
    manifestPath: join(root, 'src/features/landing/image-manifest.json'),
    socialImageSource: hero.slides[0]?.image,
  });
  await writeTouchIcon(root);
  console.log(`Wrote ${Object.keys(entries).length} images to public${IMAGE_BASE_PATH} and the manifest.`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`images: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
