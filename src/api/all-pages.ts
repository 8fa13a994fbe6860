// Every row of a paged list, for exports: page after page of the largest size the API allows, in
// the query's sort order (the lists end their sort with the id, so pages neither skip nor repeat).
import { INVOICE_MAX_PAGE_SIZE } from '@/config/invoicing';

export interface AllPagesOptions {
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
}

interface Paged<T> {
  content: T[];
  page: { totalElements: number; totalPages: number };
}

export async function fetchAllPages<T>(
  fetchPage: (page: number, size: number, signal?: AbortSignal) => Promise<Paged<T>>,
  { signal, onProgress }: AllPagesOptions = {},
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; ; page += 1) {
    const result = await fetchPage(page, INVOICE_MAX_PAGE_SIZE, signal);
    rows.push(...result.content);
    onProgress?.(rows.length, result.page.totalElements);
    if (page + 1 >= result.page.totalPages || result.content.length === 0) return rows;
  }
}
