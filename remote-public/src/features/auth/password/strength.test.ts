import { personalWords, strengthLevel } from './strength';

describe('strengthLevel', () => {
  it('calls weak exactly what the server refuses: too short, or scored below 2', () => {
    expect(strengthLevel('Kx9!vRq', 4)).toBe('weak'); // 7 characters
    expect(strengthLevel('password', 0)).toBe('weak');
    expect(strengthLevel('motdepasse', 1)).toBe('weak');
  });

  it('rates the passwords the server accepts fair, good or strong', () => {
    expect(strengthLevel('Kx9!vRq2', 2)).toBe('fair');
    expect(strengthLevel('horloge-bleue', 3)).toBe('good');
    expect(strengthLevel('quiet-otter-lantern-71', 4)).toBe('strong');
  });

  it('counts characters, not UTF-16 units, as the server does', () => {
    expect(strengthLevel('😀😀😀😀', 4)).toBe('weak'); // 8 units, 4 characters
  });
});

test('personalWords are the username, the address and its local part', () => {
  expect(personalWords(' ada_l ', ' ada@example.org ')).toEqual([
    'ada_l',
    'ada@example.org',
    'ada',
  ]);
  expect(personalWords('', '')).toEqual([]);
});
