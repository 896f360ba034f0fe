import { ApiError } from '@lyceum/platform';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getHealth, type HealthResponse } from '../api/get-health';
import { renderPage } from '../testing/render';
import { StatusPage } from './status-page';

jest.mock('../landing/hero-image');
jest.mock('../api/get-health', () => ({ getHealth: jest.fn() }));
const fetchHealth = jest.mocked(getHealth);

type Status = HealthResponse['overall_status'];

function health(overall: Status, redis: Status = 'not_configured'): HealthResponse {
  return {
    overall_status: overall,
    timestamp: '2026-11-22T10:00:00.000Z',
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
    fetchHealth.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the headline, per-service colours and fields', async () => {
    fetchHealth.mockResolvedValue(health('healthy'));
    renderPage(<StatusPage />);
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
    fetchHealth.mockResolvedValue(down);
    renderPage(<StatusPage />, { language: 'fr', path: '/status' });
    expect(await screen.findByText('Des problèmes ont été détectés')).toBeTruthy();
    expect(tone('database')).toBe('red');
    expect(
      within(screen.getByTestId('service-database')).getByText('Connexion refusée'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says Some Issues Detected unless everything is healthy, and colours unhealthy red', async () => {
    fetchHealth.mockResolvedValue(health('degraded', 'unhealthy'));
    renderPage(<StatusPage />);
    expect(await screen.findByText('Some Issues Detected')).toBeTruthy();
    expect(tone('redis')).toBe('red');
  });

  it('refreshes every 30 seconds and on the button', async () => {
    fetchHealth.mockResolvedValue(health('healthy'));
    renderPage(<StatusPage />);
    await screen.findByText('All Systems Operational');
    expect(fetchHealth).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(fetchHealth).toHaveBeenCalledTimes(2);
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: /Refresh/ }));
      return Promise.resolve();
    });
    expect(fetchHealth).toHaveBeenCalledTimes(3);
  });

  it('reports a failed fetch', async () => {
    fetchHealth.mockRejectedValue(new ApiError(null, 'Failed to fetch'));
    renderPage(<StatusPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch service status');
  });
});
