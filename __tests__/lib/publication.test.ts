/** @jest-environment node */
import { publicationDay, publicationStatus, saoPauloDay } from '@/lib/publication';

describe("the build's day is São Paulo's, whatever the machine's time zone", () => {
  it.each([
    ['2025-01-20T02:59:00Z', '2025-01-19'], // 23:59 in São Paulo (UTC-3): still the 19th
    ['2025-01-20T03:00:00Z', '2025-01-20'], // midnight in São Paulo
    ['2025-01-20T23:30:00Z', '2025-01-20'], // already the 21st in UTC+1 Europe, still the 20th here
    ['2024-12-31T23:00:00-03:00', '2024-12-31'],
  ])('at %s it is %s', (instant, day) => {
    expect(saoPauloDay(new Date(instant))).toBe(day);
  });
});

describe('publicationDay', () => {
  const previous = process.env.PUBLISH_DATE;
  afterEach(() => {
    if (previous === undefined) delete process.env.PUBLISH_DATE;
    else process.env.PUBLISH_DATE = previous;
  });

  it('a given clock wins', () => {
    process.env.PUBLISH_DATE = '2030-01-01';
    expect(publicationDay(new Date('2025-01-20T12:00:00Z'))).toBe('2025-01-20');
  });

  it('otherwise the day fixed once for the build', () => {
    process.env.PUBLISH_DATE = '2030-01-01';
    expect(publicationDay()).toBe('2030-01-01');
  });

  it('otherwise today in São Paulo', () => {
    delete process.env.PUBLISH_DATE;
    expect(publicationDay()).toBe(saoPauloDay(new Date()));
  });

  it('a malformed PUBLISH_DATE stops the build with a clear message', () => {
    process.env.PUBLISH_DATE = '20/01/2025';
    expect(() => publicationDay()).toThrow('PUBLISH_DATE must be a day written yyyy-mm-dd, got "20/01/2025"');
  });
});

describe('publicationStatus', () => {
  it.each([
    [{ date: '2025-01-19', draft: false }, 'published'],
    [{ date: '2025-01-20', draft: false }, 'published'], // out on its own day
    [{ date: '2025-01-21', draft: false }, 'scheduled'],
    [{ date: '2025-01-10', draft: true }, 'draft'],
    [{ date: '2025-02-01', draft: true }, 'draft'],
  ] as const)('%j on 2025-01-20 is %s', (post, status) => {
    expect(publicationStatus(post, '2025-01-20')).toBe(status);
  });
});
