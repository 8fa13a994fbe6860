import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startColdStart } from './cold-start';
import { call } from '../testing/call';

describe('the simulated cold start', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails the health check until the wake moment', async () => {
    startColdStart(3000);
    expect((await call('GET', '/actuator/health')).status).toBe(503);
    await vi.advanceTimersByTimeAsync(3000);
    const awake = await call('GET', '/actuator/health');
    expect(awake.status).toBe(200);
    expect(awake.json).toEqual({ status: 'UP' });
  });

  it('holds other requests until the server is awake, then answers them', async () => {
    startColdStart(3000);
    let answered = false;
    const pending = call('GET', '/api/users/roles').then((result) => {
      answered = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(2900);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect((await pending).status).toBe(200);
  });

  it('never wakes when told so', async () => {
    startColdStart('never');
    let answered = false;
    void call('GET', '/api/users/roles').then(() => {
      answered = true;
    });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(answered).toBe(false);
    expect((await call('GET', '/actuator/health')).status).toBe(503);
  });

  it('answers the requests it holds at once when woken early, also from "never" (the test control)', async () => {
    startColdStart('never');
    let answered = false;
    const pending = call('GET', '/api/users/roles').then((result) => {
      answered = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(answered).toBe(false);
    startColdStart(0);
    expect((await pending).status).toBe(200);
  });

  it('holds a request until the new wake moment when put back to sleep for longer', async () => {
    startColdStart(1000);
    startColdStart(5000);
    let answered = false;
    const pending = call('GET', '/api/users/roles').then((result) => {
      answered = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(4900);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect((await pending).status).toBe(200);
  });
});
