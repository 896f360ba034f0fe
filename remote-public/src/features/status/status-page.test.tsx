import '../../testing/setup';
import { ApiError, apiClient } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { HealthResponse } from './api/get-health';
import { StatusPage } from './status-page';

jest.mock('../../lib/hero-image');
jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn() },
}));

/** GET /api/health as the fetcher receives it; a failure rejects with ApiError. */
const get = jest.mocked(apiClient.get) as unknown as jest.Mock;
const answer = (health: HealthResponse) => ({
  status: health.overall_status === 'unhealthy' ? 503 : 200,
  statusText: '',
  json: () => Promise.resolve(health),
});

type Status = HealthResponse['overall_status'];

function health(overall: Status, redis: Status = 'not_configured'): HealthResponse {
  return {
    overall_status: overall,
    timestamp: '2026-11-22T10:00:00.000Z',
    embedding: null,
    services: {
      api: { status: 'healthy', version: '0.1.0', environment: 'test', uptime_seconds: 93_780 },
      database: {
        status: 'healthy',
        driver: 'pglite',
        vector_search: true,
        version: '17.5',
        database_size_mb: 12.34,
        response_time_ms: 3,
        error: null,
      },
      redis: {
        status: redis,
        version: null,
        connected_clients: null,
        used_memory_mb: null,
        response_time_ms: null,
        uptime_days: null,
        error: null,
      },
      external: {
        email: { status: 'healthy', message: 'Local outbox', response_time_ms: null, error: null },
        llm: { status: 'degraded', message: 'Slow', response_time_ms: 900, error: 'timeout' },
      },
    },
  };
}

const tone = (id: string) =>
  within(screen.getByTestId(`service-${id}`)).getByText(/./, { selector: '.status-badge' }).dataset
    .tone;

describe('StatusPage', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    get.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the headline, per-service colours and fields', async () => {
    get.mockResolvedValue(answer(health('healthy')));
    renderWithProviders(<StatusPage />);
    expect(await screen.findByText('All Systems Operational')).toBeTruthy();
    expect(tone('api')).toBe('green');
    expect(tone('redis')).toBe('gray');
    expect(tone('external-llm')).toBe('yellow');
    expect(within(screen.getByTestId('service-api')).getByText('1d 2h')).toBeTruthy();
    expect(within(screen.getByTestId('service-database')).getByText('12.3 MB')).toBeTruthy();
    // The server names a category; the page says it in words.
    expect(
      within(screen.getByTestId('service-external-llm')).getByText('No answer in time'),
    ).toBeTruthy();
  });

  it('shows an unhealthy answer (the API 503) as the status, with the reason in words', async () => {
    const down = health('unhealthy');
    down.services.database = {
      ...down.services.database,
      status: 'unhealthy',
      version: null,
      database_size_mb: null,
      response_time_ms: null,
      error: 'refused',
    };
    get.mockResolvedValue(answer(down));
    renderWithProviders(<StatusPage />, { language: 'fr', route: '/status' });
    expect(await screen.findByText('Des problèmes ont été détectés')).toBeTruthy();
    expect(tone('database')).toBe('red');
    expect(
      within(screen.getByTestId('service-database')).getByText('Connexion refusée'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says Some Issues Detected unless everything is healthy, and colours unhealthy red', async () => {
    get.mockResolvedValue(answer(health('degraded', 'unhealthy')));
    renderWithProviders(<StatusPage />);
    expect(await screen.findByText('Some Issues Detected')).toBeTruthy();
    expect(tone('redis')).toBe('red');
  });

  it('refreshes every 30 seconds and on the button', async () => {
    get.mockResolvedValue(answer(health('healthy')));
    renderWithProviders(<StatusPage />);
    await screen.findByText('All Systems Operational');
    expect(get).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(get).toHaveBeenCalledTimes(2);
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: /Refresh/ }));
      return Promise.resolve();
    });
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('reports a failed fetch and tries again on request', async () => {
    get.mockRejectedValueOnce(new ApiError(null, 'Failed to fetch'));
    renderWithProviders(<StatusPage />);
    expect(screen.getByText('Loading service status…')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch service status');
    get.mockResolvedValueOnce(answer(health('healthy')));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('All Systems Operational')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the last answer on screen when a refresh fails', async () => {
    get.mockResolvedValueOnce(answer(health('healthy')));
    renderWithProviders(<StatusPage />);
    await screen.findByText('All Systems Operational');
    get.mockRejectedValueOnce(new ApiError(null, 'Failed to fetch'));
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch service status');
    expect(screen.getByText('All Systems Operational')).toBeTruthy();
  });
});
