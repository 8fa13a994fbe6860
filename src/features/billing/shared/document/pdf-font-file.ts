// Fetches a font file the build serves (an asset URL). Its own module so unit tests, which have no
// web server for assets, can read the same files from disk (src/testing/setup-tests.ts).
export async function fetchFontFile(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the PDF font (${response.status}).`);
  return response.arrayBuffer();
}
