import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { startColdStart } from '../../../mocks/runtime/cold-start';
import { server } from '../../../mocks/runtime/node';
import { ServerStatusBanner } from './server-status-banner';
import { ServerStatusNotice } from './server-status-notice';
import { useServerStatus, type HealthProbe } from './use-server-status';

const healthUrl = new URL('actuator/health', env.apiBaseUrl).href;

function Harness({ probe }: { probe: HealthProbe }) {
  const { phase, retry } = useServerStatus(probe);
  return <ServerStatusNotice phase={phase} onRetry={retry} />;
}

/** Lets pending promises (the probe's answer) settle under fake timers. */
const settle = () => act(async () => {});
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('the server-wake indicator', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing when the server answers ready at once', async () => {
    const probe = vi.fn<HealthProbe>().mockResolvedValue(200);
    render(<Harness probe={probe} />);
    await settle();
    await advance(5000);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('says the server is waking, polls every 1.5 s, then says ready and hides 1.8 s later', async () => {
    const probe = vi
      .fn<HealthProbe>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(503)
      .mockResolvedValue(204);
    render(<Harness probe={probe} />);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('The server is still waking up — try again shortly.');

    await advance(1499);
    expect(probe).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent(/still waking/);

    await advance(1500);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('status')).toHaveTextContent('Server ready.');

    await advance(1799);
    expect(screen.getByRole('status')).toHaveTextContent('Server ready.');
    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await advance(10_000);
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it.each([200, 204, 401, 403])('counts %i as ready', async (status) => {
    const probe = vi.fn<HealthProbe>().mockResolvedValueOnce(503).mockResolvedValue(status);
    render(<Harness probe={probe} />);
    await settle();
    await advance(1500);
    expect(screen.getByRole('status')).toHaveTextContent('Server ready.');
  });

  it('appears when the first probe has not answered within a second', async () => {
    const probe = vi.fn<HealthProbe>(() => new Promise<number>(() => {}));
    render(<Harness probe={probe} />);
    await advance(999);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent(/still waking/);
    // A hung probe is never overlapped by another.
    await advance(10_000);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it("gives up after 30 s with 'server unreachable — please retry', and Retry polls again", async () => {
    const probe = vi.fn<HealthProbe>().mockResolvedValue(503);
    render(<Harness probe={probe} />);
    await settle();
    await advance(29_999);
    expect(screen.getByRole('status')).toHaveTextContent(/still waking/);
    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('server unreachable — please retry');
    const calls = probe.mock.calls.length;
    await advance(10_000);
    expect(probe).toHaveBeenCalledTimes(calls);

    probe.mockResolvedValue(200);
    // userEvent waits on timers of its own; a plain click keeps this test on the fake clock.
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(probe).toHaveBeenCalledTimes(calls + 1);
    expect(screen.getByRole('status')).toHaveTextContent('Server ready.');
  });

  it('aborts a probe still hanging at the deadline', async () => {
    let signal: AbortSignal | undefined;
    const probe = vi.fn<HealthProbe>((s) => {
      signal = s;
      return new Promise<number>(() => {});
    });
    render(<Harness probe={probe} />);
    await advance(30_000);
    expect(signal?.aborted).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('server unreachable — please retry');
  });

  it('follows the mock backend through a cold start', async () => {
    startColdStart(4000);
    render(<ServerStatusBanner />);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(/still waking/);
    await advance(3000);
    expect(screen.getByRole('status')).toHaveTextContent(/still waking/);
    await advance(1500);
    expect(screen.getByRole('status')).toHaveTextContent('Server ready.');
  });

  // What Spring Boot Actuator answers (openapi.yaml, docs/backend.md#health): readiness is the
  // status code alone, in Actuator's own media type; UNKNOWN answers 200, OUT_OF_SERVICE 503.
  it.each([
    ['UP', 200, 'Server ready.'],
    ['UNKNOWN', 200, 'Server ready.'],
    ['DOWN', 503, 'The server is still waking up — try again shortly.'],
    ['OUT_OF_SERVICE', 503, 'The server is still waking up — try again shortly.'],
  ])('reads Actuator %s (%i, its own media type) from the real endpoint as: %s', async (health, status, message) => {
    const answers = [
      { status: 'DOWN', code: 503 },
      { status: health, code: status },
    ];
    server.use(
      http.get(healthUrl, () => {
        const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
        return HttpResponse.json(
          { status: answer.status, components: { db: { status: answer.status } } },
          { status: answer.code, headers: { 'Content-Type': 'application/vnd.spring-boot.actuator.v3+json' } },
        );
      }),
    );
    render(<ServerStatusBanner />);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(/still waking/);
    await advance(1500);
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });

  it('keeps waking through network errors from the real endpoint', async () => {
    server.use(http.get(healthUrl, () => HttpResponse.error()));
    render(<ServerStatusBanner />);
    await settle();
    await advance(3000);
    expect(screen.getByRole('status')).toHaveTextContent(/still waking/);
    await advance(27_000);
    expect(screen.getByRole('status')).toHaveTextContent('server unreachable — please retry');
  });
});
