import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { yieldToInput } from '@/lib/yield-to-input';
import { loadRouteModules } from './start';

describe("the app's start", () => {
  it("starts the address's route modules outermost first, one per task, and not another route's", async () => {
    const loads: string[] = [];
    const lazy = (name: string) =>
      vi.fn(() => {
        loads.push(name);
        return Promise.resolve({});
      });
    const table: RouteObject[] = [
      {
        lazy: lazy('layout'),
        children: [
          { path: '/quotes', lazy: lazy('quotes') },
          { path: '/dashboard', lazy: lazy('dashboard') },
        ],
      },
    ];
    const loading = loadRouteModules(table, { pathname: '/quotes', search: '', hash: '' });
    // None in this task, which evaluated the app's modules; each after the page has had a turn.
    expect(loads).toEqual([]);
    await yieldToInput();
    expect(loads).toEqual(['layout']);
    await loading;
    expect(loads).toEqual(['layout', 'quotes']);
  });

  it("leaves a module that fails to load to the router, which shows it when it loads the route", async () => {
    const table: RouteObject[] = [{ path: '/quotes', lazy: () => Promise.reject(new Error('chunk failed')) }];
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await expect(loadRouteModules(table, { pathname: '/quotes', search: '', hash: '' })).resolves.toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
