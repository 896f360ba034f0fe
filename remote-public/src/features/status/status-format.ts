import type { ServiceStatus } from './api/get-health';

export type StatusTone = 'green' | 'red' | 'yellow' | 'gray';

/** Healthy is green, unhealthy red, degraded yellow, and anything else (not_configured) gray. */
export function statusTone(status: ServiceStatus): StatusTone {
  if (status === 'healthy') return 'green';
  if (status === 'unhealthy') return 'red';
  if (status === 'degraded') return 'yellow';
  return 'gray';
}

export type Uptime =
  | { key: 'daysHours'; days: number; hours: number }
  | { key: 'hoursMinutes'; hours: number; minutes: number }
  | { key: 'minutes'; minutes: number };

/** Days and hours from one day, hours and minutes from one hour, else minutes. */
export function splitUptime(seconds: number): Uptime {
  const total = Math.max(0, Math.floor(seconds));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  if (days > 0) return { key: 'daysHours', days, hours };
  if (hours > 0) return { key: 'hoursMinutes', hours, minutes };
  return { key: 'minutes', minutes };
}
