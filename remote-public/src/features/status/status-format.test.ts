import { splitUptime, statusTone } from './status-format';

describe('status formatting', () => {
  it('colours healthy green, unhealthy red, degraded yellow and anything else gray', () => {
    expect(statusTone('healthy')).toBe('green');
    expect(statusTone('unhealthy')).toBe('red');
    expect(statusTone('degraded')).toBe('yellow');
    expect(statusTone('not_configured')).toBe('gray');
    expect(statusTone('mystery')).toBe('gray');
  });

  it('shows uptime as days and hours, hours and minutes, or minutes', () => {
    expect(splitUptime(2 * 86_400 + 3 * 3_600 + 59 * 60)).toEqual({
      key: 'daysHours',
      days: 2,
      hours: 3,
    });
    expect(splitUptime(86_400)).toEqual({ key: 'daysHours', days: 1, hours: 0 });
    expect(splitUptime(5 * 3_600 + 7 * 60 + 30)).toEqual({
      key: 'hoursMinutes',
      hours: 5,
      minutes: 7,
    });
    expect(splitUptime(3_600)).toEqual({ key: 'hoursMinutes', hours: 1, minutes: 0 });
    expect(splitUptime(59 * 60 + 59)).toEqual({ key: 'minutes', minutes: 59 });
    expect(splitUptime(12)).toEqual({ key: 'minutes', minutes: 0 });
  });
});
